import { useState } from 'react';
import { Fieldset, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  COOLDOWN_MAX_MINUTES,
  DAILY_CAP_MAX,
  POINTS_MAX,
  type PointsRules,
  RULE_THRESHOLDS,
} from '@talentpath/contracts/recognition';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryError } from '../../../components/ui/query-states';
import { SaveButton } from '../../../components/ui/save-button';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { usePointsRules } from '../api/get-points-rules';
import { useSavePointsRules } from '../api/save-points-rules';
import { rowFieldOfPath, rulesForm, rulesValuesOf } from '../recognition-forms';
import { withMessage } from '../recognition-messages';

/** What pays points: each rule's points, daily cap and cool-down (empty: none) and, where it has one, threshold. */
export function RulesSection() {
  const { t } = useTranslation('recognition');
  const rules = usePointsRules();
  const [saves, setSaves] = useState(0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rules-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="rules-title">
            {t('rules.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('rules.intro')}
          </Text>
        </div>
        {rules.isError ? (
          <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
        ) : rules.data ? (
          <RulesForm key={saves} saved={rules.data} onSaved={() => setSaves((n) => n + 1)} />
        ) : (
          <Skeleton h={240} role="status" aria-busy="true" aria-label={t('rules.loading')} />
        )}
      </Stack>
    </Paper>
  );
}

function RulesForm({ saved, onSaved }: { saved: PointsRules; onSaved: () => void }) {
  const { t } = useTranslation('recognition');
  const save = useSavePointsRules();
  const form = useAppForm({
    schema: rulesForm,
    initialValues: rulesValuesOf(saved),
    fieldOfPath: rowFieldOfPath('rules'),
  });
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('rules.saved'));
        onSaved();
      },
      onError: (error) => form.fail(error),
    }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const number = { allowDecimal: false, allowNegative: false, disabled: pending } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        {form.errors.rules ? <FormAlert>{String(withMessage({ error: form.errors.rules }).error)}</FormAlert> : null}
        {form.values.rules.map((rule, i) => {
          const bounds = RULE_THRESHOLDS[rule.kind];
          return (
            <Fieldset key={rule.kind} legend={t(`rules.kinds.${rule.kind}`)} radius="md">
              <Text size="sm" c="dimmed" mb="xs">
                {t(`rules.hints.${rule.kind}`)}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, md: bounds ? 4 : 3 }} spacing="sm">
                <NumberInput
                  label={t('rules.points')}
                  required
                  min={0}
                  max={POINTS_MAX}
                  {...number}
                  {...withMessage(form.getInputProps(`rules.${i}.points`))}
                />
                <NumberInput
                  label={t('rules.dailyCap')}
                  description={t('rules.emptyIsNone')}
                  min={1}
                  max={DAILY_CAP_MAX}
                  {...number}
                  {...withMessage(form.getInputProps(`rules.${i}.dailyCap`))}
                />
                <NumberInput
                  label={t('rules.cooldown')}
                  description={t('rules.emptyIsNone')}
                  min={1}
                  max={COOLDOWN_MAX_MINUTES}
                  {...number}
                  {...withMessage(form.getInputProps(`rules.${i}.cooldownMinutes`))}
                />
                {bounds && (
                  <NumberInput
                    label={t(rule.kind === 'streak' ? 'rules.thresholdDays' : 'rules.thresholdPercent')}
                    description={t('rules.between', { min: bounds.min, max: bounds.max })}
                    required
                    min={bounds.min}
                    max={bounds.max}
                    {...number}
                    {...withMessage(form.getInputProps(`rules.${i}.threshold`))}
                  />
                )}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        <SaveButton dirty={form.isDirty()} loading={pending} label={t('rules.save')} unsavedText={t('rules.unsaved')} />
      </Stack>
    </form>
  );
}
