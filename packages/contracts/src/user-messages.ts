// The user form's messages that the web app translates, apart from the schemas in admin-users.ts, so the
// translation table (loaded by every page) does not pull the admin schemas into the public pages' code.
export const ROLES_REQUIRED = 'Select at least one role';
export const ROLES_DUPLICATE = 'Each role can be given only once';
export const AVATAR_INVALID = 'Avatar must be an http or https URL';
