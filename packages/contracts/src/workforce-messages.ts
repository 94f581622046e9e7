// The messages of workforce planning (spec §5, §8), in a module without zod: the web app's translation table
// and its forms import them.

export const PROJECT_NAME_LABEL = 'Project name';
export const ROLE_NAME_LABEL = 'Role name';

export const PROJECT_NAME_REQUIRED = 'Project name is required';
export const START_DATE_REQUIRED = 'Start date is required';
export const DEADLINE_REQUIRED = 'Deadline is required';
export const DEADLINE_AFTER_START = 'Deadline must be after the start date';
export const START_DATE_INVALID = 'Start date must be a date (YYYY-MM-DD)';
export const DEADLINE_INVALID = 'Deadline must be a date (YYYY-MM-DD)';
export const SHORT_DESCRIPTION_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const SHORT_DESCRIPTION_TOO_LONG = `Short description must be at most ${SHORT_DESCRIPTION_MAX} characters`;
export const PROJECT_DESCRIPTION_TOO_LONG = `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`;
export const ROLE_COUNT_MAX = 50;
export const ROLE_COUNT_INVALID = `People needed must be a whole number between 1 and ${ROLE_COUNT_MAX}`;
export const PROJECT_TECHNOLOGIES_MAX = 50;
export const PROJECT_ROLES_MAX = 30;
export const DUPLICATE_TECHNOLOGY = 'Each technology may be listed only once';
export const DUPLICATE_ROLE = 'Each role may be listed only once';

/** Spec §9: the most a person can be allocated, summed over their assignments on any one day. */
export const MAX_WORKLOAD = 100;
export const WORKLOAD_INVALID = `Workload must be a whole number between 1 and ${MAX_WORKLOAD}`;
export const WORKLOAD_EXCEEDED = 'Workload exceeds 100%!';
export const SELECT_PROJECT_FIRST = 'Please select a project first before selecting employees';
export const DUPLICATE_ASSIGNMENT = 'This employee already has this role on this project';
export const NO_MATCHING_EMPLOYEES = 'No matching employees found';
export const SKILL_LEVEL_MIN = 1;
export const SKILL_LEVEL_MAX = 5;
