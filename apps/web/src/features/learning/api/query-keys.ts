// Query keys of the learning feature (issue 11). Every key starts with 'learning': a change refetches what it
// touches by invalidating that prefix (the cache is dropped anyway when the role or the user changes).
export const learningKeys = {
  all: ['learning'] as const,
  courses: (params: object) => ['learning', 'courses', params] as const,
  course: (id: string) => ['learning', 'course', id] as const,
  lessons: (courseId: string) => ['learning', 'lessons', courseId] as const,
  lessonQuizzes: (lessonId: string) => ['learning', 'lesson-quizzes', lessonId] as const,
  enrolments: (params: object) => ['learning', 'enrolments', params] as const,
  myEnrolments: (params: object) => ['learning', 'my-enrolments', params] as const,
  progress: (courseId: string) => ['learning', 'progress', courseId] as const,
  learnerDashboard: ['learning', 'learner-dashboard'] as const,
  coordinatorDashboard: ['learning', 'coordinator-dashboard'] as const,
  learners: (params: object) => ['learning', 'learners', params] as const,
  learner: (id: string) => ['learning', 'learner', id] as const,
  categories: ['learning', 'categories'] as const,
  technologies: ['learning', 'technologies'] as const,
  outcomes: (courseId: string) => ['learning', 'outcomes', courseId] as const,
  recommendations: ['learning', 'recommendations'] as const,
};
