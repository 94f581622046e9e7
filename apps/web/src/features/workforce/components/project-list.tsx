import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { choiceFilter, useListState, usePageCount } from '../../../lib/use-list-state';
import { useProjects } from '../api/list-projects';

export const PROJECT_GROUPS = ['all', 'active', 'completed'] as const;
export type ProjectGroup = (typeof PROJECT_GROUPS)[number];

type Options<S extends string> = {
  /** For the second list of a page (the employee assignment's projects). */
  prefix?: string;
  sorts: readonly S[];
  defaultSort: NoInfer<S>;
  defaultGroup: ProjectGroup;
};

/** A list of projects in the address (`useListState`): search, status group, sort and page; 50 to a page. */
export function useProjectList<S extends string>({ prefix, sorts, defaultSort, defaultGroup }: Options<S>) {
  const list = useListState({
    prefix,
    sorts,
    defaultSort,
    defaultPageSize: 50,
    filters: { group: choiceFilter(PROJECT_GROUPS, defaultGroup) },
  });
  const { group } = list.filters;
  const projects = useProjects({
    searchTerm: list.searchTerm,
    group: group === 'all' ? undefined : group,
    sort: list.sort,
    pageNumber: list.page,
    pageSize: list.pageSize,
  });
  const pages = usePageCount(list, projects);
  return { list, projects, pages };
}

/** The spec's status filter of a project list: all, active (planned, in progress, on hold) or completed. */
export function ProjectGroupFilter({
  id,
  value,
  onChange,
  size,
}: {
  id: string;
  value: ProjectGroup;
  onChange: (group: ProjectGroup) => void;
  size?: 'xs';
}) {
  const { t } = useTranslation('workforce');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {t('filter.status')}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        size={size}
        value={value}
        onChange={(v) => onChange(v as ProjectGroup)}
        data={PROJECT_GROUPS.map((group) => ({ value: group, label: t(`filter.${group}`) }))}
      />
    </Stack>
  );
}
