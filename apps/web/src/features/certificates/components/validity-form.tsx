import { useState } from 'react';
import { NumberInput, Paper, Radio, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_VALIDITY_MAX_MONTHS, type CertificateSettings } from '@talentpath/contracts/certificates';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryError } from '../../../components/ui/query-states';
import { SaveButton } from '../../../components/ui/save-button';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCertificateSettings, useSaveCertificateSettings } from '../api/course-certificates';
import { validityForm, validityValuesOf } from '../certificate-forms';

/**
 * How long the course's certificates are valid: not at all expiring, or for 1 to 120 months. A change applies to
 * certificates issued from now on; those already issued keep their expiry.
 */
export function ValiditySection({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates');
  const settings = useCertificateSettings(courseId);
  // The form starts again from the saved settings only when they were saved here (as the course's outcomes do):
  // a read for another reason must not throw away what is being edited.
  const [saves, setSaves] = useState(0);
  const saved = (result: CertificateSettings) => {
    toast.success(
      result.validMonths === null ? t('validity.savedNever') : t('validity.savedMonths', { count: result.validMonths }),
    );
    setSaves((n) => n + 1);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="certificate-validity"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="certificate-validity">
            {t('validity.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('validity.intro')}
          </Text>
        </div>
        {settings.isPending ? (
          <Skeleton height={96} role="status" aria-busy="true" aria-label={t('validity.loading')} />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <ValidityForm key={saves} courseId={courseId} saved={settings.data} onSaved={saved} />
        )}
      </Stack>
    </Paper>
  );
}

type FormProps = { courseId: string; saved: CertificateSettings; onSaved: (settings: CertificateSettings) => void };

function ValidityForm({ courseId, saved, onSaved }: FormProps) {
  const { t } = useTranslation('certificates');
  const save = useSaveCertificateSettings(courseId);
  const form = useAppForm({ schema: validityForm, initialValues: validityValuesOf(saved) });
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(body, { onSuccess: onSaved, onError: (error) => form.fail(error) }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormAlert>{general}</FormAlert>}
        <Radio.Group label={t('validity.choice')} {...form.getInputProps('expires')}>
          <Stack gap="xs" mt="xs">
            <Radio value="never" label={t('validity.never')} disabled={pending} />
            <Radio value="months" label={t('validity.months')} disabled={pending} />
          </Stack>
        </Radio.Group>
        {form.values.expires === 'months' && (
          <NumberInput
            label={t('validity.monthsField')}
            description={t('validity.monthsHint', { max: CERTIFICATE_VALIDITY_MAX_MONTHS })}
            min={1}
            max={CERTIFICATE_VALIDITY_MAX_MONTHS}
            allowDecimal={false}
            allowNegative={false}
            required
            maw={240}
            {...form.getInputProps('validMonths')}
            disabled={pending}
          />
        )}
        <Switch
          label={t('validity.requiresPass')}
          description={t('validity.requiresPassHint')}
          {...form.getInputProps('requiresPass', { type: 'checkbox' })}
          disabled={pending}
        />
        <SaveButton
          dirty={form.isDirty()}
          loading={pending}
          label={t('validity.save')}
          unsavedText={t('validity.unsaved')}
        />
      </Stack>
    </form>
  );
}
