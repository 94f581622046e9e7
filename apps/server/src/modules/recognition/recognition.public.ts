// The recognition module's doorway (ADR 0038, ADR 0066): points, levels, badges, rewards and the leaderboard. It
// owns their tables; it learns what was learned from events (course.completed, quiz.passed, lesson.completed,
// quiz.graded) and reads courses, users and settings through their public files.
import type { ServerModule } from '../../platform/context.ts';
import { recognitionAdminRoutes } from './recognition-admin.routes.ts';
import { recognitionRoutes } from './recognition.routes.ts';
import { registerRecognitionSubscribers } from './recognition.subscribers.ts';

export const recognitionModule: ServerModule = {
  name: 'recognition',
  routes: [recognitionRoutes, recognitionAdminRoutes],
  subscribers: registerRecognitionSubscribers,
};
