import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBook, IconMapSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { EmptyState, LoadError } from '../../../components/ui/list-state';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useSignedInSession } from '../../../lib/session-store';
import { useCourseCategory } from '../api/get-course-category';
import { CategoryCourses } from '../components/category-courses';

/** An id that names no category: 404, or 400 for an id that is not a uuid (the server says "not found" then too). */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /admin/categories/:categoryId: the category's details and its courses. */
export function CourseCategoryPage() {
  const { t } = useTranslation(['course-categories', 'common']);
  const { categoryId = '' } = useParams();
  const { user, currentRole } = useSignedInSession();
  const category = useCourseCategory(user.id, currentRole, categoryId);
  const data = category.data;
  usePageTitle(data?.name ?? t('detail.title'));

  if (category.isError && isNotFound(category.error)) {
    return (
      <ComingSoon title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} icon={<IconMapSearch size={24} />}>
        <Anchor component={Link} to="/admin/course-categories">
          {t('detail.back')}
        </Anchor>
      </ComingSoon>
    );
  }

  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/course-categories" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      {category.isError ? (
        <LoadError
          title={t('detail.loadError')}
          retryLabel={t('tryAgain')}
          onRetry={() => void category.refetch()}
          retrying={category.isFetching}
        />
      ) : !data ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={36} width="40%" />
          <Skeleton height={16} width="70%" />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Group gap="sm">
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {data.name}
              </Title>
              <StatusBadge active={data.status === 'active'} label={t(`status.${data.status}`)} />
            </Group>
            <Text c="dimmed" maw={720} style={{ whiteSpace: 'pre-line' }}>
              {data.description || t('detail.noDescription')}
            </Text>
          </Stack>
          <Paper withBorder radius="md" p="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
              {[
                [t('detail.order'), String(data.sortOrder)],
                [t('detail.courseCount'), String(data.courseCount)],
                [t('detail.created'), date.format(new Date(data.createdAt))],
              ].map(([term, value]) => (
                <Stack key={term} gap={2}>
                  <Text component="dt" size="sm" c="dimmed">
                    {term}
                  </Text>
                  <Text component="dd" fw={700} m={0}>
                    {value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="category-courses">
            <Title order={2} fz="lg" id="category-courses">
              {t('detail.courses')}
            </Title>
            {data.courses.length === 0 ? (
              <EmptyState
                icon={<IconBook size={24} />}
                title={t('detail.noCourses')}
                text={t('detail.noCoursesText')}
              />
            ) : (
              <CategoryCourses courses={data.courses} />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
