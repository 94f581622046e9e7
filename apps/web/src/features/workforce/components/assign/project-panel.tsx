import type { ReactNode } from 'react';
import { Group, Select, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { ListFooter } from '../../../../components/ui/list-footer';
import { EmptyState, QueryError } from '../../../../components/ui/query-states';
import { formatDay } from '../../../../lib/format-date-time';
import { SEARCH_TERM_MAX } from '../../../../lib/use-list-state';
import { usePaginationLabels } from '../pagination-labels';
import { ProjectGroupFilter, useProjectList } from '../project-list';
import { ProjectStatusBadges } from '../status-badges';
import classes from './assign.module.css';

// By deadline, nearest or furthest first, or by name ("no sorting").
const SORTS = ['deadline', '-deadline', 'name'] as const;
const SORT_LABELS = { deadline: 'sort.nearest', '-deadline': 'sort.furthest', name: 'sort.none' } as const;

type Props = {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** The selected project's panel, under the list. */
  children?: ReactNode;
};

/**
 * The employee-assignment page's projects (spec §2): searched, grouped and sorted in the address under
 * `projects.` (the people beside them have their own parameters); one is selected to staff.
 */
export function ProjectPanel({ selectedId, onSelect, children }: Props) {
  const { t } = useTranslation('workforce');
  const { list, projects, pages } = useProjectList({
    prefix: 'projects',
    sorts: SORTS,
    defaultSort: 'deadline',
    defaultGroup: 'active',
  });
  const pagination = usePaginationLabels();
  const data = projects.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="projects-heading">
      <Title order={2} size="h3" id="projects-heading">
        {t('assign.projects')}
      </Title>
      <TextInput
        type="search"
        label={t('projects.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
        maxLength={SEARCH_TERM_MAX}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ProjectGroupFilter
          id="assign-group-label"
          size="xs"
          value={list.filters.group}
          onChange={(group) => list.setFilters({ group })}
        />
        <Select
          w={190}
          size="xs"
          label={t('assign.sortByDeadline')}
          value={list.sort}
          onChange={(v) => v && list.setSort(v as (typeof SORTS)[number])}
          allowDeselect={false}
          data={SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        />
      </Group>
      {projects.isError && !data ? (
        <QueryError error={projects.error} onRetry={() => void projects.refetch()} />
      ) : data?.items.length === 0 ? (
        <EmptyState title={t('projects.noMatch')} />
      ) : (
        <Stack gap="xs" className={classes.scroll}>
          {!data && <Skeleton h={160} />}
          {data?.items.map((p) => (
            <ProjectCard key={p.id} project={p} selected={p.id === selectedId} onSelect={() => onSelect(p.id)} />
          ))}
        </Stack>
      )}
      {data && pages > 1 && (
        <ListFooter
          totalText={t('assign.projectsTotal', { count: data.totalCount })}
          page={Math.min(list.page, pages)}
          pages={pages}
          onPage={list.setPage}
          labels={pagination}
        />
      )}
      {children}
    </Stack>
  );
}

function ProjectCard({ project, selected, onSelect }: { project: Project; selected: boolean; onSelect: () => void }) {
  const { t, i18n } = useTranslation('workforce');
  const needed = project.roles.reduce((n, r) => n + r.count, 0);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      className={classes.card}
      data-selected={selected || undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {project.name}
        </Text>
        <ProjectStatusBadges status={project.status} overdue={project.overdue} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('assign.deadline', { date: formatDay(project.deadline, i18n.language) })} ·{' '}
        {t('projects.teamFill', { count: project.team.length, needed })}
      </Text>
    </UnstyledButton>
  );
}
