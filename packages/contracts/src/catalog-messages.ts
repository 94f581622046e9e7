// The validation messages of technologies and course categories, in a module without zod: the web app's
// translation table imports them, and it loads with the sign-in form on the landing page.

export const CATALOG_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1000;

export const TECHNOLOGY_NAME_LABEL = 'Technology name';
export const CATEGORY_NAME_LABEL = 'Category name';

/** The messages of a name field labelled `label` ('Technology name'). */
export const catalogNameMessages = (label: string) => ({
  required: `${label} is required`,
  notText: `${label} must be text`,
  tooLong: `${label} must be at most ${CATALOG_NAME_MAX} characters`,
  notAllowed: `${label} contains characters that are not allowed`,
});

export const DESCRIPTION_TOO_LONG = `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`;
export const DESCRIPTION_NOT_ALLOWED = 'Description contains characters that are not allowed';
