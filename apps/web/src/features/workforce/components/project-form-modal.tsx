import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROJECT_TRANSITIONS, type Project, type ProjectStatus, projectInput } from '@talentpath/contracts/projects';
import {
  PROJECT_DESCRIPTION_MAX,
  ROLE_COUNT_MAX,
  SHORT_DESCRIPTION_MAX,
} from '@talentpath/contracts/workforce-messages';
import { AppModal } from '../../../components/ui/app-modal';
import { DateField } from '../../../components/ui/date-field';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { translateValidation } from '../../../lib/validation';
import { toast } from '../../../lib/toast';
import { useActiveTechnologies } from '../api/list-active-technologies';
import { useProjectRoles } from '../api/list-project-roles';
import { useSaveProject } from '../api/save-project';

const valuesOf = (project: Project | null) => ({
  name: project?.name ?? '',
  status: project?.status ?? ('planned' as ProjectStatus),
  startDate: project?.startDate ?? '',
  deadline: project?.deadline ?? '',
  shortDescription: project?.shortDescription ?? '',
  description: project?.description ?? '',
  technologyIds: project?.technologies.map((x) => x.id) ?? [],
  requireVerifiedSkills: project?.requireVerifiedSkills ?? false,
  roles: project?.roles.map((r) => ({ roleId: r.id, count: r.count })) ?? [],
});

/** Create or edit a project: name, status (the moves allowed from the current one), dates, texts, needs. */
export function ProjectFormModal({
  opened,
  project,
  onClose,
}: {
  opened: boolean;
  project: Project | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('workforce');
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t(project ? 'projects.form.editTitle' : 'projects.form.createTitle')}
    >
      <ProjectForm key={project?.id ?? 'new'} project={project} onDone={onClose} />
    </AppModal>
  );
}

/** The spec's messages (§8) show under the fields before anything is sent; the server's land there too. */
function ProjectForm({ project, onDone }: { project: Project | null; onDone: () => void }) {
  const { t } = useTranslation('workforce');
  const technologies = useActiveTechnologies();
  const roles = useProjectRoles();
  const save = useSaveProject();
  const form = useAppForm({ schema: projectInput, initialValues: valuesOf(project) });

  const statuses: ProjectStatus[] = project
    ? [project.status, ...PROJECT_TRANSITIONS[project.status]]
    : ['planned', 'in-progress', 'on-hold'];
  const techOptions = [
    ...(technologies.data?.items ?? []).map((x) => ({ value: x.id, label: x.name })),
    ...(project?.technologies ?? [])
      .filter((x) => !technologies.data?.items.some((y) => y.id === x.id))
      .map((x) => ({ value: x.id, label: x.name })),
  ];
  const roleOptions = (roles.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }));
  const needs = form.values.roles ?? [];
  // A new row names the first role not yet needed (each role once; the row's select changes it).
  const nextRole = roleOptions.find((o) => !needs.some((n) => n.roleId === o.value));

  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: project?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t(project ? 'projects.toast.saved' : 'projects.toast.created', { name: saved.name }));
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
      pending={save.isPending}
      cancelLabel={t('cancel')}
      submitLabel={t(project ? 'save' : 'projects.form.create')}
      onCancel={onDone}
    >
      <TextInput label={t('projects.form.name')} required data-autofocus {...form.getInputProps('name')} />
      <Select
        label={t('projects.form.status')}
        data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Group grow align="flex-start">
        <DateField label={t('projects.form.startDate')} required {...form.getInputProps('startDate')} />
        <DateField label={t('projects.form.deadline')} required {...form.getInputProps('deadline')} />
      </Group>
      <TextInput
        label={t('projects.form.shortDescription')}
        maxLength={SHORT_DESCRIPTION_MAX}
        {...form.getInputProps('shortDescription')}
      />
      <Textarea
        label={t('projects.form.description')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={PROJECT_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <MultiSelect
        label={t('projects.form.technologies')}
        data={techOptions}
        searchable
        clearable
        {...form.getInputProps('technologyIds')}
      />
      <Checkbox
        label={t('projects.form.requireVerified')}
        description={t('projects.form.requireVerifiedHint')}
        {...form.getInputProps('requireVerifiedSkills', { type: 'checkbox' })}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('projects.form.roles')}
        </Text>
        {needs.map((need, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a row has no id before it is saved
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('projects.form.role', { n: i + 1 })}
              data={roleOptions.filter((o) => o.value === need.roleId || !needs.some((x) => x.roleId === o.value))}
              searchable
              allowDeselect={false}
              {...form.getInputProps(`roles.${i}.roleId`)}
            />
            <NumberInput
              w={110}
              label={t('projects.form.count')}
              min={1}
              max={ROLE_COUNT_MAX}
              {...form.getInputProps(`roles.${i}.count`)}
              onChange={(v) => form.setFieldValue(`roles.${i}.count`, Number(v) || 1)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('projects.form.removeRole', { n: i + 1 })}
              onClick={() => form.removeListItem('roles', i)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof form.errors.roles === 'string' && (
          <Text size="sm" c="red.9" role="alert">
            {translateValidation(form.errors.roles)}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!nextRole}
          onClick={() => nextRole && form.insertListItem('roles', { roleId: nextRole.value, count: 1 })}
        >
          {t('projects.form.addRole')}
        </Button>
      </Stack>
    </ModalForm>
  );
}
