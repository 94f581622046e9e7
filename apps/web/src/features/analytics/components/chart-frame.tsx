import { type ReactNode, useState } from 'react';
import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ChartView = 'chart' | 'table';

type Props = {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  description: string;
  /** Beside the switch: the chart's exports. */
  actions?: ReactNode;
  /** The chart, or the same numbers as a table, as the reader chose. */
  children: (view: ChartView) => ReactNode;
};

/**
 * A chart's frame on the dashboards (ADR 0073): its heading and what it shows, a Chart/Table switch (the table gives
 * every number to screen readers and to read off), and the chart or its table.
 */
export function ChartFrame({ id, title, description, actions, children }: Props) {
  const { t } = useTranslation('analytics');
  const [view, setView] = useState<ChartView>('chart');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} maw={560}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Group gap="xs">
            <SegmentedControl
              aria-label={t('charts.view', { chart: title })}
              value={view}
              onChange={(value) => setView(value as ChartView)}
              data={[
                { value: 'chart', label: t('charts.asChart') },
                { value: 'table', label: t('charts.asTable') },
              ]}
            />
            {actions}
          </Group>
        </Group>
        {children(view)}
      </Stack>
    </Paper>
  );
}
