import { Anchor, Breadcrumbs, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { usePageCount } from '../../../lib/use-list-state';
import { useCatalogCategories } from '../api/catalog-categories';
import { useCourses } from '../api/list-courses';
import { CatalogToolbar } from '../components/catalog/catalog-toolbar';
import { CourseCard } from '../components/catalog/course-card';
import { CATALOG_PAGE_SIZE, useCatalogFilters } from '../components/catalog/use-catalog-filters';
import { LearningNotFound } from '../components/learner/learning-not-found';
import { isId } from '../../../lib/ids';

/** /learner/courses/{categoryId | all}: the category's published courses, searchable, filtered, sorted, paged. */
export function CatalogCoursesPage() {
  const { categoryId = '' } = useParams();
  const all = categoryId === 'all';
  const categories = useCatalogCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  // The cached list may be old: a category missing from it counts as not found only once a fresh list says so.
  const known = all || category !== undefined || !categories.isFetchedAfterMount || categories.isError;
  if (!all && (!isId(categoryId) || !known)) return <LearningNotFound what="category" />;
  return (
    <CatalogCourses categoryId={all ? undefined : categoryId} name={category?.name} text={category?.description} />
  );
}

function CatalogCourses({ categoryId, name, text }: { categoryId?: string; name?: string; text?: string }) {
  const { t } = useTranslation('learning');
  const title = categoryId ? (name ?? t('catalog.categoryLoading')) : t('catalog.allCourses');
  usePageTitle(title);
  const filters = useCatalogFilters();
  const list = useCourses({
    categoryId,
    searchTerm: filters.searchTerm,
    technologyIds: filters.technologyIds,
    enrolled: filters.enrolled === 'all' ? undefined : filters.enrolled === 'yes',
    sort: filters.sort,
    pageNumber: filters.page,
    pageSize: CATALOG_PAGE_SIZE,
  });
  const data = list.data;
  const pages = usePageCount(filters, list);
  const { page, setPage } = filters;

  return (
    <Stack gap="lg">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/learner/course-categories" size="sm">
          {t('catalog.categoriesTitle')}
        </Anchor>
        <span aria-current="page">{title}</span>
      </Breadcrumbs>
      <PageHeader title={title} text={categoryId ? text || undefined : t('catalog.allCoursesText')} />
      <CatalogToolbar filters={filters} />
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : data.totalCount === 0 ? (
        filters.filtered ? (
          <EmptyState title={t('catalog.noMatch')} text={t('catalog.noMatchText')}>
            <Button variant="light" onClick={() => filters.clear()}>
              {t('catalog.clearFilters')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={t('catalog.empty')} text={t('catalog.emptyText')}>
            <Button component={Link} to="/learner/courses/all" variant="light">
              {t('catalog.seeAll')}
            </Button>
          </EmptyState>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={list.isFetching}>
          {data.items.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
      )}
      {data && data.totalCount > 0 && (
        <ListFooter
          totalText={t('catalog.total', { count: data.totalCount })}
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
    </Stack>
  );
}
