import type { ReactNode } from 'react';
import i18next from 'i18next';
import {
  FORUM_BODY_REQUIRED,
  FORUM_BODY_TOO_LONG,
  FORUM_COMMENT_DEPTH,
  FORUM_EDIT_EXPIRED,
  FORUM_LOCKED,
  FORUM_MOVE_NOT_MODERATED,
  FORUM_NOT_A_QUESTION,
  FORUM_REASON_NOT_ALLOWED,
  FORUM_REASON_REQUIRED,
  FORUM_REASON_TOO_LONG,
  FORUM_REPORT_SETTLED,
  FORUM_SPACE_INVALID,
  FORUM_TAGS_INVALID,
  FORUM_TEXT_NOT_ALLOWED,
  FORUM_TITLE_NOT_ALLOWED,
  FORUM_TITLE_REQUIRED,
  FORUM_TITLE_TOO_LONG,
} from '@talentpath/contracts/forum';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';

// The contracts' forum messages (the forms' own, and what the server says in `details` or with a 409) and their
// keys in this feature's namespace. Not in lib/validation.ts's table: that table ships with the first visit, and
// only these screens show them.

const KEYS: Record<string, string> = {
  [FORUM_TITLE_REQUIRED]: 'titleRequired',
  [FORUM_TITLE_TOO_LONG]: 'titleTooLong',
  [FORUM_TITLE_NOT_ALLOWED]: 'titleNotAllowed',
  [FORUM_BODY_REQUIRED]: 'bodyRequired',
  [FORUM_BODY_TOO_LONG]: 'bodyTooLong',
  [FORUM_TEXT_NOT_ALLOWED]: 'bodyNotAllowed',
  [FORUM_TAGS_INVALID]: 'tagsInvalid',
  [FORUM_REASON_REQUIRED]: 'reasonRequired',
  [FORUM_REASON_TOO_LONG]: 'reasonTooLong',
  [FORUM_REASON_NOT_ALLOWED]: 'reasonNotAllowed',
  [FORUM_SPACE_INVALID]: 'spaceRequired',
  [FORUM_LOCKED]: 'locked',
  [FORUM_EDIT_EXPIRED]: 'editExpired',
  [FORUM_NOT_A_QUESTION]: 'notAQuestion',
  [FORUM_COMMENT_DEPTH]: 'commentDepth',
  [FORUM_REPORT_SETTLED]: 'reportSettled',
  [FORUM_MOVE_NOT_MODERATED]: 'moveNotModerated',
};

/** A contracts message in the reader's language; any other is left as it is (already translated). */
export function forumMessage(message: ReactNode): ReactNode {
  if (typeof message !== 'string') return message;
  const key = KEYS[message];
  return key ? i18next.t(`forum:messages.${key}` as 'forum:messages.locked') : message;
}

/** A field's props with its error in the reader's language. */
export const withMessage = <P extends { error?: ReactNode }>(props: P): P => ({
  ...props,
  error: forumMessage(props.error),
});

/**
 * Why a forum request failed, in the reader's language: the throttle's wait, the forum's own refusals (locked,
 * too late to edit …) by their message, anything else by its code (lib/error-message.ts).
 */
export function forumErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    // The throttle's wait, from its Retry-After; without one, the general "too many requests".
    if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds)
      return i18next.t('forum:messages.tooFast', { count: error.retryAfterSeconds });
    const key = KEYS[error.serverMessage ?? ''];
    if (key) return i18next.t(`forum:messages.${key}` as 'forum:messages.locked');
  }
  return errorMessage(error);
}
