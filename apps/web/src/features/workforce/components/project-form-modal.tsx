import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Button,
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
import {
  PROJECT_TRANSITIONS,
  type Project,
  type ProjectInput,
  type ProjectStatus,
} from '@talentpath/contracts/projects';
import {
  DEADLINE_AFTER_START,
  DEADLINE_REQUIRED,
  PROJECT_NAME_REQUIRED,
  ROLE_COUNT_MAX,
  START_DATE_REQUIRED,
} from '@talentpath/contracts/workforce-messages';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useActiveTechnologies } from '../api/list-active-technologies';
import { useProjectRoles } from '../api/list-project-roles';
import { useSaveProject } from '../api/save-project';

type Need = { roleId: string | null; count: number };
type Errors = Partial<Record<'name' | 'startDate' | 'deadline', string>>;

/** The spec's messages (§8), shown under the fields before anything is sent. */
export function validateProject(
  v: { name: string; startDate: string; deadline: string },
  t: (key: string) => string,
): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = t(`messages.${PROJECT_NAME_REQUIRED}`);
  if (!v.startDate) errors.startDate = t(`messages.${START_DATE_REQUIRED}`);
  if (!v.deadline) errors.deadline = t(`messages.${DEADLINE_REQUIRED}`);
  else if (v.startDate && v.deadline <= v.startDate) errors.deadline = t(`messages.${DEADLINE_AFTER_START}`);
  return errors;
}

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
  const technologies = useActiveTechnologies();
  const roles = useProjectRoles();
  const save = useSaveProject();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<ProjectStatus>('planned');
  const [startDate, setStartDate] = useState('');
  const [deadline, setDeadline] = useState('');
  const [shortDescription, setShort] = useState('');
  const [description, setDescription] = useState('');
  const [technologyIds, setTechnologyIds] = useState<string[]>([]);
  const [needs, setNeeds] = useState<Need[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for a project, not on every render
  useEffect(() => {
    if (!opened) return;
    setName(project?.name ?? '');
    setStatus(project?.status ?? 'planned');
    setStartDate(project?.startDate ?? '');
    setDeadline(project?.deadline ?? '');
    setShort(project?.shortDescription ?? '');
    setDescription(project?.description ?? '');
    setTechnologyIds(project?.technologies.map((x) => x.id) ?? []);
    setNeeds(project?.roles.map((r) => ({ roleId: r.id, count: r.count })) ?? []);
    setErrors({});
    save.reset();
  }, [opened, project?.id]);

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateProject({ name, startDate, deadline }, (k) => t(k as never));
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: ProjectInput = {
      name,
      status,
      startDate,
      deadline,
      shortDescription,
      description,
      technologyIds,
      roles: needs.filter((n): n is { roleId: string; count: number } => Boolean(n.roleId)),
    };
    save.mutate(
      { id: project?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t(project ? 'projects.toast.saved' : 'projects.toast.created', { name: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t(project ? 'projects.form.editTitle' : 'projects.form.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {save.error && <FormAlert>{errorMessage(save.error)}</FormAlert>}
          <TextInput
            label={t('projects.form.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Select
            label={t('projects.form.status')}
            data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={status}
            onChange={(v) => v && setStatus(v as ProjectStatus)}
            allowDeselect={false}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('projects.form.startDate')}
              required
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              error={errors.startDate}
            />
            <TextInput
              type="date"
              label={t('projects.form.deadline')}
              required
              value={deadline}
              onChange={(e) => setDeadline(e.currentTarget.value)}
              error={errors.deadline}
            />
          </Group>
          <TextInput
            label={t('projects.form.shortDescription')}
            value={shortDescription}
            onChange={(e) => setShort(e.currentTarget.value)}
            maxLength={200}
          />
          <Textarea
            label={t('projects.form.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
          />
          <MultiSelect
            label={t('projects.form.technologies')}
            data={techOptions}
            value={technologyIds}
            onChange={setTechnologyIds}
            searchable
            clearable
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
                  value={need.roleId}
                  onChange={(v) => setNeeds(needs.map((x, j) => (j === i ? { ...x, roleId: v } : x)))}
                  searchable
                />
                <NumberInput
                  w={110}
                  label={t('projects.form.count')}
                  min={1}
                  max={ROLE_COUNT_MAX}
                  value={need.count}
                  onChange={(v) => setNeeds(needs.map((x, j) => (j === i ? { ...x, count: Number(v) || 1 } : x)))}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={t('projects.form.removeRole', { n: i + 1 })}
                  onClick={() => setNeeds(needs.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setNeeds([...needs, { roleId: null, count: 1 }])}
            >
              {t('projects.form.addRole')}
            </Button>
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(project ? 'save' : 'projects.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
