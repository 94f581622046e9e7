import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { SEARCH_TERM_MAX } from '../../../lib/use-list-state';
import { useDeleteProject } from '../api/delete-project';
import { ProjectFormModal } from '../components/project-form-modal';
import { ProjectGroupFilter, useProjectList } from '../components/project-list';
import { ProjectTeamDrawer } from '../components/project-team-drawer';
import { ProjectsTable } from '../components/projects-table';
import { usePaginationLabels } from '../components/pagination-labels';

const SORTS = ['name', 'deadline', '-deadline', 'startDate'] as const;
const SORT_LABELS = {
  name: 'sort.name',
  deadline: 'sort.nearest',
  '-deadline': 'sort.furthest',
  startDate: 'sort.start',
} as const;

/** /project-manager/project-cruds: every project; its manager edits, deletes and staffs it. */
export function ProjectsPage() {
  const { t } = useTranslation('workforce');
  usePageTitle(t('projects.title'));
  const { list, projects, pages } = useProjectList({ sorts: SORTS, defaultSort: 'name', defaultGroup: 'all' });
  const pagination = usePaginationLabels();
  const [form, setForm] = useState<{ project: Project | null } | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [teamOf, setTeamOf] = useState<string | null>(null);
  const remove = useDeleteProject();
  const data = projects.data;
  const team = data?.items.find((p) => p.id === teamOf) ?? null;

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ project: null })}>
      {t('projects.add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('projects.title')} text={t('projects.intro')} action={addButton} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 240px' }}
          label={t('projects.search')}
          placeholder={t('projects.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          maxLength={SEARCH_TERM_MAX}
        />
        <ProjectGroupFilter
          id="project-group-label"
          value={list.filters.group}
          onChange={(group) => list.setFilters({ group })}
        />
        <Select
          w={220}
          label={t('projects.sort')}
          value={list.sort}
          onChange={(v) => v && list.setSort(v as (typeof SORTS)[number])}
          allowDeselect={false}
          data={SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        />
      </Group>
      {projects.isError && !data ? (
        <QueryError error={projects.error} onRetry={() => void projects.refetch()} />
      ) : data?.totalCount === 0 ? (
        list.filtered ? (
          <EmptyState title={t('projects.noMatch')} />
        ) : (
          <EmptyState title={t('projects.empty.title')} text={t('projects.empty.text')}>
            {addButton}
          </EmptyState>
        )
      ) : (
        <Stack gap="sm">
          <ProjectsTable
            projects={data?.items ?? []}
            busy={projects.isFetching}
            onViewTeam={(p) => setTeamOf(p.id)}
            onEdit={(project) => setForm({ project })}
            onDelete={setDeleting}
          />
          {data && (
            <ListFooter
              totalText={t('projects.total', { count: data.totalCount })}
              page={Math.min(list.page, pages)}
              pages={pages}
              onPage={list.setPage}
              labels={pagination}
            />
          )}
        </Stack>
      )}
      <ProjectFormModal opened={form !== null} project={form?.project ?? null} onClose={() => setForm(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('projects.toast.deleted', { name: deleting.name }));
              setDeleting(null);
            },
          })
        }
      />
      <ProjectTeamDrawer project={team} onClose={() => setTeamOf(null)} />
    </Stack>
  );
}
