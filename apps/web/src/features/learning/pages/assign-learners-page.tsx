import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AssignCourseCard, NotAssignable } from '../components/enrolments/assign-course-card';
import { AssignPanel } from '../components/enrolments/assign-panel';
import { CoursePicker } from '../components/enrolments/course-picker';
import { CourseNotFound } from '../components/enrolments/course-not-found';
import { LearnerPicker } from '../components/enrolments/learner-picker';
import { EMPTY_SELECTION, type Selection } from '../components/enrolments/learner-selection';
import classes from '../components/enrolments/enrolments.module.css';
import { useAssignCourse } from '../components/enrolments/use-assign-course';

/**
 * /coordinator/assign-learners: assign one of my published courses to learners (search, technology filter, many
 * at once) with an optional due date. Spec §2: a loader shows until a course with a title is loaded; the course
 * is `?courseId=` or the course draft's, else the coordinator picks one.
 */
export function AssignLearnersPage() {
  const { t } = useTranslation('course-enrolments');
  usePageTitle(t('assign.title'));
  const { state, choose } = useAssignCourse();
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const pick = (courseId: string) => {
    setSelection(EMPTY_SELECTION);
    choose(courseId);
  };

  if (state.kind === 'loading') return <PageLoader />;
  if (state.kind === 'not-found') return <CourseNotFound onChoose={pick} />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('assign.title')} text={t('assign.intro')} />
      {state.kind === 'none' && <CoursePicker value={null} onChoose={pick} heading />}
      {state.kind === 'error' && <QueryError error={state.error} onRetry={state.retry} />}
      {state.kind === 'loaded' && (
        <>
          <AssignCourseCard course={state.course} picker={<CoursePicker value={state.course.id} onChoose={pick} />} />
          {state.course.status !== 'published' || !state.course.editable ? (
            <NotAssignable course={state.course} />
          ) : (
            <>
              {/* The choice and the Assign button above the list, in view while scrolling on wide screens. */}
              <div className={classes.stickyPanel}>
                <AssignPanel
                  courseId={state.course.id}
                  selection={selection}
                  onAssigned={() => setSelection(EMPTY_SELECTION)}
                />
              </div>
              <LearnerPicker courseId={state.course.id} selection={selection} onSelection={setSelection} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
