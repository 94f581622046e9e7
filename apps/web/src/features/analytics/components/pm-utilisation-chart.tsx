import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { UtilisationPoint, UtilisationSeries } from '@talentpath/contracts/workforce-analytics';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import type { DayRange } from '../api/activity';
import { downloadUtilisation } from '../api/workforce';
import { periodName } from '../days';
import { ChartFrame } from './chart-frame';
import { ExportButtons } from './export-buttons';
import { equivalentsText, loadText } from './pm-load';

/** Whose loads a week opens: everyone's, the fully booked (100%) or the mostly free (under 50%). */
export type WeekDrill = 'all' | 'full' | 'underHalf';

/** A week from `today` on is a forecast: what today's assignments will make of it. */
export const isForecast = (point: UtilisationPoint, today: string) => point.start >= today;

/** The week `today` is in (the chart's "Today" line), if the range has it. */
export const weekOf = (points: readonly UtilisationPoint[], today: string) =>
  points.find((point) => point.start <= today && today <= point.end);

/** A week as a reader says it ('Mar 10 – Mar 16, 2025'); on an axis its first day ('Mar 10'). */
export const weekName = (point: UtilisationPoint, language: string, short = false) =>
  periodName(point, 'week', language, short);

/**
 * The "Today" line and the shaded, labelled forecast of a chart of the weeks (on the axis's week labels): the
 * forecast reads apart from the past in words and shape, not by colour alone.
 */
export function forecastMarks(series: UtilisationSeries, language: string, names: { today: string; forecast: string }) {
  const label = (point: UtilisationPoint) => weekName(point, language, true);
  const now = weekOf(series.points, series.today);
  const ahead = series.points.filter((point) => isForecast(point, series.today));
  const [first] = ahead;
  const last = ahead.at(-1);
  return {
    referenceLines: now
      ? [{ x: label(now), label: names.today, color: 'dark.4', labelPosition: 'insideTopLeft' as const }]
      : [],
    referenceAreas:
      first && last
        ? [{ x1: label(first), x2: label(last), label: names.forecast, color: 'dark.3', fillOpacity: 0.08 }]
        : [],
  };
}

type Props = {
  series: UtilisationSeries;
  range: DayRange;
  /** A week chosen: the people behind one of its figures. */
  onPick: (point: UtilisationPoint, drill: WeekDrill) => void;
};

/**
 * The weeks' utilization as a line, solid for the weeks gone and dashed for the forecast after a "Today" line; or as
 * a table with each week's people fully booked and under half, each opening the people behind it. Exported.
 */
export function UtilisationChart({ series, range, onPick }: Props) {
  const { t } = useTranslation('analytics');
  const title = t('pm.utilisation.title');
  return (
    <ChartFrame
      id="pm-utilisation-title"
      title={title}
      description={t('pm.utilisation.text')}
      actions={<ExportButtons what="pm.utilisation" download={(format) => downloadUtilisation(range, format)} />}
    >
      {(view) =>
        series.points.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pm.utilisation.none')}
          </Text>
        ) : view === 'chart' ? (
          <UtilisationLine label={title} series={series} onPick={onPick} />
        ) : (
          <UtilisationTable label={title} series={series} onPick={onPick} />
        )
      }
    </ChartFrame>
  );
}

type ViewProps = { label: string; series: UtilisationSeries; onPick: Props['onPick'] };

/** The line, keyboard reachable (Recharts' accessibility layer); a week clicked opens everyone's load in it. */
function UtilisationLine({ label, series, onPick }: ViewProps) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  const { points, today } = series;
  // The forecast's line starts at the last week gone, so the two join.
  const joint = points.findLastIndex((point) => !isForecast(point, today));
  const data = points.map((point, index) => {
    const ahead = isForecast(point, today);
    return {
      label: weekName(point, i18n.language, true),
      actual: ahead ? null : point.utilisation,
      forecast: ahead || index === joint ? point.utilisation : null,
    };
  });
  return (
    <figure style={{ margin: 0 }}>
      <LineChart
        h={280}
        data={data}
        dataKey="label"
        series={[
          { name: 'actual', label: t('pm.utilisation.actual'), color: 'blue.7' },
          { name: 'forecast', label: t('pm.forecast'), color: 'blue.7', strokeDasharray: '6 4' },
        ]}
        curveType="linear"
        connectNulls={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(value) => loadText(value, i18n.language)}
        yAxisProps={{ domain: [0, 100] }}
        tickLine="x"
        gridAxis="y"
        {...forecastMarks(series, i18n.language, { today: t('pm.today'), forecast: t('pm.forecast') })}
        lineProps={{ isAnimationActive: !reduceMotion }}
        activeDotProps={{ r: 6, strokeWidth: 2 }}
        lineChartProps={{
          accessibilityLayer: true,
          title: label,
          desc: label,
          onClick: (state) => {
            const point = points[Number(state?.activeTooltipIndex)];
            if (point) onPick(point, 'all');
          },
          style: { cursor: 'pointer' },
        }}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {t('pm.utilisation.hint')}
      </Text>
    </figure>
  );
}

/** A row a week: its utilization, the people-equivalents assigned, the fully booked and the mostly free. */
function UtilisationTable({ label, series, onPick }: ViewProps) {
  const { t, i18n } = useTranslation('analytics');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <TableScroll label={label} minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pm.week')}</Table.Th>
            <Table.Th ta="right">{t('pm.utilisation.actual')}</Table.Th>
            <Table.Th ta="right">{t('pm.utilisation.assigned')}</Table.Th>
            <Table.Th ta="right">{t('pm.utilisation.full')}</Table.Th>
            <Table.Th ta="right">{t('pm.utilisation.underHalf')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('pm.utilisation.peopleColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.points.map((point) => {
            const week = weekName(point, i18n.language);
            const figure = (drill: 'full' | 'underHalf') =>
              point[drill] === 0 ? (
                number(0)
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  onClick={() => onPick(point, drill)}
                  aria-label={t(`pm.utilisation.${drill}Of`, { count: point[drill], week })}
                >
                  {number(point[drill])}
                </Anchor>
              );
            return (
              <Table.Tr key={point.start}>
                <Table.Th scope="row" fw={500}>
                  <Group gap={6} wrap="nowrap">
                    <span style={{ whiteSpace: 'nowrap' }}>{week}</span>
                    {isForecast(point, series.today) ? (
                      <Badge variant="outline" color="gray" size="sm">
                        {t('pm.forecast')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                <Table.Td ta="right">{loadText(point.utilisation, i18n.language)}</Table.Td>
                <Table.Td ta="right">{equivalentsText(point.assigned, i18n.language)}</Table.Td>
                <Table.Td ta="right">{figure('full')}</Table.Td>
                <Table.Td ta="right">{figure('underHalf')}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onPick(point, 'all')}
                    aria-label={t('pm.utilisation.peopleOf', { week })}
                  >
                    {t('pm.utilisation.peopleButton')}
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
