// The questions module's doorway (ADR 0038): what other modules and the app may use of it. Nothing else in this
// folder is imported from outside it.
import type { ServerModule } from '../../platform/context.ts';
import { questionTransferRoutes } from './question-transfer.routes.ts';
import { questionsRoutes } from './questions.routes.ts';

export const questionsModule: ServerModule = {
  name: 'questions',
  routes: [questionsRoutes, questionTransferRoutes],
};
