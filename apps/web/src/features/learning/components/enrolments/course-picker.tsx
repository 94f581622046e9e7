import { Button, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../../components/ui/query-states';
import { useCourses } from '../../api/list-courses';
import { coordinatorPaths } from './paths';

// Sixty is the list's largest page: a coordinator with more published courses than that types to narrow it.
const PICKER_SIZE = 60;

/**
 * Choose one of my published courses to assign (the only ones that may be assigned). `heading` when it is the
 * screen's main content, a bare field when it sits beside a course already chosen.
 */
export function CoursePicker({
  value,
  onChoose,
  heading = false,
}: {
  value: string | null;
  onChoose: (courseId: string) => void;
  heading?: boolean;
}) {
  const { t } = useTranslation('course-enrolments');
  const courses = useCourses({ mine: true, status: 'published', sort: 'title', pageSize: PICKER_SIZE });
  const items = courses.data?.items;
  const field = (
    <Select
      label={heading ? t('assign.pickLabel') : t('assign.changeCourse')}
      placeholder={t('assign.pickPlaceholder')}
      data={(items ?? []).map((course) => ({ value: course.id, label: course.title }))}
      value={items?.some((course) => course.id === value) ? value : null}
      onChange={(id) => id && onChoose(id)}
      searchable
      nothingFoundMessage={t('assign.pickNothing')}
      rightSection={courses.isPending ? <Loader size="xs" aria-hidden /> : undefined}
      maw={heading ? 520 : 360}
      w="100%"
    />
  );
  if (!heading) return field;
  if (courses.isError && !items) return <QueryError error={courses.error} onRetry={() => void courses.refetch()} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t('assign.pickTitle')}
        </Title>
        {items && items.length === 0 ? (
          <>
            <Text c="dimmed">{t('assign.noPublished')}</Text>
            <Button component={Link} to={coordinatorPaths.courses()} leftSection={<IconBooks size={16} aria-hidden />}>
              {t('dashboard.actions.myCourses')}
            </Button>
          </>
        ) : (
          <>
            <Text c="dimmed">{t('assign.pickText')}</Text>
            {field}
          </>
        )}
      </Stack>
    </Paper>
  );
}
