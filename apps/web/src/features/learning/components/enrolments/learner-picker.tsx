import { Group, MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../../components/ui/list-footer';
import { EmptyState, QueryError } from '../../../../components/ui/query-states';
import { idListFilter, useListState, usePageCount } from '../../../../lib/use-list-state';
import { useActiveTechnologies } from '../../api/active-technologies';
import { useLearners } from '../../api/list-learners';
import { SearchField } from '../learner/search-field';
import { LearnerRows, selectable } from './learner-rows';
import { type Selection, setLearners, toggleLearner } from './learner-selection';

const PAGE_SIZE = 20;

type Props = { courseId: string; selection: Selection; onSelection: (selection: Selection) => void };

/**
 * Find learners by name, e-mail and skills, and choose them page by page (the choice outlives the search). The
 * search, technologies and page are in the address (`useListState`); choosing another course starts afresh.
 */
export function LearnerPicker({ courseId, selection, onSelection }: Props) {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  const state = useListState({ defaultPageSize: PAGE_SIZE, filters: { tech: idListFilter() } });
  const technologyIds = state.filters.tech;
  const technologies = useActiveTechnologies();
  const list = useLearners({
    courseId,
    searchTerm: state.searchTerm,
    technologyIds,
    sort: 'name',
    pageNumber: state.page,
    pageSize: state.pageSize,
  });
  const data = list.data;
  const pages = usePageCount(state, list);

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchField
          label={t('assign.search')}
          placeholder={t('assign.searchPlaceholder')}
          value={state.search}
          onChange={state.setSearch}
          style={{ flex: '2 1 240px' }}
        />
        <MultiSelect
          label={t('assign.technologies')}
          placeholder={technologyIds.length ? undefined : t('assign.anyTechnology')}
          data={(technologies.data ?? []).map((technology) => ({ value: technology.id, label: technology.name }))}
          value={technologyIds}
          onChange={(ids) => state.setFilters({ tech: ids })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('assign.clearTechnologies') }}
          nothingFoundMessage={t('assign.noTechnology')}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : data?.totalCount === 0 ? (
        <EmptyState title={t('assign.noMatch')} text={t('assign.noMatchText')} />
      ) : (
        <>
          <LearnerRows
            items={data?.items}
            selection={selection}
            onToggle={(learner) => onSelection(toggleLearner(selection, learner))}
            onTogglePage={(chosen) => onSelection(setLearners(selection, data?.items.filter(selectable) ?? [], chosen))}
          />
          {data && (
            <ListFooter
              totalText={t('assign.total', { count: data.totalCount })}
              page={Math.min(state.page, pages)}
              pages={pages}
              onPage={state.setPage}
              labels={{
                previous: t('learning:paging.previous'),
                next: t('learning:paging.next'),
                page: (n) => t('learning:paging.page', { page: n }),
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
