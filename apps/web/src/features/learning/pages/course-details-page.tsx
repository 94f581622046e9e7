import { useEffect } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
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
          <CertificatesLink course={course} />
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

/** The course's certificates (issue 25): how long they are valid, and every one issued, each revocable. */
function CertificatesLink({ course }: { course: Course }) {
  const { t } = useTranslation('course-authoring');
  return (
    <Group>
      <Button
        component={Link}
        to={`/coordinator/course-certificates/${course.id}`}
        variant="light"
        leftSection={<IconCertificate size={16} aria-hidden />}
      >
        {t('actions.certificates')}
      </Button>
    </Group>
  );
}
