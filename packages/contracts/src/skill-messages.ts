// The messages of skills with evidence (issue 24), in a module without zod: the web app's translation table imports
// them without the schemas (the initial JavaScript of the first visit stays small).
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from './workforce-messages.ts';

export const SKILL_LEVEL_INVALID = `Level must be a whole number between ${SKILL_LEVEL_MIN} and ${SKILL_LEVEL_MAX}`;
export const SKILL_NOTE_MAX = 500;
export const SKILL_NOTE_TOO_LONG = `Note must be at most ${SKILL_NOTE_MAX} characters`;
export const WITHDRAW_REASON_REQUIRED = 'Give a reason for withdrawing the claim';
export const WITHDRAW_REASON_MAX = 500;
export const COURSE_OUTCOMES_MAX = 20;
export const WITHDRAW_REASON_TOO_LONG = `Reason must be at most ${WITHDRAW_REASON_MAX} characters`;
export const TECHNOLOGY_INACTIVE_FOR_SKILL = 'Inactive technologies cannot be added';
export const COURSE_OUTCOMES_TOO_MANY = `At most ${COURSE_OUTCOMES_MAX} outcomes`;
export const NOTE_NOT_ALLOWED = 'Note may not contain control characters';
export const REASON_NOT_ALLOWED = 'Reason may not contain control characters';
export const PERSON_NOT_FOUND = 'Person not found';
/** The reasons the server writes itself when a claim is withdrawn without an admin (the web translates them). */
export const WITHDRAWN_BY_MAKER = 'Withdrawn by its maker';
export const REPLACED_BY_RATING = 'Replaced by a new rating';
export const REMOVED_FROM_LIST = 'Removed from the skills list';
export const CLAIM_NOT_FOUND = 'Claim not found';
export const RECOMMEND_PEOPLE_MAX = 50;
export const RECOMMEND_PEOPLE_REQUIRED = 'Choose at least one person';
export const RECOMMEND_PEOPLE_TOO_MANY = `At most ${RECOMMEND_PEOPLE_MAX} people at a time`;
export const COURSE_NOT_CLOSING_GAP = 'This course does not grant a skill the project needs';
export const RECOMMEND_LEARNERS_ONLY = 'Only active learners can be recommended a course';
export const ENDORSEMENT_ASK_MAX = 10;
export const ENDORSEMENT_ASK_TOO_MANY = `Ask at most ${ENDORSEMENT_ASK_MAX} people at a time`;
export const ENDORSEMENT_ASK_SELF = 'You cannot ask yourself';
export const ENDORSEMENT_ASK_CANNOT_SEE = 'This person cannot see your skills';
/** A request to the same colleague for the same skill tells them again only after this many days. */
export const ENDORSEMENT_REQUEST_AGAIN_DAYS = 7;
