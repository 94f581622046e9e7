import { Button, Group, Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { choiceFilter, useListState, usePageCount } from '../../../lib/use-list-state';
import { type MyEnrolmentParams, useMyEnrolments } from '../api/my-enrolments';
import { EnrolmentCard } from '../components/learner/enrolment-card';
import { SearchField } from '../components/learner/search-field';

const PAGE_SIZE = 10;
const TABS = ['in-progress', 'assigned', 'completed'] as const;
type Tab = (typeof TABS)[number];
const SORTS = ['recent', 'dueDate', 'title', '-progress', '-enrolledAt'] as const;
type SortValue = (typeof SORTS)[number];
const SORT_KEYS = {
  recent: 'myLearning.sort.recent',
  dueDate: 'myLearning.sort.dueDate',
  title: 'myLearning.sort.title',
  '-progress': 'myLearning.sort.progress',
  '-enrolledAt': 'myLearning.sort.enrolled',
} as const satisfies Record<SortValue, string>;

// "In progress" is everything not completed (not started and overdue too); "Assigned" what a coordinator gave.
const TAB_FILTERS: Record<Tab, Pick<MyEnrolmentParams, 'status' | 'source'>> = {
  'in-progress': { status: 'active' },
  assigned: { status: 'active', source: 'assigned' },
  completed: { status: 'completed' },
};

/** /learner/my-learning: my courses in three tabs, with progress, due dates, search, sort and pages. */
export function MyLearningPage() {
  const { t } = useTranslation('learning');
  usePageTitle(t('myLearning.title'));
  // The tab is what the list is of, not a narrowing of it: clearing the search keeps it.
  const state = useListState({
    sorts: SORTS,
    defaultSort: 'recent',
    defaultPageSize: PAGE_SIZE,
    filters: { tab: { ...choiceFilter(TABS, 'in-progress'), keep: true } },
  });
  const { tab } = state.filters;
  const list = useMyEnrolments({
    ...TAB_FILTERS[tab],
    searchTerm: state.searchTerm,
    sort: state.sort,
    pageNumber: state.page,
    pageSize: state.pageSize,
  });
  const data = list.data;
  const pages = usePageCount(state, list);

  const empty = {
    'in-progress': { title: t('myLearning.empty.inProgress'), text: t('myLearning.empty.inProgressText') },
    assigned: { title: t('myLearning.empty.assigned'), text: t('myLearning.empty.assignedText') },
    completed: { title: t('myLearning.empty.completed'), text: t('myLearning.empty.completedText') },
  }[tab];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('myLearning.title')}
        text={t('myLearning.intro')}
        action={
          <Button component={Link} to="/learner/course-categories" variant="light">
            {t('action.browse')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => state.setFilters({ tab: TABS.find((t) => t === value) ?? 'in-progress' })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`myLearning.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Stack gap="md">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <SearchField
                  label={t('myLearning.search')}
                  placeholder={t('myLearning.searchPlaceholder')}
                  value={state.search}
                  onChange={state.setSearch}
                  style={{ flex: '2 1 240px' }}
                />
                <Select
                  label={t('myLearning.sortLabel')}
                  value={state.sort}
                  onChange={(v) => v && state.setSort(v as SortValue)}
                  allowDeselect={false}
                  data={SORTS.map((v) => ({ value: v, label: t(SORT_KEYS[v]) }))}
                  style={{ flex: '1 1 180px' }}
                />
              </Group>
              {list.isError && !data ? (
                <QueryError error={list.error} onRetry={() => void list.refetch()} />
              ) : !data ? (
                <Stack gap="sm" aria-busy="true">
                  {[0, 1, 2].map((n) => (
                    <Skeleton key={n} height={110} radius="md" />
                  ))}
                </Stack>
              ) : data.totalCount === 0 ? (
                state.searchTerm ? (
                  <EmptyState title={t('myLearning.noMatch')} text={t('myLearning.noMatchText')} />
                ) : (
                  <EmptyState title={empty.title} text={empty.text}>
                    {tab !== 'completed' && (
                      <Button component={Link} to="/learner/course-categories">
                        {t('action.browse')}
                      </Button>
                    )}
                  </EmptyState>
                )
              ) : (
                <Stack gap="sm" aria-busy={list.isFetching}>
                  {data.items.map((enrolment) => (
                    <EnrolmentCard key={enrolment.id} enrolment={enrolment} headingLevel={2} />
                  ))}
                  <ListFooter
                    totalText={t('myLearning.total', { count: data.totalCount })}
                    page={Math.min(state.page, pages)}
                    pages={pages}
                    onPage={state.setPage}
                    labels={{
                      previous: t('paging.previous'),
                      next: t('paging.next'),
                      page: (n) => t('paging.page', { page: n }),
                    }}
                  />
                </Stack>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
