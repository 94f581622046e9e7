// The courses module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { coursesRoutes } from './courses.routes.ts';

export {
  courseNotFound,
  enrolmentOf,
  lessonNotFound,
  lockEditableCourse,
  lockEditableLesson,
  lockEditableMaterial,
  materialNotFound,
  ownedCourse,
  visibleCourse,
} from './course-access.ts';
export type { CourseRow, EnrolmentRow, MaterialRow } from './course-access.ts';
export { lessonAccess, mayEditCourse, mayEnrol, mayProgress, maySeeCourse } from './courses.policy.ts';
export type { LessonAccess, Viewer } from './courses.policy.ts';
export { getCourse } from './courses.service.ts';

export const coursesModule: ServerModule = {
  name: 'courses',
  routes: [coursesRoutes],
};
