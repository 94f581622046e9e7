// Query keys of the learner's quiz screens (issue 12). Every key starts with 'quiz-taking': a submit refetches
// what it touches by invalidating that prefix.
export const quizTakingKeys = {
  all: ['quiz-taking'] as const,
  quiz: (id: string) => ['quiz-taking', 'quiz', id] as const,
  myAttempts: (quizId: string) => ['quiz-taking', 'my-attempts', quizId] as const,
  attempt: (id: string) => ['quiz-taking', 'attempt', id] as const,
  preview: (quizId: string) => ['quiz-taking', 'preview', quizId] as const,
};
