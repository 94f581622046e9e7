import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { AppModal } from '../../../../components/ui/app-modal';
import { DateField } from '../../../../components/ui/date-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useAppForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useChangeEnrolment } from '../../api/update-enrolment';
import { utcToday } from '../learner/due-date';
import { dueDateForm } from './due-date-form';

type Props = { enrolment: Enrolment | null; onClose: () => void };

/** Change (or remove) one enrolment's due date: a day from today on, or empty for none. */
export function ListDueDateDialog({ enrolment, onClose }: Props) {
  const { t } = useTranslation('course-enrolments');
  const change = useChangeEnrolment();
  return (
    <AppModal opened={enrolment !== null} onClose={onClose} title={t('dueDialog.title')} closable={!change.isPending}>
      {enrolment && <DueDateForm key={enrolment.id} enrolment={enrolment} change={change} onDone={onClose} />}
    </AppModal>
  );
}

type FormProps = {
  enrolment: Enrolment;
  change: ReturnType<typeof useChangeEnrolment>;
  onDone: () => void;
};

const schema = dueDateForm();

function DueDateForm({ enrolment, change, onDone }: FormProps) {
  const { t } = useTranslation('course-enrolments');
  const form = useAppForm({ schema, initialValues: { dueDate: enrolment.dueDate ?? '' } });
  const pending = change.isPending;

  const submit = form.onSubmit(({ dueDate }) =>
    change.mutate(
      { id: enrolment.id, dueDate },
      {
        onSuccess: () => {
          toast.success(
            dueDate
              ? t('dueDialog.saved', { learner: enrolment.learner.name })
              : t('dueDialog.removed', { learner: enrolment.learner.name }),
          );
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  const general = form.failure !== null && !form.errors.dueDate ? errorMessage(form.failure) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <Text size="sm">
          {t('dueDialog.text', { learner: enrolment.learner.name, course: enrolment.course.title })}
        </Text>
        <DateField
          label={t('dueDialog.dueDate')}
          description={t('dueDialog.hint')}
          min={utcToday()}
          data-autofocus
          {...form.getInputProps('dueDate')}
          disabled={pending}
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            onClick={() => form.setFieldValue('dueDate', '')}
            disabled={pending || !form.values.dueDate}
          >
            {t('dueDialog.clear')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={pending}>
              {t('dueDialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('dueDialog.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
