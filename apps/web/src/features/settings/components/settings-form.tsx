import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Radio, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@talentpath/contracts/constants';
import { systemSettingsFields, type SystemSettings } from '@talentpath/contracts/settings';
import { FormAlert } from '../../../components/ui/form-alert';
import { SaveButton } from '../../../components/ui/save-button';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useUpdateSettings } from '../api/update-settings';
import { fieldOfPath, hasChanges, valuesOf } from '../settings-values';
import { OfficeHoursFields } from './office-hours-fields';

type Props = {
  /** The settings as the server last answered them. */
  latest: SystemSettings;
  /** Reads the settings again (after another admin saved over this form's version). */
  reload: () => Promise<SystemSettings | undefined>;
};

function Section({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {text ? (
        <Text size="sm" c="dimmed" mt={4}>
          {text}
        </Text>
      ) : null}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Everything but the logo, saved together with the version it was loaded at: a save over another admin's is refused
 * (409), and the form then offers to load theirs instead of overwriting it (ADR 0046).
 */
export function SettingsForm({ latest, reload }: Props) {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdateSettings();
  // What the form was loaded from: its version goes with the save, whatever a refetch has brought since.
  const [base, setBase] = useState(latest);
  const form = useAppForm({
    schema: systemSettingsFields,
    initialValues: valuesOf(latest),
    fieldOfPath: fieldOfPath(valuesOf(latest)),
  });
  const dirty = hasChanges(form.values, base);
  useLeaveGuard(dirty);

  const start = (settings: SystemSettings) => {
    setBase(settings);
    form.setValues(valuesOf(settings));
  };

  // What another admin saved is taken while nothing is changed here (a refetch when the window regains focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the server's answer, not each keystroke
  useEffect(() => {
    if (!dirty && latest.version !== base.version) start(latest);
  }, [latest]);

  const submit = form.onSubmit((fields) => {
    if (!dirty) return;
    update.mutate(
      { ...fields, version: base.version },
      {
        onSuccess: (saved) => {
          start(saved);
          toast.success(t('saved'));
        },
        onError: (error) => form.fail(error),
      },
    );
  });

  const loadTheirs = async () => {
    const fresh = await reload();
    if (fresh) start(fresh);
  };

  const stale = form.failure instanceof ApiError && form.failure.code === 'SETTINGS_CHANGED';
  const fieldErrors = Object.keys(form.errors).length > 0;
  const busy = update.isPending;

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack gap="lg">
        <Section id="settings-organization" title={t('sections.organization')}>
          <TextInput
            label={t('fields.organizationName')}
            withAsterisk
            maxLength={100}
            disabled={busy}
            {...form.getInputProps('organizationName')}
          />
          <Radio.Group
            label={t('fields.defaultLanguage')}
            description={t('fields.defaultLanguageHint')}
            {...form.getInputProps('defaultLanguage')}
          >
            <Group gap="lg" mt="xs">
              {LANGUAGES.map((language) => (
                <Radio
                  key={language}
                  value={language}
                  disabled={busy}
                  label={<span lang={language}>{t(`common:language.${language}`)}</span>}
                />
              ))}
            </Group>
          </Radio.Group>
        </Section>

        <Section id="settings-contact" title={t('sections.contact')} text={t('sections.contactHint')}>
          <TextInput
            type="email"
            label={t('fields.contactEmail')}
            withAsterisk
            autoComplete="off"
            disabled={busy}
            {...form.getInputProps('contactEmail')}
          />
          <Group grow align="flex-start" gap="md" wrap="wrap" preventGrowOverflow={false}>
            {(['phone', 'secondPhone'] as const).map((field) => (
              <TextInput
                key={field}
                type="tel"
                label={t(`fields.${field}`)}
                miw={200}
                disabled={busy}
                {...form.getInputProps(field)}
              />
            ))}
          </Group>
          <TextInput
            type="tel"
            label={t('fields.emergencyPhone')}
            description={t('fields.emergencyPhoneHint')}
            disabled={busy}
            {...form.getInputProps('emergencyPhone')}
          />
          <Textarea
            label={t('fields.address')}
            description={t('fields.addressHint')}
            autosize
            minRows={3}
            maxRows={7}
            disabled={busy}
            {...form.getInputProps('address')}
          />
        </Section>

        <Section id="settings-hours" title={t('sections.hours')} text={t('sections.hoursHint')}>
          <OfficeHoursFields form={form} disabled={busy} />
        </Section>

        <Section id="settings-features" title={t('sections.features')} text={t('sections.featuresHint')}>
          <Switch
            label={t('fields.leaderboard')}
            description={t('fields.leaderboardHint')}
            disabled={busy}
            {...form.getInputProps('features.leaderboard', { type: 'checkbox' })}
          />
        </Section>

        {form.failure !== null && !fieldErrors ? (
          <FormAlert>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(form.failure)}</Text>
              {stale ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={loadTheirs}
                >
                  {t('reload')}
                </Button>
              ) : null}
            </Stack>
          </FormAlert>
        ) : null}

        <Group justify="space-between" gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {base.updatedAt
              ? base.updatedBy
                ? t('lastSaved', { name: base.updatedBy.name, at: formatDateTime(base.updatedAt) })
                : t('lastSavedAt', { at: formatDateTime(base.updatedAt) })
              : t('neverSaved')}
          </Text>
          <SaveButton dirty={dirty} loading={busy} label={t('save')} unsavedText={t('unsaved')} />
        </Group>
      </Stack>
    </form>
  );
}
