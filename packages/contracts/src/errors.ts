/**
 * Every error the API answers, once: its code (the stable `code` of the body `{ code, message, details? }`), the
 * HTTP status it always has, and its English message (the spec's own wording where it has one). The web
 * translates by code. A new error is one line here.
 */
const ERRORS = {
  VALIDATION: { status: 400, message: 'The request is not valid' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Current password is incorrect' },
  PASSWORD_REUSED: { status: 400, message: 'New password must be different from the current password' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is invalid or has expired' },
  UNAUTHORIZED: { status: 401, message: 'Authentication required' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  TOKEN_EXPIRED: { status: 401, message: 'Session expired. Please login again.' },
  TOKEN_INVALID: { status: 401, message: 'Session expired. Please login again.' },
  TOKEN_REUSED: { status: 401, message: 'Session expired. Please login again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  ROLE_MISMATCH: { status: 403, message: 'The active role does not match the session' },
  ROLE_NOT_HELD: { status: 403, message: 'You do not hold this role' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'Your account is using a temporary password. Please set a new password to continue.',
  },
  TECHNOLOGY_ADMIN_CREATED_NOT_EDITABLE: { status: 403, message: 'Admin-created technologies cannot be edited' },
  TECHNOLOGY_ADMIN_CREATED_NOT_DELETABLE: { status: 403, message: 'Admin-created technologies cannot be deleted' },
  PROJECT_NOT_MANAGER: { status: 403, message: "Only the project's manager can change this project" },
  COURSE_NOT_OWNER: { status: 403, message: "Only the course's owner can change this course" },
  PROFILE_SECTION_HIDDEN: { status: 403, message: 'This part of the profile is hidden' },
  SKILL_OWN_CLAIM: { status: 403, message: 'You cannot rate or endorse your own skills' },
  NOT_ENROLLED: { status: 403, message: 'You are not enrolled in this course' },
  LESSON_LOCKED: {
    status: 403,
    message: 'This course is archived: only the lessons you completed can still be opened',
  },
  NOT_FOUND: { status: 404, message: 'Not found' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  ALREADY_SUPERADMIN: { status: 409, message: 'User is already a SuperAdmin' },
  TECHNOLOGY_NAME_TAKEN: { status: 409, message: 'A technology with this name already exists' },
  TECHNOLOGY_INACTIVE_NOT_EDITABLE: { status: 409, message: 'Inactive technologies cannot be edited' },
  TECHNOLOGY_INACTIVE_NOT_DELETABLE: { status: 409, message: 'Inactive technologies cannot be deleted' },
  TECHNOLOGY_IN_USE: { status: 409, message: 'Cannot delete technology that is in use by projects' },
  COURSE_CATEGORY_NAME_TAKEN: { status: 409, message: 'A course category with this name already exists' },
  QUESTION_CATEGORY_NAME_TAKEN: { status: 409, message: 'A question category with this name already exists' },
  QUESTION_ID_NUMBER_TAKEN: { status: 409, message: 'Another question in this bank has this id number' },
  COURSE_CATEGORY_IN_USE: { status: 409, message: 'Cannot delete a course category that has courses' },
  COURSE_CATEGORY_ORDER_STALE: {
    status: 409,
    message: 'The course categories have changed. Reload the list and try again.',
  },
  PROJECT_ROLE_NAME_TAKEN: { status: 409, message: 'A role with this name already exists' },
  PROJECT_ROLE_IN_USE: { status: 409, message: 'Cannot delete role that is in use by projects' },
  PROJECT_TRANSITION_REFUSED: { status: 409, message: 'The project cannot be moved to this status' },
  PROJECT_CLOSED: { status: 409, message: 'A completed or cancelled project cannot be staffed' },
  WORKLOAD_EXCEEDED: { status: 409, message: 'Workload exceeds 100%!' },
  DUPLICATE_ASSIGNMENT: { status: 409, message: 'This employee already has this role on this project' },
  EMAIL_TAKEN: { status: 409, message: 'A user with this email already exists' },
  LAST_SUPERADMIN: { status: 409, message: 'The last active SuperAdmin cannot be deactivated, deleted or demoted' },
  COURSE_NOT_PUBLISHED: { status: 409, message: 'This course is not published' },
  COURSE_NOT_READY: { status: 409, message: 'The course is not ready to be published' },
  COURSE_HAS_ENROLMENTS: { status: 409, message: 'A course with enrollments cannot be deleted. Archive it instead.' },
  COURSE_TRANSITION_REFUSED: { status: 409, message: 'The course cannot be moved to this status' },
  COURSE_ARCHIVED: { status: 409, message: 'This course is archived' },
  ORDER_STALE: { status: 409, message: 'The list has changed. Reload it and try again.' },
  SETTINGS_CHANGED: {
    status: 409,
    message:
      'Someone else saved the settings after you opened them. Reload to see their changes, then make yours again.',
  },
  ATTEMPT_CLOSED: { status: 409, message: 'This attempt is closed' },
  QUIZ_NOT_OPEN: { status: 409, message: 'This quiz is not open yet' },
  QUIZ_CLOSED: { status: 409, message: 'This quiz is closed' },
  NO_ATTEMPTS_LEFT: { status: 409, message: 'You have used all your attempts at this quiz' },
  QUIZ_EMPTY: { status: 409, message: 'This quiz has no questions yet' },
  QUIZ_NOT_INTERACTIVE: {
    status: 409,
    message: 'This quiz marks its questions when the attempt is submitted: there is nothing to check',
  },
  QUESTION_FINISHED: { status: 409, message: 'This question is finished: its answer can no longer change' },
  LESSON_NEEDS_QUIZ: { status: 409, message: "Pass this lesson's quiz to complete it" },
  SKILL_NOT_HELD: { status: 409, message: 'This person has no such skill to endorse' },
  ENROLMENT_COMPLETED: { status: 409, message: 'A completed enrollment cannot be removed' },
  CERTIFICATE_REVOKED: { status: 409, message: 'This certificate is already revoked' },
  RETAKE_NOT_DUE: {
    status: 409,
    message: 'You can retake this course once its certificate has expired or ends within 90 days',
  },
  POINTS_INSUFFICIENT: { status: 409, message: 'You do not have enough points for this reward' },
  REWARD_OUT_OF_STOCK: { status: 409, message: 'This reward is out of stock' },
  REDEMPTION_DECIDED: { status: 409, message: 'This redemption has already been decided' },
  BADGE_NAME_TAKEN: { status: 409, message: 'A badge with this name already exists' },
  LEADERBOARD_OFF: { status: 404, message: 'The leaderboard is turned off' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  FILE_TOO_LARGE: { status: 413, message: 'The file is too large' },
  URI_TOO_LONG: { status: 414, message: 'The address is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Content-Type must be application/json' },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    message: 'This type of file cannot be uploaded. Upload a PDF, an image, a video or an office document.',
  },
  FILE_CONTENT_MISMATCH: { status: 415, message: "The file's content does not match its name" },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'The requested range is not available' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  ACCOUNT_LOCKED: { status: 429, message: 'Too many failed sign-in attempts. Try again later or reset your password.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  SERVER_BUSY: { status: 503, message: 'The server is busy. Please try again in a moment.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
export const ERROR_MESSAGES = Object.fromEntries(ERROR_CODES.map((c) => [c, ERRORS[c].message])) as Record<
  ErrorCode,
  string
>;
/** The status each code is answered with: the code decides it, never the call site. */
export const ERROR_STATUS = Object.fromEntries(ERROR_CODES.map((c) => [c, ERRORS[c].status])) as Record<
  ErrorCode,
  number
>;

/** The code Fastify's own (or Node's) 4xx answers keep, by status; any other 4xx of theirs is a VALIDATION 400. */
export const FRAMEWORK_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The one error body `{ code, message, details? }` (its zod schema is in error-body.ts, kept apart so that importing
 * the table puts no zod into the first page's JavaScript). */
export type ErrorBody = { code: ErrorCode; message: string; details?: { path: string; message: string }[] };
