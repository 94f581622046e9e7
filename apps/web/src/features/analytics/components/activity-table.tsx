import { Button, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityPoint, AnalyticsInterval } from '@talentpath/contracts/analytics';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import { periodName } from '../days';

export type PointColumn = Exclude<keyof ActivityPoint, 'start' | 'end'>;

/** What a row's button opens: the people active then, or the learning list (enrolments, assignments, completions). */
export type Drill = 'people' | 'learning';

type Props = {
  label: string;
  points: ActivityPoint[];
  interval: AnalyticsInterval;
  columns: readonly PointColumn[];
  drill: Drill;
  /** Drill down to the list behind a point. */
  onPick: (index: number) => void;
};

/** A chart's numbers as a table: a row a point, and a button to the people behind it. */
export function ActivityTable({ label, points, interval, columns, drill, onPick }: Props) {
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
