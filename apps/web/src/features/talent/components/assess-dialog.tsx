import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonSkills } from '@talentpath/contracts/skills';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { QueryError } from '../../../components/ui/query-states';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAssessOwnSkill } from '../api/assess-own-skill';
import { useActiveTechnologies } from '../api/list-active-technologies';
import { liveSelfClaim } from '../skill-words';
import { assessmentForm } from '../skill-forms';
import { LevelField } from './level-field';
import { useLast } from './use-last';

/** What the dialog is for: adding a skill (no technology yet), or one's own level in a skill one has. */
export type AssessTarget = { technology: { id: string; name: string } | null };

type Props = { target: AssessTarget | null; skills: PersonSkills; onClose: () => void };

/** Own profile: add a skill (technology and level), or change one's own assessment of a skill. */
export function AssessDialog({ target, skills, onClose }: Props) {
  const { t } = useTranslation('talent');
  const shown = useLast(target);
  const assess = useAssessOwnSkill();
  const technology = shown?.technology ?? null;
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      title={technology ? t('assess.title', { skill: technology.name }) : t('add.title')}
      closable={!assess.isPending}
    >
      {shown && (
        <AssessForm
          key={technology?.id ?? 'new'}
          technology={technology}
          skills={skills}
          assess={assess}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

type FormProps = {
  technology: AssessTarget['technology'];
  skills: PersonSkills;
  assess: ReturnType<typeof useAssessOwnSkill>;
  onDone: () => void;
};

function AssessForm({ technology, skills, assess, onDone }: FormProps) {
  const { t } = useTranslation('talent');
  const adding = technology === null;
  const technologies = useActiveTechnologies(adding);
  const current = skills.items.find((s) => s.technology.id === technology?.id);
  const form = useAppForm({
    schema: assessmentForm,
    initialValues: {
      technologyId: technology?.id ?? '',
      level: (current && liveSelfClaim(current)?.level) ?? null,
    },
    // Changing an assessment shows no technology field: a refusal of the technology is the form's general error.
    fieldOfPath: (path) => (path === 'level' || (adding && path === 'technologyId') ? path : null),
  });
  const pending = assess.isPending;
  // A skill already on the profile is changed from its own card.
  const held = new Set(skills.items.map((s) => s.technology.id));
  const options = (technologies.data ?? []).filter((x) => !held.has(x.id)).map((x) => ({ value: x.id, label: x.name }));

  const submit = form.onSubmit((body) =>
    assess.mutate(body, {
      onSuccess: (saved) => {
        const name = saved.items.find((s) => s.technology.id === body.technologyId)?.technology.name ?? '';
        toast.success(t(adding ? 'toast.added' : 'toast.assessed', { skill: name }));
        onDone();
      },
      onError: (error) => form.fail(error),
    }),
  );

  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t(adding ? 'add.submit' : 'assess.submit')}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {t('assess.text')}
      </Text>
      {adding && technologies.isError && (
        <QueryError error={technologies.error} onRetry={() => void technologies.refetch()} />
      )}
      {adding && (
        <Select
          label={t('add.technology')}
          data={options}
          searchable
          required
          allowDeselect={false}
          nothingFoundMessage={t('add.nothingFound')}
          placeholder={technologies.isPending ? t('add.loadingTechnologies') : undefined}
          data-autofocus
          {...form.getInputProps('technologyId')}
          value={form.values.technologyId || null}
          onChange={(value) => form.setFieldValue('technologyId', value ?? '')}
          disabled={pending}
        />
      )}
      <LevelField
        label={t('level.label')}
        value={form.values.level}
        onChange={(level) => form.setFieldValue('level', level)}
        error={form.getInputProps('level').error}
        disabled={pending}
      />
    </ModalForm>
  );
}
