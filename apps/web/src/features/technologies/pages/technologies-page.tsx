import { Badge, Text } from '@mantine/core';
import { IconCpu, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayEnter } from '@talentpath/contracts/access';
import { type Technology, technologyInput } from '@talentpath/contracts/technologies';
import { CatalogListPage } from '../../../components/catalog-list/catalog-list-page';
import type { CatalogColumn, CatalogRowMenu } from '../../../components/catalog-list/catalog-table';
import { useCatalogList } from '../../../components/catalog-list/use-catalog-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date-time';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useCreateTechnology } from '../api/create-technology';
import { useDeleteTechnology } from '../api/delete-technology';
import { useTechnologies } from '../api/get-technologies';
import { TECHNOLOGY_SORT_KEYS, type TechnologySortKey } from '../api/query-keys';
import { useUpdateTechnology } from '../api/update-technology';

/**
 * /admin/manage-tech and /project-manager/project-cruds/technologies: the shared technologies list (spec §2, §6,
 * §8). A project manager sees why an admin-created, inactive or in-use one cannot be changed; the server decides.
 */
export function TechnologiesPage() {
  const { t } = useTranslation(['technologies', 'errors']);
  const { user, currentRole } = useSignedInSession();
  const list = useCatalogList({ sortKeys: TECHNOLOGY_SORT_KEYS, defaultSort: 'name', pageSize: 10, status: true });
  const result = useTechnologies(user.id, currentRole, list.query);
  const create = useCreateTechnology();
  const update = useUpdateTechnology();
  const remove = useDeleteTechnology();
  const admin = mayEnter('admin', currentRole);

  /** Why the caller may not edit / delete this one (spec §6, §8: a project manager's limits), or null. */
  const refusal = (technology: Technology, action: 'edit' | 'delete'): string | null => {
    const by = action === 'edit' ? 'EDITABLE' : 'DELETABLE';
    if (!admin && technology.adminCreated) return t(`errors:TECHNOLOGY_ADMIN_CREATED_NOT_${by}`);
    if (!admin && technology.status === 'inactive') return t(`errors:TECHNOLOGY_INACTIVE_NOT_${by}`);
    if (action === 'delete' && technology.inUse) return t('errors:TECHNOLOGY_IN_USE');
    return null;
  };

  const toggleStatus = (technology: Technology) => {
    const status = technology.status === 'active' ? 'inactive' : 'active';
    update.mutate(
      { id: technology.id, changes: { status } },
      {
        onSuccess: (saved) =>
          toast.success(t(status === 'active' ? 'toast.activated' : 'toast.deactivated', { name: saved.name })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const columns: CatalogColumn<Technology, TechnologySortKey>[] = [
    { id: 'name', header: t('table.name'), sortKey: 'name', cell: (x) => <Text fw={600}>{x.name}</Text> },
    {
      id: 'status',
      header: t('table.status'),
      sortKey: 'status',
      cell: (x) => <StatusBadge active={x.status === 'active'} label={t(`status.${x.status}`)} />,
    },
    {
      id: 'origin',
      header: t('table.origin'),
      cell: (x) =>
        x.adminCreated ? (
          <Badge color="brand" variant="outline" c="dark.7">
            {t('table.adminCreated')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('table.userCreated')}
          </Text>
        ),
    },
    { id: 'createdBy', header: t('table.createdBy'), cell: (x) => x.createdBy?.name ?? t('table.removedAccount') },
    { id: 'inUse', header: t('table.inUse'), cell: (x) => (x.inUse ? t('table.yes') : t('table.no')) },
    {
      id: 'createdAt',
      header: t('table.createdAt'),
      sortKey: 'createdAt',
      cell: (x) => formatDate(x.createdAt),
    },
  ];

  const rowMenu: CatalogRowMenu<Technology> = (technology, open) => {
    const editRefused = refusal(technology, 'edit');
    const deleteRefused = refusal(technology, 'delete');
    const active = technology.status === 'active';
    return {
      note: [editRefused, deleteRefused].filter(Boolean).join(' · ') || null,
      items: [
        {
          label: t('actions.rename'),
          icon: <IconPencil size={16} aria-hidden />,
          disabled: Boolean(editRefused),
          onClick: open.edit,
        },
        {
          label: active ? t('actions.deactivate') : t('actions.activate'),
          icon: active ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />,
          disabled: Boolean(editRefused),
          onClick: () => toggleStatus(technology),
        },
        {
          label: t('actions.delete'),
          icon: <IconTrash size={16} aria-hidden />,
          color: 'red',
          disabled: Boolean(deleteRefused),
          onClick: open.remove,
        },
      ],
    };
  };

  return (
    <CatalogListPage
      namespace="technologies"
      icon={<IconCpu size={24} />}
      list={list}
      statusLabels={{
        label: t('filter.status'),
        all: t('filter.all'),
        active: t('status.active'),
        inactive: t('status.inactive'),
      }}
      result={result}
      columns={columns}
      rowMenu={rowMenu}
      remove={remove}
      form={{
        schema: technologyInput,
        initialValues: (technology) => ({ name: technology?.name ?? '' }),
        fieldCodes: { TECHNOLOGY_NAME_TAKEN: 'name' },
        pending: create.isPending || update.isPending,
        save: (id, fields, handlers) =>
          id ? update.mutate({ id, changes: fields }, handlers) : create.mutate(fields, handlers),
      }}
    />
  );
}
