import { useState } from 'react';
import { Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PSEUDONYM_MAX, type PointsSummary } from '@talentpath/contracts/recognition';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryError } from '../../../components/ui/query-states';
import { SaveButton } from '../../../components/ui/save-button';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useMyPoints } from '../api/get-points';
import { useSaveLeaderboardPreferences } from '../api/save-leaderboard-preferences';
import { visibilityForm, visibilityValuesOf } from '../recognition-forms';
import { withMessage } from '../recognition-messages';

/** Whether others see the caller on the leaderboard: by name, under a pseudonym, or not at all. */
export function VisibilitySection() {
  const { t } = useTranslation('recognition');
  const points = useMyPoints();
  // The form starts again from what is saved only after a save here: a read for another reason keeps the edits.
  const [saves, setSaves] = useState(0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="visibility-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="visibility-title">
          {t('visibility.title')}
        </Title>
        {points.isError ? (
          <QueryError error={points.error} onRetry={() => void points.refetch()} />
        ) : points.data ? (
          <VisibilityForm key={saves} saved={points.data} onSaved={() => setSaves((n) => n + 1)} />
        ) : (
          <Skeleton h={120} role="status" aria-busy="true" aria-label={t('visibility.loading')} />
        )}
      </Stack>
    </Paper>
  );
}

function VisibilityForm({ saved, onSaved }: { saved: PointsSummary; onSaved: () => void }) {
  const { t } = useTranslation('recognition');
  const save = useSaveLeaderboardPreferences();
  const form = useAppForm({ schema: visibilityForm, initialValues: visibilityValuesOf(saved) });
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('visibility.saved'));
        onSaved();
      },
      onError: (error) => form.fail(error),
    }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormAlert>{general}</FormAlert>}
        <Radio.Group label={t('visibility.choice')} {...form.getInputProps('visibility')}>
          <Stack gap="xs" mt="xs">
            <Radio value="visible" label={t('visibility.visible')} disabled={pending} />
            <Radio value="pseudonym" label={t('visibility.pseudonym')} disabled={pending} />
            <Radio value="hidden" label={t('visibility.hidden')} disabled={pending} />
          </Stack>
        </Radio.Group>
        {form.values.visibility === 'pseudonym' && (
          <TextInput
            label={t('visibility.pseudonymField')}
            description={t('visibility.pseudonymHint', { max: PSEUDONYM_MAX })}
            required
            maxLength={PSEUDONYM_MAX}
            maw={360}
            {...withMessage(form.getInputProps('pseudonym'))}
            disabled={pending}
          />
        )}
        {form.values.visibility === 'hidden' && (
          <Text size="sm" c="dimmed">
            {t('visibility.hiddenNote')}
          </Text>
        )}
        <SaveButton
          dirty={form.isDirty()}
          loading={pending}
          label={t('visibility.save')}
          unsavedText={t('visibility.unsaved')}
        />
      </Stack>
    </form>
  );
}
