import { useState } from 'react';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCategory, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCatalogCategories } from '../api/catalog-categories';
import { CategoryCard } from '../components/catalog/category-card';
import { SearchField } from '../components/learner/search-field';

const matches = (text: string, term: string) => text.toLocaleLowerCase().includes(term);

/** /learner/course-categories: the catalogue's categories (cached in `course_categories`), "All courses" first. */
export function CourseCategoriesPage() {
  const { t } = useTranslation('learning');
  usePageTitle(t('catalog.categoriesTitle'));
  const categories = useCatalogCategories();
  const [search, setSearch] = useState('');
  const term = search.trim().toLocaleLowerCase();
  const items = categories.data ?? [];
  const shown = term ? items.filter((c) => matches(c.name, term) || matches(c.description, term)) : items;
  const total = items.reduce((sum, c) => sum + c.courseCount, 0);

  return (
    <Stack gap="lg">
      <PageHeader title={t('catalog.categoriesTitle')} text={t('catalog.categoriesIntro')} />
      <SearchField
        label={t('catalog.searchCategories')}
        placeholder={t('catalog.searchCategoriesPlaceholder')}
        value={search}
        onChange={setSearch}
        maw={420}
      />
      {categories.isError && !categories.data ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={160} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState title={t('catalog.noCategories')} text={t('catalog.noCategoriesText')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {!term && (
              <CategoryCard
                to="/learner/courses/all"
                name={t('catalog.allCourses')}
                description={t('catalog.allCoursesText')}
                countText={t('catalog.courseCount', { count: total })}
                icon={<IconLayoutGrid size={22} />}
              />
            )}
            {shown.map((category) => (
              <CategoryCard
                key={category.id}
                to={`/learner/courses/${category.id}`}
                name={category.name}
                description={category.description}
                countText={t('catalog.courseCount', { count: category.courseCount })}
                icon={<IconCategory size={22} />}
              />
            ))}
          </SimpleGrid>
          {shown.length === 0 && <EmptyState title={t('catalog.noCategoryMatch')} text={t('catalog.tryAnother')} />}
        </>
      )}
    </Stack>
  );
}
