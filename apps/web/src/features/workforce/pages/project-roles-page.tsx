import { Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ProjectRole, projectRoleInput } from '@talentpath/contracts/project-roles';
import { CatalogListPage } from '../../../components/catalog-list/catalog-list-page';
import type { CatalogColumn, CatalogRowMenu } from '../../../components/catalog-list/catalog-table';
import { useCatalogList } from '../../../components/catalog-list/use-catalog-list';
import { formatDate } from '../../../lib/format-date-time';
import { useDeleteProjectRole } from '../api/delete-project-role';
import { useProjectRoles } from '../api/list-project-roles';
import { useSaveProjectRole } from '../api/save-project-role';

const SORT_KEYS = ['name', 'createdAt'] as const;
type RoleSortKey = (typeof SORT_KEYS)[number];

/**
 * /project-manager/project-cruds/roles: the roles people hold on projects (spec §2, §6, §8). A role a project
 * needs or someone holds cannot be deleted: its menu says so.
 */
export function ProjectRolesPage() {
  const { t } = useTranslation(['project-roles', 'errors']);
  const list = useCatalogList({ sortKeys: SORT_KEYS, defaultSort: 'name', pageSize: 20 });
  const result = useProjectRoles(list.query);
  const save = useSaveProjectRole();
  const remove = useDeleteProjectRole();

  const columns: CatalogColumn<ProjectRole, RoleSortKey>[] = [
    { id: 'name', header: t('table.name'), sortKey: 'name', cell: (role) => <Text fw={600}>{role.name}</Text> },
    { id: 'inUse', header: t('table.inUse'), cell: (role) => (role.inUse ? t('table.yes') : t('table.no')) },
    {
      id: 'createdBy',
      header: t('table.createdBy'),
      cell: (role) => role.createdBy?.name ?? t('table.removedAccount'),
    },
    { id: 'createdAt', header: t('table.createdAt'), sortKey: 'createdAt', cell: (role) => formatDate(role.createdAt) },
  ];

  const rowMenu: CatalogRowMenu<ProjectRole> = (role, open) => ({
    note: role.inUse ? t('errors:PROJECT_ROLE_IN_USE') : null,
    items: [
      { label: t('actions.edit'), icon: <IconPencil size={16} aria-hidden />, onClick: open.edit },
      {
        label: t('actions.delete'),
        icon: <IconTrash size={16} aria-hidden />,
        color: 'red',
        disabled: role.inUse,
        onClick: open.remove,
      },
    ],
  });

  return (
    <CatalogListPage
      namespace="project-roles"
      icon={<IconUsers size={24} />}
      list={list}
      result={result}
      columns={columns}
      rowMenu={rowMenu}
      remove={remove}
      form={{
        schema: projectRoleInput,
        initialValues: (role) => ({ name: role?.name ?? '' }),
        fieldCodes: { PROJECT_ROLE_NAME_TAKEN: 'name' },
        pending: save.isPending,
        save: (id, fields, handlers) => save.mutate({ id, fields }, handlers),
      }}
    />
  );
}
