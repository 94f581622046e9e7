/**
 * Query keys of the notification preferences. They start with 'notifications', which the query client never
 * caches (spec §7: paths containing /notifications), and carry the user only: the preferences cover every role
 * the user holds, whichever role they read them in.
 */
export const preferenceKeys = {
  mine: (userId: string) => ['notifications', 'preferences', userId] as const,
};
