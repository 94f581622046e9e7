// The quizzes module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { attemptsRoutes } from './attempts.routes.ts';
import { quizzesRoutes } from './quizzes.routes.ts';

export { displayOf } from './attempt-draw.ts';
export { emptyResponse, fullMarksResponse, grade, gradeByHand } from './grading.ts';
export { courseQuizStanding, lessonNeedsQuiz } from './quizzes.service.ts';

export const quizzesModule: ServerModule = {
  name: 'quizzes',
  routes: [quizzesRoutes, attemptsRoutes],
};
