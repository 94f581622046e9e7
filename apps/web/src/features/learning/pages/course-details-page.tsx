import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CourseDetailsForm } from '../components/authoring/course-details-form';
import { CourseOutcomesSection } from '../components/authoring/course-outcomes-section';
import { CourseFrame, CourseHeading } from '../components/authoring/course-frame';
import { CourseSteps } from '../components/authoring/course-steps';
import { useCourseDraft } from '../course-draft/course-draft-context';

/** /coordinator/course-details/{courseId?}: a new course's details, or the details of one of mine. */
export function CourseDetailsPage() {
  const { courseId } = useParams();
  if (!courseId) return <NewCourse />;
  return (
    <CourseFrame courseId={courseId} step="details">
      {(course) => (
        <Stack gap="lg">
          <CourseDetailsForm key={course.id} course={course} />
          <CourseOutcomesSection course={course} />
        </Stack>
      )}
    </CourseFrame>
  );
}

/** No course in the address: a new one, and a fresh course draft (spec §4: null resets it). */
function NewCourse() {
  const { t } = useTranslation('course-authoring');
  usePageTitle(t('details.newTitle'));
  const { dispatch } = useCourseDraft();
  useEffect(() => dispatch({ type: 'setCreatedCourseId', id: null }), [dispatch]);
  return (
    <Stack gap="lg">
      <CourseHeading course={null} />
      <CourseSteps current="details" course={null} />
      <CourseDetailsForm course={null} />
    </Stack>
  );
}
