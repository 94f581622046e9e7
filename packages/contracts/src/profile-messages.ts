// The messages of talent profiles (issue 24), in a module without zod: the web app's translation table imports them
// without the schemas (the initial JavaScript of the first visit stays small).

export const HEADLINE_MAX = 120;
export const BIO_MAX = 2000;
export const LOCATION_MAX = 100;
export const LANGUAGE_NAME_MAX = 50;
export const LINK_LABEL_MAX = 60;
export const LANGUAGES_MAX = 10;
export const LINKS_MAX = 5;
export const HEADLINE_TOO_LONG = `Headline must be at most ${HEADLINE_MAX} characters`;
export const BIO_TOO_LONG = `Bio must be at most ${BIO_MAX} characters`;
export const LOCATION_TOO_LONG = `Location must be at most ${LOCATION_MAX} characters`;
export const PROFILE_TEXT_NOT_ALLOWED = 'Text may not contain control characters';
export const LANGUAGE_REQUIRED = 'Language is required';
export const LANGUAGE_TOO_LONG = `Language must be at most ${LANGUAGE_NAME_MAX} characters`;
export const LANGUAGES_TOO_MANY = `At most ${LANGUAGES_MAX} languages`;
export const LINK_URL_INVALID = 'Link must be an http or https address';
export const LINK_LABEL_REQUIRED = 'Link text is required';
export const LINK_LABEL_TOO_LONG = `Link text must be at most ${LINK_LABEL_MAX} characters`;
export const LINKS_TOO_MANY = `At most ${LINKS_MAX} links`;
export const PROFILE_NOT_FOUND = 'Person not found';
