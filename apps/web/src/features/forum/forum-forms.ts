import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  type CreateForumThread,
  createForumPost,
  createForumThread,
  editForumPost,
  type ForumThreadKind,
  reportForumPost,
} from '@talentpath/contracts/forum';

// The forum's forms for the one form approach (lib/form.ts): the contracts' own rules and messages.

export type ThreadValues = { spaceId: string; kind: ForumThreadKind; title: string; tags: string; body: string };

/** Tags as typed: separated by commas or spaces ("kotlin, coroutines"). */
export const tagsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * A new thread: the contract over the values as the fields hold them (tags in one text field), each issue on its
 * field (a tag's issue on the tags field).
 */
export const threadForm: StandardSchemaV1<ThreadValues, CreateForumThread> = {
  '~standard': {
    version: 1,
    vendor: 'talentpath',
    validate: (values) => {
      const v = values as ThreadValues;
      const result = createForumThread['~standard'].validate({ ...v, tags: tagsOf(v.tags) });
      if (result instanceof Promise) throw new Error('The contracts are synchronous');
      if (!result.issues) return result;
      return {
        issues: result.issues.map((issue) => ({ ...issue, path: issue.path?.slice(0, 1) })),
      };
    },
  },
};

/** A reply or a comment: its text. */
export const postForm = createForumPost.pick({ body: true });

/** An edit of a reply or comment: its text. */
export const editForm = editForumPost.pick({ body: true });

/** An edit of a thread's opening post: its title and text. */
export const editOpeningForm = editForumPost.required({ title: true });

/** A report: why. */
export const reportForm = reportForumPost;
