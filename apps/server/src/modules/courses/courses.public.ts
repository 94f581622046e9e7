// The courses module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { coursesRoutes } from './courses.routes.ts';

// Load, lock and decide: whether a caller may see or change a course, a lesson or a material (ADR 0032).
export {
  enrolmentOf,
  lockEditableCourse,
  lockEditableLesson,
  lockEditableMaterial,
  lockForLearner,
  lockLearnerCourse,
  lockLearnerLesson,
  materialNotFound,
  ownedCourse,
  visibleCourse,
  visibleLessonCourse,
} from './course-access.service.ts';
export {
  editAccess,
  isAdmin,
  lessonAccess,
  mayEditCourse,
  mayEnrol,
  mayOverseeCourse,
  mayProgress,
  maySeeCourse,
} from './courses.policy.ts';
export type { CourseTarget, EnrolmentTarget, LessonAccess, Viewer } from './courses.policy.ts';
export type { CourseRow, EnrolmentRow, MaterialRow } from './courses.repository.ts';
export { thumbnailUrl } from './course-view.ts';
export {
  courseRow,
  courseTitles,
  getCourse,
  markCourseChanged,
  ownCourseCounts,
  visibleScope as courseListScope,
} from './courses.service.ts';
export { assertMayChangeThumbnail, openThumbnail, replaceThumbnail } from './thumbnail.service.ts';

export const coursesModule: ServerModule = {
  name: 'courses',
  routes: [coursesRoutes],
};
