import { useParams } from 'react-router';
import { CourseFrame } from '../components/authoring/course-frame';
import { LessonsEditor } from '../components/authoring/lessons-editor';

/** /coordinator/upload-materials/{courseId}: the course's lessons and their materials, in order. */
export function UploadMaterialsPage() {
  const { courseId } = useParams();
  return (
    <CourseFrame courseId={courseId} step="materials">
      {(course) => <LessonsEditor course={course} />}
    </CourseFrame>
  );
}
