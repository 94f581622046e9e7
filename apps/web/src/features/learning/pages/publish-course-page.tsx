import { useParams } from 'react-router';
import { CourseFrame } from '../components/authoring/course-frame';
import { PublishPanel } from '../components/authoring/publish-panel';

/** /coordinator/publish-Course/{courseId}: the checklist and Publish, or a published course's next steps. */
export function PublishCoursePage() {
  const { courseId } = useParams();
  return (
    <CourseFrame courseId={courseId} step="publish">
      {(course) => <PublishPanel course={course} />}
    </CourseFrame>
  );
}
