import { Button, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ENROLMENT_NOT_OVERDUE,
  type Enrolment,
  OVERDUE_REMINDER_INTERVAL_HOURS,
  REMINDER_TOO_SOON,
} from '@talentpath/contracts/enrolments';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { toast } from '../../../lib/toast';
import { useSendReminder } from '../api/reminders';

const INTERVAL_MS = OVERDUE_REMINDER_INTERVAL_HOURS * 3_600_000;

/**
 * Why a reminder was refused, in the reader's language: the server's own refusals (too soon after the last one,
 * no longer overdue) by their message, anything else by its code.
 */
export function reminderErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage === REMINDER_TOO_SOON) return i18next.t('analytics:coordinator.reminder.tooSoon');
    if (error.serverMessage === ENROLMENT_NOT_OVERDUE) return i18next.t('analytics:coordinator.reminder.notOverdue');
  }
  return errorMessage(error);
}

/**
 * One click reminds the learner of an overdue enrollment. Within 24 hours of the last reminder the button is off and
 * says when that was; the list is read again after each try, so the row shows the reminder recorded.
 */
export function ReminderButton({ enrolment }: { enrolment: Enrolment }) {
  const { t, i18n } = useTranslation('analytics');
  const send = useSendReminder();
  const last = enrolment.overdueRemindedAt;
  const recent = last !== null && Date.now() - Date.parse(last) < INTERVAL_MS;
  const name = enrolment.learner.name;
  const remind = () =>
    send.mutate(enrolment.id, {
      onSuccess: () => toast.success(t('coordinator.reminder.sent', { name })),
      onError: (error) => toast.error(reminderErrorText(error)),
    });
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconBellRinging size={14} aria-hidden />}
        onClick={remind}
        loading={send.isPending}
        disabled={recent}
        aria-label={t('coordinator.reminder.sendTo', { name })}
      >
        {t('coordinator.reminder.send')}
      </Button>
      {last ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('coordinator.reminder.reminded', { when: formatRelativeTime(last, i18n.language) })}
        </Text>
      ) : null}
    </Stack>
  );
}
