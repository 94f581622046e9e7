import { useEffect, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectRole } from '@talentpath/contracts/project-roles';
import { AppModal } from '../../../components/ui/app-modal';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteProjectRole } from '../api/delete-project-role';
import { useProjectRoles } from '../api/list-project-roles';
import { useSaveProjectRole } from '../api/save-project-role';

/** /project-manager/project-cruds/roles: the roles people hold on projects (spec §2, §6, §8). */
export function ProjectRolesPage() {
  const { t } = useTranslation('workforce');
  usePageTitle(t('roles.title'));
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const list = useProjectRoles({ searchTerm });
  const [form, setForm] = useState<{ role: ProjectRole | null } | null>(null);
  const [deleting, setDeleting] = useState<ProjectRole | null>(null);
  const remove = useDeleteProjectRole();
  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ role: null })}>
      {t('roles.add')}
    </Button>
  );
  const inUse = t('messages.Cannot delete role that is in use by projects');

  return (
    <Stack gap="lg">
      <PageHeader title={t('roles.title')} text={t('roles.intro')} action={addButton} />
      <TextInput
        maw={420}
        label={t('roles.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data?.totalCount === 0 ? (
        searchTerm ? (
          <EmptyState title={t('roles.noMatch')} />
        ) : (
          <EmptyState title={t('roles.empty.title')} text={t('roles.empty.text')}>
            {addButton}
          </EmptyState>
        )
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('roles.title')}>
          {list.data?.items.map((role) => (
            <Paper key={role.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={600}>{role.name}</Text>
                  {role.inUse && (
                    <Badge variant="light" color="brand" c="dark.7">
                      {t('roles.inUse')}
                    </Badge>
                  )}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setForm({ role })}
                    aria-label={t('roles.renameLabel', { name: role.name })}
                  >
                    {t('edit')}
                  </Button>
                  <Tooltip label={inUse} disabled={!role.inUse} withArrow>
                    <Button
                      size="xs"
                      variant="subtle"
                      color={role.inUse ? 'gray' : 'red'}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={
                        role.inUse
                          ? `${t('roles.deleteLabel', { name: role.name })}: ${inUse}`
                          : t('roles.deleteLabel', { name: role.name })
                      }
                      onClick={() => (role.inUse ? toast.error(inUse) : setDeleting(role))}
                    >
                      {t('delete')}
                    </Button>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <RoleFormModal opened={form !== null} role={form?.role ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        title={t('roles.deleteTitle')}
        message={t('roles.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('roles.toast.deleted', { name: deleting.name }));
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}

function RoleFormModal({ opened, role, onClose }: { opened: boolean; role: ProjectRole | null; onClose: () => void }) {
  const { t } = useTranslation('workforce');
  const save = useSaveProjectRole();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (!opened) return;
    setName(role?.name ?? '');
    setError(null);
    save.reset();
  }, [opened, role]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('roles.nameRequired'));
    save.mutate(
      { id: role?.id ?? null, fields: { name } },
      {
        onSuccess: (saved) => {
          toast.success(t(role ? 'roles.toast.saved' : 'roles.toast.created', { name: saved.name }));
          onClose();
        },
      },
    );
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t(role ? 'roles.editTitle' : 'roles.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {save.error && <FormAlert>{errorMessage(save.error)}</FormAlert>}
          <TextInput
            label={t('roles.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
            maxLength={100}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(role ? 'save' : 'roles.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
