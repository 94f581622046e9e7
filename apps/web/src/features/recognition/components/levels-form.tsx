import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEVEL_NAME_MAX, LEVELS_MAX, type Levels } from '@talentpath/contracts/recognition';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryError } from '../../../components/ui/query-states';
import { SaveButton } from '../../../components/ui/save-button';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLevels } from '../api/get-levels';
import { useSaveLevels } from '../api/save-levels';
import { levelsForm, levelsValuesOf, newRowKey, rowFieldOfPath } from '../recognition-forms';
import { withMessage } from '../recognition-messages';

/** The ladder of levels, lowest first: each a name and the points earned it needs (the first needs none). */
export function LevelsSection() {
  const { t } = useTranslation('recognition');
  const levels = useLevels();
  const [saves, setSaves] = useState(0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="levels-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="levels-title">
            {t('levels.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('levels.intro')}
          </Text>
        </div>
        {levels.isError ? (
          <QueryError error={levels.error} onRetry={() => void levels.refetch()} />
        ) : levels.data ? (
          <LevelsForm key={saves} saved={levels.data} onSaved={() => setSaves((n) => n + 1)} />
        ) : (
          <Skeleton h={200} role="status" aria-busy="true" aria-label={t('levels.loading')} />
        )}
      </Stack>
    </Paper>
  );
}

function LevelsForm({ saved, onSaved }: { saved: Levels; onSaved: () => void }) {
  const { t } = useTranslation('recognition');
  const save = useSaveLevels();
  const form = useAppForm({
    schema: levelsForm,
    initialValues: levelsValuesOf(saved),
    fieldOfPath: rowFieldOfPath('levels'),
  });
  const pending = save.isPending;
  const rows = form.values.levels;
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('levels.saved'));
        onSaved();
      },
      onError: (error) => form.fail(error),
    }),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const listError = form.errors.levels ? withMessage({ error: form.errors.levels }).error : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && <FormAlert>{general}</FormAlert>}
        {listError ? <FormAlert>{String(listError)}</FormAlert> : null}
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, i) => {
            const number = i + 1;
            return (
              <Group
                component="li"
                key={row.key}
                align="flex-start"
                gap="sm"
                wrap="wrap"
                aria-label={t('levels.row', { number })}
              >
                <Text fw={700} w={28} pt={30} aria-hidden>
                  {number}
                </Text>
                <TextInput
                  label={t('levels.name', { number })}
                  required
                  maxLength={LEVEL_NAME_MAX}
                  style={{ flex: '1 1 200px' }}
                  {...withMessage(form.getInputProps(`levels.${i}.name`))}
                  disabled={pending}
                />
                <NumberInput
                  label={t('levels.threshold', { number })}
                  description={i === 0 ? t('levels.firstIsZero') : undefined}
                  required
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  style={{ flex: '0 1 180px' }}
                  {...withMessage(form.getInputProps(`levels.${i}.threshold`))}
                  disabled={pending || i === 0}
                />
                <Group gap={4} pt={26} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('levels.moveUp', { number })}
                    disabled={pending || i <= 1}
                    onClick={() => form.reorderListItem('levels', { from: i, to: i - 1 })}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('levels.moveDown', { number })}
                    disabled={pending || i === 0 || i === rows.length - 1}
                    onClick={() => form.reorderListItem('levels', { from: i, to: i + 1 })}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={t('levels.remove', { number })}
                    disabled={pending || i === 0}
                    onClick={() => form.removeListItem('levels', i)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={pending || rows.length >= LEVELS_MAX}
            onClick={() => {
              const last = rows[rows.length - 1];
              const next = typeof last?.threshold === 'number' ? last.threshold + 100 : '';
              form.insertListItem('levels', { key: newRowKey(), name: '', threshold: next });
            }}
          >
            {t('levels.add')}
          </Button>
          <SaveButton
            dirty={form.isDirty()}
            loading={pending}
            label={t('levels.save')}
            unsavedText={t('levels.unsaved')}
          />
        </Group>
      </Stack>
    </form>
  );
}
