import { ApiError } from '../../../../lib/api-error';

/** An answer that means "nothing there you may see": the API answers 404 for both. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Where the quiz screens are (spec §2: the coordinator's routes). */
export const quizPaths = {
  bank: (courseId?: string) => `/coordinator/quiz-creator${courseId ? `?courseId=${courseId}` : ''}`,
  /** A lesson's screens carry its course, so they need not look for it. */
  listOf: (lessonId: string, courseId: string) => `/coordinator/quiz-list/${lessonId}?courseId=${courseId}`,
  createIn: (lessonId: string, courseId: string) => `/coordinator/create-quiz/${lessonId}?courseId=${courseId}`,
  edit: (quizId: string) => `/coordinator/edit-quiz/${quizId}`,
  results: (quizId: string) => `/coordinator/quiz-results/${quizId}`,
  preview: (quizId: string) => `/coordinator/quiz-learner-view?quizId=${quizId}`,
  materials: (courseId: string) => `/coordinator/upload-materials/${courseId}`,
};
