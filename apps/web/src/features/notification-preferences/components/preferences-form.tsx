import { useEffect } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DUE_SOON_DAYS,
  NOTIFICATION_CHANNELS,
  notificationPreferencesUpdate,
  type NotificationPreferences,
} from '@talentpath/contracts/notifications';
import { LANGUAGES } from '@talentpath/contracts/constants';
import { FormAlert } from '../../../components/ui/form-alert';
import { SaveButton } from '../../../components/ui/save-button';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { translateValidation } from '../../../lib/validation';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { fieldOfPath, groupByArea, hasChanges, preferenceChanges, valuesOf } from '../preference-changes';
import { ChannelChoice } from './channel-choice';

type Props = { saved: NotificationPreferences; currentArea: string | undefined };

/** The choices, grouped by area, and the e-mail language; Save sends only what changed. */
export function PreferencesForm({ saved, currentArea }: Props) {
  const { t } = useTranslation(['notification-preferences', 'common']);
  const { user } = useSignedInSession();
  const update = useUpdateNotificationPreferences(user.id);
  const form = useAppForm({
    schema: notificationPreferencesUpdate,
    initialValues: valuesOf(saved),
    fieldOfPath: fieldOfPath(saved),
  });
  const change = preferenceChanges(saved, form.values);
  const dirty = hasChanges(change);
  useLeaveGuard(dirty);

  // A refetch (the window regaining focus) may bring what another tab saved: taken only while nothing is changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the server's answer, not each keystroke
  useEffect(() => {
    if (!dirty) form.setValues(valuesOf(saved));
  }, [saved]);

  const submit = form.onSubmit(() => {
    if (!dirty) return;
    update.mutate(change, {
      onSuccess: (next) => {
        form.setValues(valuesOf(next));
        toast.success(t('saved'));
      },
      onError: (error) => form.fail(error),
    });
  });

  const channelOptions = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }));
  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: <span lang={language}>{t(`common:language.${language}`)}</span>,
  }));
  const fieldErrors = Object.keys(form.errors).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {groupByArea(saved, currentArea).map((group) => (
          <Paper
            key={group.area}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby={`preferences-${group.area}`}
          >
            <Title order={2} fz="lg" id={`preferences-${group.area}`}>
              {t(`areas.${group.area}`)}
            </Title>
            <Stack gap={0} mt="xs">
              {group.types.map((type) => {
                const path = `channels.${type}`;
                const input = form.getInputProps(path);
                return (
                  <ChannelChoice
                    key={type}
                    id={`channel-${type}`}
                    label={t(`types.${type}.label`)}
                    description={t(`types.${type}.description`, { days: DUE_SOON_DAYS })}
                    options={channelOptions}
                    value={input.value as string | undefined}
                    onChange={input.onChange}
                    error={input.error}
                    disabled={update.isPending}
                    path={path}
                  />
                );
              })}
            </Stack>
          </Paper>
        ))}

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
          <ChannelChoice
            id="email-language"
            label={t('language.label')}
            description={t('language.description')}
            options={languageOptions}
            value={form.values.language}
            onChange={form.getInputProps('language').onChange}
            error={form.getInputProps('language').error}
            disabled={update.isPending}
            path="language"
          />
        </Paper>

        {form.failure !== null && !fieldErrors ? <FormAlert>{failureText(form.failure)}</FormAlert> : null}

        <SaveButton dirty={dirty} loading={update.isPending} label={t('save')} unsavedText={t('unsaved')} />
      </Stack>
    </form>
  );
}

/** A refusal in the server's words: its field messages when it gave some that no choice shows, else by code. */
function failureText(error: unknown): string {
  const details = error instanceof ApiError ? error.details.map((d) => translateValidation(d.message)) : [];
  return details.length > 0 ? details.join(' ') : errorMessage(error);
}
