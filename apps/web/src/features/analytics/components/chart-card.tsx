import { useState } from 'react';
import type { LineChartSeries } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityPoint, AnalyticsInterval } from '@talentpath/contracts/analytics';
import { formatNumber } from '../../../lib/format-number';
import { periodName } from '../days';
import { ActivityChart } from './activity-chart';
import { ActivityTable, type Drill, type PointColumn } from './activity-table';

type Props = {
  id: string;
  title: string;
  description: string;
  points: ActivityPoint[];
  interval: AnalyticsInterval;
  /** The figures drawn, each a line (colour and dash pattern of its own). */
  lines: readonly { column: PointColumn; color: string; dash?: string }[];
  /** The list a point opens. */
  drill: Drill;
  onPick: (index: number) => void;
};

/** A chart of the points and, one click away, the same numbers as a table (for screen readers, and to read off). */
export function ChartCard({ id, title, description, points, interval, lines, drill, onPick }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const [view, setView] = useState<'chart' | 'table'>('chart');
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
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={560}>
            <Title order={2} fz="lg" id={`${id}-title`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <SegmentedControl
            aria-label={t('charts.view', { chart: title })}
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t('charts.asChart') },
              { value: 'table', label: t('charts.asTable') },
            ]}
          />
        </Group>
        {view === 'chart' ? (
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
        )}
      </Stack>
    </Paper>
  );
}
