import { Button, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityPoint, AnalyticsInterval, CertificatePoint } from '@talentpath/contracts/analytics';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import { periodName } from '../days';

/** A figure a series' point has (its name is its label's key under `figures`). */
export type Figure = Exclude<keyof ActivityPoint | keyof CertificatePoint, 'start' | 'end'>;

/** A point of a series: its days, and a number under each of its figures' names. */
export type Point<C extends Figure> = { start: string; end: string } & Record<C, number>;

/**
 * What a row's button opens: the people active then, the learning list (enrolments, assignments, completions), or
 * the certificates issued or ending then.
 */
export type Drill = 'people' | 'learning' | 'certificates';

type Props<C extends Figure> = {
  label: string;
  points: readonly Point<C>[];
  interval: AnalyticsInterval;
  columns: readonly C[];
  drill: Drill;
  /** Drill down to the list behind a point. */
  onPick: (index: number) => void;
};

/** A chart's numbers as a table: a row a point, and a button to the people behind it. */
export function ActivityTable<C extends Figure>({ label, points, interval, columns, drill, onPick }: Props<C>) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <TableScroll label={label} minWidth={420}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.period')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} ta="right">
                {t(`figures.${column}`)}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t(`table.${drill}.column`)}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point, index) => {
            const name = periodName(point, interval, i18n.language);
            return (
              <Table.Tr key={point.start}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column} ta="right">
                    {formatNumber(point[column], i18n.language)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onPick(index)}
                    aria-label={t(`table.${drill}.one`, { period: name })}
                  >
                    {t(`table.${drill}.button`)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
