import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './auth.ts';
import { pageOf, pageQuery, queryEnum, queryText } from './paging.ts';
import { ROLES, normaliseRole } from './roles.ts';
import { plainText } from './text.ts';
import { AVATAR_INVALID, ROLES_DUPLICATE, ROLES_REQUIRED } from './user-messages.ts';

/** An account is active or disabled; a disabled one cannot sign in and has no live session. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

/** `/admin/users/{id}…`: an id that is not a uuid names no user. */
export const userIdParams = z.object({ id: z.uuid({ error: 'User not found' }) });

export const toggleStatusResponse = z.object({ id: z.uuid(), status: userStatus });
export type ToggleStatusResponse = z.infer<typeof toggleStatusResponse>;

// --- The user form's rules (create, edit, and each row of a CSV import) ---

export const USER_NAME_MAX = 100;
export const USER_EMAIL_MAX = 254;
export const AVATAR_URL_MAX = 2048;
export const NAME_REQUIRED = 'Name is required';
export const NAME_NOT_TEXT = 'Name must be text';
export const NAME_TOO_LONG = `Name must be at most ${USER_NAME_MAX} characters`;
export const NAME_NOT_ALLOWED = 'Name contains characters that are not allowed';
export const EMAIL_TAKEN = 'A user with this email already exists';
export const roleUnknown = (value: string) => `Unknown role: ${value.slice(0, 64)}`;

const userName = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? NAME_REQUIRED : NAME_NOT_TEXT) })
  .pipe(z.string().trim().min(1, { error: NAME_REQUIRED, abort: true }).max(USER_NAME_MAX, NAME_TOO_LONG))
  .check(plainText(NAME_NOT_ALLOWED, 'single'));

/** Trimmed, lower-cased (an address is unique regardless of case), at most 254 characters. */
const userEmail = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? EMAIL_REQUIRED : EMAIL_INVALID) })
  .pipe(z.string().trim().min(1, { error: EMAIL_REQUIRED, abort: true }).max(USER_EMAIL_MAX, EMAIL_INVALID))
  .pipe(z.email({ error: EMAIL_INVALID }))
  .transform((v) => v.toLowerCase());

/** A role by its no-space or display name ('Course Coordinator'), normalised to the no-space form. */
const knownRole = z
  .string({ error: 'Role must be text' })
  .max(64, { error: (issue) => roleUnknown(String(issue.input)) })
  .transform((v, ctx) => {
    const r = normaliseRole(v);
    if (!r) {
      ctx.addIssue({ code: 'custom', message: roleUnknown(v) });
      return z.NEVER;
    }
    return r;
  });

/** One to five of the known roles, each once. */
const userRoles = z
  .array(knownRole, { error: ROLES_REQUIRED })
  .min(1, ROLES_REQUIRED)
  .max(ROLES.length, ROLES_DUPLICATE)
  .refine((roles) => new Set(roles).size === roles.length, ROLES_DUPLICATE);

const avatarUrl = z
  .string({ error: AVATAR_INVALID })
  .trim()
  .max(AVATAR_URL_MAX, AVATAR_INVALID)
  .pipe(z.url({ protocol: /^https?$/, error: AVATAR_INVALID }));

export const createUserInput = z.object({
  name: userName,
  email: userEmail,
  roles: userRoles,
  avatar: z.preprocess((v) => (v === '' ? null : v), avatarUrl.nullable().optional()),
});
export const updateUserInput = z.object({ name: userName, email: userEmail, roles: userRoles });
/** The create form: the avatar field is text, and blank is no avatar. */
export const createUserForm = createUserInput.extend({
  avatar: z
    .string()
    .transform((v) => v.trim() || null)
    .pipe(avatarUrl.nullable()),
});

export type CreateUserInput = z.input<typeof createUserInput>;
export type CreateUserFields = z.output<typeof createUserInput>;
export type UpdateUserInput = z.input<typeof updateUserInput>;

// --- What the calls answer ---

const roleName = z.enum(ROLES);

/** A row of the users table (list and search). */
export const adminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleName),
  status: userStatus,
  avatar: z.string().nullable(),
  requirePasswordChange: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** view-profile: the row, plus when the account last changed. */
export const adminUserDetails = adminUser.extend({ updatedAt: z.iso.datetime() });
export type AdminUserDetails = z.infer<typeof adminUserDetails>;

export const USER_SORTS = ['name', 'email', 'createdAt', 'lastSignInAt', 'status'] as const;

/** GET /admin/users: numbered pages, sortable, filtered by status and role. */
export const userListQuery = pageQuery({
  sort: USER_SORTS,
  defaultSort: 'name',
  filters: z.object({ status: queryEnum(USER_STATUSES, 'Status'), role: queryEnum(ROLES, 'Role') }),
});

/** The search's status filter: 'all' (or absent) is any status. */
export const SEARCH_STATUSES = ['all', ...USER_STATUSES] as const;
export const SEARCH_TERM_MAX = 100;

/** GET /admin/users/search: name or e-mail contains the term (any letter case). */
export const userSearchQuery = pageQuery({
  sort: USER_SORTS,
  defaultSort: 'name',
  filters: z.object({
    searchTerm: queryText('Search term', SEARCH_TERM_MAX),
    status: queryEnum(SEARCH_STATUSES, 'Status'),
  }),
});

export const userPage = pageOf(adminUser);
export type UserPage = z.infer<typeof userPage>;
export type UserListQuery = z.input<typeof userListQuery>;
export type UserSearchQuery = z.input<typeof userSearchQuery>;

export const deleteUserResponse = z.object({ id: z.uuid(), deleted: z.literal(true) });

// --- CSV import ---

/** The most rows one import takes, and the largest file (bytes). */
export const IMPORT_MAX_ROWS = 500;
export const IMPORT_MAX_BYTES = 256 * 1024;
export const IMPORT_COLUMNS = ['name', 'email', 'roles'] as const;

export const importReport = z.object({
  created: z.array(z.object({ row: z.int(), email: z.string(), id: z.uuid() })),
  rejected: z.array(z.object({ row: z.int(), email: z.string().optional(), errors: z.array(z.string()).min(1) })),
});
export type ImportReport = z.infer<typeof importReport>;
