// Query keys of the quiz authoring screens (issue 12). Every key starts with 'quiz-authoring': a change refetches
// what it touches by invalidating that prefix (the cache is dropped anyway when the role or the user changes).
export const quizAuthoringKeys = {
  all: ['quiz-authoring'] as const,
  courses: (params: object) => ['quiz-authoring', 'courses', params] as const,
  course: (id: string) => ['quiz-authoring', 'course', id] as const,
  lessonContext: (lessonId: string, courseHint: string | null) =>
    ['quiz-authoring', 'lesson-context', lessonId, courseHint] as const,
  bank: (courseId: string, params: object) => ['quiz-authoring', 'bank', courseId, params] as const,
  question: (id: string) => ['quiz-authoring', 'question', id] as const,
  lessonQuizzes: (lessonId: string) => ['quiz-authoring', 'lesson-quizzes', lessonId] as const,
  quiz: (id: string) => ['quiz-authoring', 'quiz', id] as const,
  results: (quizId: string) => ['quiz-authoring', 'results', quizId] as const,
};
