import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../api/activity';
import { useCourseInsights } from '../api/course-insights';
import { CourseStats } from './course-figures';
import { COURSES_PAGE_SIZE, CourseTable, useCourseTableList } from './course-table';

type Props = {
  range: DayRange;
  /** A course chosen: its funnel, quizzes and activity instead. */
  onChoose: (courseId: string) => void;
  /** Today's overdue enrollments of every course, opened below. */
  onShowOverdue: () => void;
};

/** Every course of the caller's for the range: the figures of them all, and each course's in a table. */
export function CourseOverview({ range, onChoose, onShowOverdue }: Props) {
  const { t } = useTranslation('analytics');
  const list = useCourseTableList();
  const courses = useCourseInsights(
    { ...range, sort: list.sort, pageNumber: list.page, pageSize: COURSES_PAGE_SIZE },
    true,
  );
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="course-totals-title">
        <Title order={2} fz="lg" id="course-totals-title">
          {t('coordinator.totals')}
        </Title>
        <CourseStats figures={courses.data?.totals} onShowOverdue={onShowOverdue} withStarted />
      </Stack>
      <CourseTable list={list} courses={courses} range={range} onChoose={onChoose} />
    </Stack>
  );
}
