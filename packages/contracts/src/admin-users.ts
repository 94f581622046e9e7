import { z } from 'zod';

/** An account is active or disabled; a disabled one cannot sign in and has no live session. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

/** `/admin/users/{id}…`: an id that is not a uuid names no user. */
export const userIdParams = z.object({ id: z.uuid({ error: 'User not found' }) });

export const toggleStatusResponse = z.object({ id: z.uuid(), status: userStatus });
export type ToggleStatusResponse = z.infer<typeof toggleStatusResponse>;
