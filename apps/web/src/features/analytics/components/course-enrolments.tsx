import { useTranslation } from 'react-i18next';
import type { CourseFunnel } from '@talentpath/contracts/analytics';
import type { DayRange } from '../api/activity';
import { lessonStepName } from './course-funnel';
import { ReminderButton } from './course-reminder';
import { EnrolmentsList, type useEnrolmentsList } from './enrolments-list';

type Props = {
  list: ReturnType<typeof useEnrolmentsList>;
  range: DayRange;
  /** The course chosen (its id while its funnel loads), or none: every course of the caller's. */
  courseId: string | undefined;
  funnel: CourseFunnel | undefined;
};

/**
 * The enrollments behind a figure of the coordinator's dashboard: of the course chosen (or all the caller's), at a
 * step of its funnel; the overdue ones each with a reminder to send.
 */
export function CourseEnrolments({ list, range, courseId, funnel }: Props) {
  const { t } = useTranslation('analytics');
  const { started, lessonCompleted, status } = list.filters;
  const course = courseId ? (funnel?.course.title ?? '…') : t('coordinator.list.allCourses');
  const of = lessonCompleted
    ? t('coordinator.list.lessonCompleted', {
        course,
        lesson: (funnel && lessonStepName(funnel, lessonCompleted, t)) ?? '…',
      })
    : started
      ? t('coordinator.list.started', { course })
      : course;
  return (
    <EnrolmentsList
      list={list}
      range={range}
      courseScope={courseId}
      of={of}
      rowAction={
        status === 'overdue'
          ? {
              header: t('coordinator.reminder.column'),
              cell: (row) => (row.status === 'overdue' ? <ReminderButton enrolment={row} /> : null),
            }
          : undefined
      }
    />
  );
}
