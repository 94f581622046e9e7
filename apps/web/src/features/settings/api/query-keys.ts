/** Query keys of the settings screen (the public part is lib/public-settings.ts's). */
export const settingsKeys = {
  admin: ['settings', 'admin'] as const,
};
