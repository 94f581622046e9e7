import type { ComponentType } from 'react';
import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatNumber } from '../../lib/format-number';

type Props = {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** The main figure; undefined while loading. */
  value: number | undefined;
  /** The line under it (e.g. "12 active"). */
  detail?: string;
  /** How the figure is written; a whole number in the chosen language's way unless said (e.g. a percentage). */
  format?: (value: number) => string;
};

/** One figure of a dashboard (written as the chosen language writes numbers), with a skeleton while it loads. */
export function StatCard({ label, icon: Icon, value, detail, format = formatNumber }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label} aria-busy={value === undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <>
              <Skeleton height={32} width={64} mt={2} />
              <Skeleton height={14} width={96} mt={6} />
            </>
          ) : (
            <>
              <Text fz={32} fw={800} lh={1.1} data-testid="stat-value">
                {format(value)}
              </Text>
              {detail && (
                <Text size="sm" c="dimmed" data-testid="stat-detail">
                  {detail}
                </Text>
              )}
            </>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
