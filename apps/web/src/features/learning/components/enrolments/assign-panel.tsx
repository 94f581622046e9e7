import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEARNERS_REQUIRED, LEARNERS_TOO_MANY, ASSIGN_MAX } from '@talentpath/contracts/learning-messages';
import { DateField } from '../../../../components/ui/date-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useAppForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { translateValidation } from '../../../../lib/validation';
import { useAssignLearners } from '../../api/assign-learners';
import { utcToday } from '../learner/due-date';
import { dueDateForm } from './due-date-form';
import type { Selection } from './learner-selection';

const schema = dueDateForm();

type Props = { courseId: string; selection: Selection; onAssigned: () => void };

/** How many learners are chosen, an optional due date, and Assign (a toast then says what changed). */
export function AssignPanel({ courseId, selection, onAssigned }: Props) {
  const { t } = useTranslation('course-enrolments');
  const assign = useAssignLearners();
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const form = useAppForm({ schema, initialValues: { dueDate: '' } });
  const count = selection.size;

  const submit = form.onSubmit(({ dueDate }) => {
    if (count === 0 || count > ASSIGN_MAX) {
      setChoiceError(translateValidation(count === 0 ? LEARNERS_REQUIRED : LEARNERS_TOO_MANY) ?? null);
      return;
    }
    setChoiceError(null);
    assign.mutate(
      { courseId, body: { learnerIds: [...selection.keys()], dueDate } },
      {
        onSuccess: (result) => {
          // Only what happened: "2 newly enrolled · 1 already enrolled, now assigned with the due date".
          const parts = [
            result.created > 0 && t('assign.resultCreated', { count: result.created }),
            result.updated > 0 && t('assign.resultUpdated', { count: result.updated }),
            result.unchanged > 0 && t('assign.resultUnchanged', { count: result.unchanged }),
          ].filter(Boolean);
          toast.success(parts.join(' · '), { title: t('assign.resultTitle') });
          onAssigned();
        },
        onError: (error) => form.fail(error),
      },
    );
  });

  // The choice's error holds only while the choice is still empty (or too large).
  const choiceWrong = choiceError !== null && (count === 0 || count > ASSIGN_MAX);
  const general =
    (choiceWrong ? choiceError : null) ??
    (form.failure !== null && !form.errors.dueDate ? errorMessage(form.failure) : null);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="assign-panel-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4} align="flex-start">
            <Text fw={700} id="assign-panel-title" aria-live="polite">
              {t('assign.selected', { count })}
            </Text>
            {count > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => {
                  setChoiceError(null);
                  onAssigned();
                }}
              >
                {t('assign.clearSelection')}
              </Button>
            )}
          </Stack>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DateField
              label={t('assign.dueDate')}
              description={t('assign.dueDateHint')}
              min={utcToday()}
              {...form.getInputProps('dueDate')}
              disabled={assign.isPending}
              w={260}
              maw="100%"
            />
            <Button type="submit" loading={assign.isPending} leftSection={<IconUserPlus size={18} aria-hidden />}>
              {count === 0 ? t('assign.submitNone') : t('assign.submit', { count })}
            </Button>
          </Group>
        </Group>
        {general && <FormAlert>{general}</FormAlert>}
      </Stack>
    </Paper>
  );
}
