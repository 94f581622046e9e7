import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PersonSkill, SKILL_NOTE_MAX } from '@talentpath/contracts/skills';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useRateSkill } from '../api/rate-skill';
import { liveRatingBy } from '../skill-words';
import { ratingForm } from '../skill-forms';
import { LevelField } from './level-field';
import { useLast } from './use-last';

type Props = {
  person: { id: string; name: string };
  /** The caller, whose earlier rating of the skill the form starts from. */
  userId: string;
  skill: PersonSkill | null;
  onClose: () => void;
};

/** A project manager's or admin's rating of another person's skill: a level and a note (replacing their last). */
export function RateDialog({ person, userId, skill, onClose }: Props) {
  const { t } = useTranslation('talent');
  const shown = useLast(skill);
  const rate = useRateSkill();
  return (
    <AppModal
      opened={skill !== null}
      onClose={onClose}
      title={shown ? t('rate.title', { skill: shown.technology.name, name: person.name }) : ''}
      closable={!rate.isPending}
    >
      {shown && (
        <RateForm
          key={shown.technology.id}
          person={person}
          skill={shown}
          earlier={liveRatingBy(shown, userId)}
          rate={rate}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

type FormProps = {
  person: Props['person'];
  skill: PersonSkill;
  earlier: PersonSkill['claims'][number] | undefined;
  rate: ReturnType<typeof useRateSkill>;
  onDone: () => void;
};

function RateForm({ person, skill, earlier, rate, onDone }: FormProps) {
  const { t } = useTranslation('talent');
  const form = useAppForm({
    schema: ratingForm,
    initialValues: { level: earlier?.level ?? null, note: earlier?.note ?? '' },
  });
  const pending = rate.isPending;
  const submit = form.onSubmit((body) =>
    rate.mutate(
      { personId: person.id, technologyId: skill.technology.id, body },
      {
        onSuccess: () => {
          toast.success(t('toast.rated', { skill: skill.technology.name, name: person.name }));
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t('rate.submit')}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {t('rate.text', { name: person.name })}
      </Text>
      <LevelField
        label={t('level.label')}
        value={form.values.level}
        onChange={(level) => form.setFieldValue('level', level)}
        error={form.getInputProps('level').error}
        disabled={pending}
      />
      <Textarea
        label={t('rate.note')}
        description={t('rate.noteHint', {
          used: form.values.note.length,
          max: SKILL_NOTE_MAX,
          name: person.name,
        })}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('note')}
        disabled={pending}
      />
    </ModalForm>
  );
}
