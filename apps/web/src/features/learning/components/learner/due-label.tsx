import { Group, Progress, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/format-date-time';
import { dueState, utcToday } from './due-date';

/** A due date as it matters: "Overdue by 2 days" in red, "Due today", "Due in 3 days", or the date itself. */
export function DueLabel({
  dueDate,
  completed,
  size = 'sm',
}: {
  dueDate: string | null;
  completed: boolean;
  size?: 'xs' | 'sm';
}) {
  const { t, i18n } = useTranslation('learning');
  const state = dueState(dueDate, completed, utcToday());
  if (!dueDate || state.kind === 'none') return null;
  const date = formatDay(dueDate, i18n.language);
  if (state.kind === 'overdue')
    return (
      <Group gap={4} wrap="nowrap" c="red.9">
        <IconAlertTriangle size={16} aria-hidden />
        <Text size={size} fw={700} c="red.9">
          {t('due.overdue', { count: state.days, date })}
        </Text>
      </Group>
    );
  const text =
    state.kind === 'done'
      ? t('due.on', { date })
      : state.kind === 'today'
        ? t('due.today')
        : t('due.inDays', { count: state.days, date });
  return (
    <Group gap={4} wrap="nowrap" c={state.kind === 'today' || state.kind === 'soon' ? 'orange.9' : 'dimmed'}>
      <IconCalendarDue size={16} aria-hidden />
      <Text
        size={size}
        c={state.kind === 'today' || state.kind === 'soon' ? 'dark.7' : 'dimmed'}
        fw={state.kind === 'today' ? 700 : undefined}
      >
        {text}
      </Text>
    </Group>
  );
}

/** A course's progress: the bar and "40%" beside it (the bar carries its own name for screen readers). */
export function ProgressMeter({ value, label }: { value: number; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={value}
        aria-label={label}
        color={value >= 100 ? 'green.8' : 'brand'}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
      />
      <Text size="sm" fw={600} miw={40} ta="right" aria-hidden>
        {value}%
      </Text>
    </Group>
  );
}
