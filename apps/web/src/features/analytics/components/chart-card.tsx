import type { LineChartSeries } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsInterval } from '@talentpath/contracts/analytics';
import { formatNumber } from '../../../lib/format-number';
import { periodName } from '../days';
import { ActivityChart } from './activity-chart';
import { ChartFrame } from './chart-frame';
import { ActivityTable, type Drill, type Figure, type Point } from './activity-table';

type Props<C extends Figure> = {
  id: string;
  title: string;
  description: string;
  points: readonly Point<C>[];
  interval: AnalyticsInterval;
  /** The figures drawn, each a line (colour and dash pattern of its own). */
  lines: readonly { column: C; color: string; dash?: string }[];
  /** The list a point opens. */
  drill: Drill;
  onPick: (index: number) => void;
};

/** A chart of the points and, one click away, the same numbers as a table (for screen readers, and to read off). */
export function ChartCard<C extends Figure>({
  id,
  title,
  description,
  points,
  interval,
  lines,
  drill,
  onPick,
}: Props<C>) {
  const { t, i18n } = useTranslation('analytics');
  const series: LineChartSeries[] = lines.map(({ column, color, dash }) => ({
    name: column,
    label: t(`figures.${column}`),
    color,
    strokeDasharray: dash,
  }));
  const data = points.map((point) => ({
    label: periodName(point, interval, i18n.language, true),
    ...Object.fromEntries(lines.map(({ column }) => [column, point[column]])),
  }));
  return (
    <ChartFrame id={`${id}-title`} title={title} description={description}>
      {(view) =>
        view === 'chart' ? (
          <figure style={{ margin: 0 }}>
            <ActivityChart
              label={title}
              data={data}
              series={series}
              valueFormatter={(value) => formatNumber(value, i18n.language)}
              onPick={onPick}
            />
            <Text component="figcaption" size="xs" c="dimmed" mt="xs">
              {t(`charts.hint.${drill}`)}
            </Text>
          </figure>
        ) : (
          <ActivityTable
            label={title}
            points={points}
            interval={interval}
            columns={lines.map((line) => line.column)}
            drill={drill}
            onPick={onPick}
          />
        )
      }
    </ChartFrame>
  );
}
