import { Button, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import i18next from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_ALREADY_SUBSCRIBED,
  REPORT_FREQUENCIES,
  REPORT_NOT_ALLOWED,
  REPORT_SEND_HOUR_UTC,
  REPORT_SUBSCRIPTION_NOT_FOUND,
  type ReportDashboard,
  type ReportFrequency,
  type ReportSubscription as Subscription,
} from '@talentpath/contracts/report-subscriptions';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { toast } from '../../../lib/toast';
import { useReportSubscriptions, useSubscribeToReport, useUnsubscribeFromReport } from '../api/report-subscriptions';

const SEND_TIME = `${String(REPORT_SEND_HOUR_UTC).padStart(2, '0')}:00`;

/** Why a change was refused, in the reader's language: the server's own refusals by their message, else by code. */
function subscriptionErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage === REPORT_NOT_ALLOWED) return i18next.t('analytics:subscription.errors.notAllowed');
    if (error.serverMessage === REPORT_ALREADY_SUBSCRIBED)
      return i18next.t('analytics:subscription.errors.alreadySubscribed');
    if (error.serverMessage === REPORT_SUBSCRIPTION_NOT_FOUND)
      return i18next.t('analytics:subscription.errors.notFound');
  }
  return errorMessage(error);
}

/**
 * "Email me this report" (issue 27): a button opening the caller's weekly and monthly subscriptions to `dashboard`,
 * each a switch. A switch shows what the server's list says — never what was asked for until the list confirms it.
 */
export function ReportSubscription({ dashboard }: { dashboard: ReportDashboard }) {
  const { t } = useTranslation('analytics');
  const list = useReportSubscriptions();
  const mine = list.data?.items.filter((s) => s.dashboard === dashboard) ?? [];
  const of = (frequency: ReportFrequency) => mine.find((s) => s.frequency === frequency);
  // Held here, not in the switches: the popover unmounts them when it closes, and a change still running then must
  // still say how it went.
  const toggles: Record<ReportFrequency, Toggle> = {
    weekly: useToggle(dashboard, 'weekly', of('weekly')),
    monthly: useToggle(dashboard, 'monthly', of('monthly')),
  };

  return (
    <Popover position="bottom-end" width={320} shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={mine.length > 0 ? <IconMailCheck size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
        >
          {t('subscription.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 2rem)">
        <Stack gap="md">
          {list.isError ? (
            <Text size="sm" c="red">
              {errorMessage(list.error)}
            </Text>
          ) : null}
          {REPORT_FREQUENCIES.map((frequency) => (
            <FrequencySwitch
              key={frequency}
              frequency={frequency}
              subscription={of(frequency)}
              // Off while the list is unknown, or while a change (and the read after it) runs.
              inactive={!list.isSuccess || toggles[frequency].busy}
              onToggle={toggles[frequency].toggle}
            />
          ))}
          <Text size="xs" c="dimmed">
            {t('subscription.explain', { time: SEND_TIME })}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

type Toggle = { busy: boolean; toggle: (on: boolean) => void };

/** A frequency's subscription turned on (POST) or off (DELETE), each answered by a toast. */
function useToggle(dashboard: ReportDashboard, frequency: ReportFrequency, subscription: Subscription | undefined) {
  const { t } = useTranslation('analytics');
  const subscribe = useSubscribeToReport();
  const unsubscribe = useUnsubscribeFromReport();
  const busy = subscribe.isPending || unsubscribe.isPending;
  const onError = (error: unknown) => toast.error(subscriptionErrorText(error));
  const toggle = (on: boolean) => {
    if (busy) return;
    if (on)
      subscribe.mutate(
        { dashboard, frequency },
        { onSuccess: () => toast.success(t(`subscription.subscribed.${frequency}`)), onError },
      );
    else if (subscription)
      unsubscribe.mutate(subscription.id, {
        onSuccess: () => toast.success(t(`subscription.unsubscribed.${frequency}`)),
        onError,
      });
  };
  return { busy, toggle };
}

type FrequencySwitchProps = {
  frequency: ReportFrequency;
  /** The server's subscription of that frequency, if any. */
  subscription: Subscription | undefined;
  inactive: boolean;
  onToggle: (on: boolean) => void;
};

function FrequencySwitch({ frequency, subscription, inactive, onToggle }: FrequencySwitchProps) {
  const { t, i18n } = useTranslation('analytics');
  const labelId = useId();
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Switch
      checked={Boolean(subscription)}
      onChange={(event) => {
        if (!inactive) onToggle(event.currentTarget.checked);
      }}
      // aria-disabled rather than disabled: a disabled input loses the keyboard's focus, and with it the popover's
      // Tab and Escape.
      aria-disabled={inactive}
      data-disabled={inactive || undefined}
      // Mantine puts the description inside the <label>: named by the label alone, described by the dates.
      aria-labelledby={labelId}
      label={<span id={labelId}>{t(`subscription.${frequency}`)}</span>}
      description={
        subscription ? (
          <>
            <span>{t('subscription.next', { date: date(subscription.nextRunAt) })}</span>
            {subscription.lastSentAt ? (
              <>
                <br />
                <span>{t('subscription.lastSent', { date: date(subscription.lastSentAt) })}</span>
              </>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
