import { Alert, Group, MultiSelect, Select, Skeleton, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import type { Employee } from '@talentpath/contracts/staffing';
import { NO_MATCHING_EMPLOYEES, SELECT_PROJECT_FIRST } from '@talentpath/contracts/workforce-messages';
import { ListFooter } from '../../../../components/ui/list-footer';
import { EmptyState, QueryError } from '../../../../components/ui/query-states';
import { toast } from '../../../../lib/toast';
import {
  choiceFilter,
  flagFilter,
  idFilter,
  idListFilter,
  SEARCH_TERM_MAX,
  useListState,
  usePageCount,
} from '../../../../lib/use-list-state';
import { useActiveTechnologies } from '../../api/list-active-technologies';
import { useEmployees } from '../../api/list-employees';
import { usePaginationLabels } from '../pagination-labels';
import { EmployeeCard } from './employee-card';

const AVAILABILITY = ['all', 'available', 'full'] as const;

/**
 * The people of the employee-assignment page in the address: the selected project (`?projectId=`, which the
 * projects page and the dashboard link to; what the list is for, so clearing keeps it), search, availability,
 * technologies and "match technologies".
 */
export function useEmployeeList() {
  return useListState({
    defaultPageSize: 50,
    filters: {
      projectId: idFilter({ keep: true }),
      availability: choiceFilter(AVAILABILITY, 'all'),
      tech: idListFilter(),
      match: flagFilter(),
    },
  });
}

type Props = {
  list: ReturnType<typeof useEmployeeList>;
  /** The selected project, once loaded. */
  project: Project | null;
  onAssign: (employee: Employee) => void;
};

/**
 * The people to staff (spec §2, §5, §8): ranked for the selected project ("match technologies") or filtered by
 * technologies — one or the other — searched and filtered by availability.
 */
export function EmployeePanel({ list, project, onAssign }: Props) {
  const { t } = useTranslation('workforce');
  const { availability, tech: technologyIds, match } = list.filters;
  const technologies = useActiveTechnologies();
  const matching = match && project !== null;
  const employees = useEmployees({
    searchTerm: list.searchTerm,
    availability: availability === 'all' ? undefined : availability,
    technologyIds: match ? undefined : technologyIds,
    projectId: matching ? project.id : undefined,
    match: matching || undefined,
    pageNumber: list.page,
    pageSize: list.pageSize,
  });
  const pages = usePageCount(list, employees);
  const pagination = usePaginationLabels();
  const data = employees.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="employees-heading">
      <Title order={2} size="h3" id="employees-heading">
        {t('assign.employees')}
      </Title>
      {/* Only when none is chosen: an alert that left as the chosen one loaded would move the controls under the pointer. */}
      {!list.filters.projectId && (
        <Alert variant="light" color="brand">
          {t(`messages.${SELECT_PROJECT_FIRST}`)}
        </Alert>
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Switch
          label={t('assign.matchTechnologies')}
          description={
            technologyIds.length > 0
              ? t('assign.matchBlocked')
              : !project
                ? t('assign.matchNeedsProject')
                : t('assign.matchHint')
          }
          checked={match}
          disabled={technologyIds.length > 0}
          onChange={(e) => {
            if (e.currentTarget.checked && !project) toast.error(t(`messages.${SELECT_PROJECT_FIRST}`));
            list.setFilters({ match: e.currentTarget.checked });
          }}
        />
        <MultiSelect
          style={{ flex: '1 1 220px' }}
          label={t('assign.technologies')}
          description={match ? t('assign.customBlocked') : undefined}
          placeholder={technologyIds.length ? undefined : t('assign.anyTechnology')}
          data={(technologies.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }))}
          value={technologyIds}
          onChange={(ids) => list.setFilters({ tech: ids })}
          disabled={match}
          searchable
          clearable
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 220px' }}
          label={t('assign.searchEmployees')}
          placeholder={t('assign.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          maxLength={SEARCH_TERM_MAX}
        />
        <Select
          w={200}
          label={t('assign.availability')}
          value={availability}
          onChange={(v) => v && list.setFilters({ availability: v as (typeof AVAILABILITY)[number] })}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('filter.all') },
            { value: 'available', label: t('assign.availableOnly') },
            { value: 'full', label: t('assign.fullyAllocated') },
          ]}
        />
      </Group>
      {employees.isError && !data ? (
        <QueryError error={employees.error} onRetry={() => void employees.refetch()} />
      ) : data?.items.length === 0 ? (
        <EmptyState title={t(`messages.${NO_MATCHING_EMPLOYEES}`)} />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('assign.employees')}
          aria-busy={employees.isFetching}
        >
          {!data && <Skeleton h={200} />}
          {data?.items.map((e) => (
            <EmployeeCard key={e.id} employee={e} onAssign={() => onAssign(e)} />
          ))}
        </Stack>
      )}
      {data && pages > 1 && (
        <ListFooter
          totalText={t('assign.employeesTotal', { count: data.totalCount })}
          page={Math.min(list.page, pages)}
          pages={pages}
          onPage={list.setPage}
          labels={pagination}
        />
      )}
    </Stack>
  );
}
