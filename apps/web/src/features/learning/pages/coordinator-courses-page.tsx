import { useState } from 'react';
import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { usePageCount } from '../../../lib/use-list-state';
import { useCourses } from '../api/list-courses';
import { AuthoredCourseCard } from '../components/authoring/authored-course-card';
import { CourseActionDialogs, type PendingAction } from '../components/authoring/course-action-dialogs';
import { CourseListToolbar } from '../components/authoring/course-list-toolbar';
import { COURSE_LIST_PAGE_SIZE, useCourseListFilters } from '../components/authoring/use-course-list-filters';

/** /coordinator/course-display-page: the coordinator's own courses as cards, searched, filtered by status, paged. */
export function CoordinatorCoursesPage() {
  const { t } = useTranslation('course-authoring');
  usePageTitle(t('list.title'));
  const filters = useCourseListFilters();
  const list = useCourses({
    mine: true,
    searchTerm: filters.searchTerm,
    status: filters.status === 'all' ? undefined : filters.status,
    sort: filters.sort,
    pageNumber: filters.page,
    pageSize: COURSE_LIST_PAGE_SIZE,
  });
  const [pending, setPending] = useState<PendingAction>(null);
  const data = list.data;
  const pages = usePageCount(filters, list);
  const { page, setPage } = filters;

  const newCourse = (
    <Button component={Link} to="/coordinator/course-details" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.newCourse')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('list.title')} text={t('list.intro')} action={newCourse} />
      <CourseListToolbar filters={filters} counts={data?.statusCounts} />
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <SimpleGrid role="status" cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={340} radius="md" />
          ))}
        </SimpleGrid>
      ) : data.totalCount === 0 ? (
        filters.filtered ? (
          <EmptyState title={t('list.noMatch')} text={t('list.noMatchText')}>
            <Button variant="light" onClick={() => filters.clear()}>
              {t('list.clearFilters')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={t('list.empty')} text={t('list.emptyText')}>
            {newCourse}
          </EmptyState>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={list.isFetching}>
          {data.items.map((course) => (
            <AuthoredCourseCard key={course.id} course={course} onAction={(action) => setPending({ course, action })} />
          ))}
        </SimpleGrid>
      )}
      {data && data.totalCount > 0 && (
        <ListFooter
          totalText={t('list.total', { count: data.totalCount })}
          page={Math.min(page, pages)}
          pages={pages}
          onPage={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          labels={{
            previous: t('paging.previous'),
            next: t('paging.next'),
            page: (n) => t('paging.page', { page: n }),
          }}
        />
      )}
      <CourseActionDialogs pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
