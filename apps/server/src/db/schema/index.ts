// The one list drizzle needs to know every table; not a barrel for application code.
export * from './users.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './jobs.ts';
export * from './technologies.ts';
export * from './course-categories.ts';
export * from './audit.ts';
export * from './notifications.ts';
export * from './projects.ts';
export * from './files.ts';
export * from './learning.ts';
export * from './quizzes.ts';
export * from './settings.ts';
export * from './skills.ts';
export * from './profiles.ts';
export * from './certificates.ts';
export * from './recognition.ts';
