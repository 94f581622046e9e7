import { useEffect, useState } from 'react';
import { Group, MultiSelect, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../../components/ui/list-footer';
import { EmptyState, QueryError } from '../../../../components/ui/query-states';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/use-list-filters';
import { useActiveTechnologies } from '../../api/active-technologies';
import { useLearners } from '../../api/list-learners';
import { SearchField } from '../learner/search-field';
import { LearnerRows, selectable } from './learner-rows';
import { type Selection, setLearners, toggleLearner } from './learner-selection';

const PAGE_SIZE = 20;

type Props = { courseId: string; selection: Selection; onSelection: (selection: Selection) => void };

/** Find learners by name, e-mail and skills, and choose them page by page (the choice outlives the search). */
export function LearnerPicker({ courseId, selection, onSelection }: Props) {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [technologyIds, setTechnologyIds] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another search, filter or course starts from the first page
  useEffect(() => setPage(1), [searchTerm, technologyIds, courseId]);
  const technologies = useActiveTechnologies();
  const list = useLearners({
    courseId,
    searchTerm: searchTerm || undefined,
    technologyIds,
    sort: 'name',
    pageNumber: page,
    pageSize: PAGE_SIZE,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchField
          label={t('assign.search')}
          placeholder={t('assign.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          style={{ flex: '2 1 240px' }}
        />
        <MultiSelect
          label={t('assign.technologies')}
          placeholder={technologyIds.length ? undefined : t('assign.anyTechnology')}
          data={(technologies.data ?? []).map((technology) => ({ value: technology.id, label: technology.name }))}
          value={technologyIds}
          onChange={setTechnologyIds}
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
              page={Math.min(page, pages)}
              pages={pages}
              onPage={setPage}
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
