import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '@talentpath/contracts/forum';
import { ROLE_GUARD_ERRORS, allow, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { IMAGE_FILE_TYPES, mimeTypesOf } from '../../platform/file-types.ts';
import { sendImage } from '../../platform/image-delivery.ts';
import { fileResponse } from '../../platform/openapi.ts';
import { imageUploadForm, multipartOptions, withUploadedFile } from '../../platform/upload-form.ts';
import { fileViewer } from '../materials/materials.public.ts';
import * as images from './forum-images.service.ts';
import * as moderation from './forum-moderation.service.ts';
import * as posts from './forum-posts.service.ts';
import * as forum from './forum.service.ts';

const tags = ['forum'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;
const UPLOAD = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH'] as const;
/** A picture's address is read by an `<img>`: with the ticket the post's HTML carries (or the bearer token). */
const PICTURE_READ = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'ROLE_MISMATCH',
  'PASSWORD_CHANGE_REQUIRED',
  ...BY_ID,
] as const;
/** Like a course's thumbnail: the address changes with the reader's ticket every hour. */
const PICTURE_CACHE = 'private, max-age=3600';

/**
 * The forums (issue 26, ADR 0069): every signed-in role reads and writes where the space allows it (the policy
 * decides per space: 404 for a forum the caller may not read, 403 for what they may not do in one they read).
 * Moderation's queue is for coordinators and admins.
 */
export const forumRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');
    const staff = allow(p.authenticate, 'CourseCoordinator', 'Admin', 'SuperAdmin');
    const guarded = errorResponses(...ROLE_GUARD_ERRORS);

    app.get(
      '/forum/spaces',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The forums the caller may read: the general one, announcements, and their courses’ forums.',
          response: { 200: c.forumSpaceList, ...guarded },
        },
      },
      (req) => forum.listSpaces(p, callerOf(req)),
    );

    app.put(
      '/forum/spaces/:spaceId/watch',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'Whether the caller is told of every new thread and post in a forum they may read.',
          params: c.forumSpaceParams,
          body: c.forumWatch,
          response: { 200: c.forumWatch, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      (req) => forum.watchSpace(p, callerOf(req), req.params.spaceId, req.body.watching),
    );

    app.get(
      '/forum/spaces/:spaceId/people',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Up to 8 people who read the forum, by name, whose name or @handle holds `q`: the composer’s suggestions for @mentions (never the caller; a handle several people share is left out).',
          params: c.forumSpaceParams,
          querystring: c.forumPeopleQuery,
          response: { 200: c.forumPeople, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      (req) => forum.peopleIn(p, callerOf(req), req.params.spaceId, req.query.q),
    );

    app.get(
      '/forum/threads',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Threads of one forum (`spaceId`) or of every forum the caller may read: searched (`q`, titles and posts), filtered (kind, answered or unanswered questions, a tag, unread) and sorted; pinned first.',
          querystring: c.forumThreadQuery,
          response: { 200: c.forumThreadPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND') },
        },
      },
      (req) => forum.listThreads(p, callerOf(req), req.query),
    );

    app.post(
      '/forum/threads',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Starts a discussion or a question in a forum the caller may post in (Markdown, rendered and sanitised by the server). Throttled: 429 with Retry-After.',
          body: c.createForumThread,
          response: {
            201: c.forumThread,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND', 'RATE_LIMITED'),
          },
        },
      },
      async (req, reply) => reply.code(201).send(await forum.createThread(p, callerOf(req), req.body)),
    );

    app.post(
      '/forum/preview',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'The composer’s preview: the text rendered and sanitised as a post would be. Nothing is kept; not throttled.',
          body: c.forumPreviewRequest,
          response: { 200: c.forumPreview, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => posts.preview(p, callerOf(req), req.body.body),
    );

    // Multipart only here: every other route of the module keeps answering 415 to a form.
    const pictureUploads: FastifyPluginAsyncZod = async (uploads) => {
      await uploads.register(multipart, multipartOptions(c.FORUM_IMAGE_MAX_BYTES));
      uploads.post(
        '/forum/spaces/:spaceId/images',
        {
          onRequest: signedIn,
          schema: {
            tags,
            security,
            description: `A picture for a post in a forum the caller may post in: multipart/form-data with a PNG, JPEG, GIF or WebP in \`file\` (judged by its content, at most ${c.FORUM_IMAGE_MAX_BYTES} bytes). Answers its address and the Markdown that shows it; a picture no post names within a day is removed. Not throttled.`,
            params: c.forumSpaceParams,
            upload: imageUploadForm,
            response: { 201: c.forumImage, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, ...UPLOAD) },
          },
        },
        async (req, reply) => {
          const viewer = callerOf(req);
          await images.assertMayUploadTo(p, viewer, req.params.spaceId);
          const image = await withUploadedFile(
            req,
            { maxBytes: c.FORUM_IMAGE_MAX_BYTES, accept: IMAGE_FILE_TYPES },
            (upload) => images.storeImage(p, viewer, req.params.spaceId, upload),
          );
          return reply.code(201).send(image);
        },
      );
    };
    await app.register(pictureUploads);

    app.get(
      '/forum/images/:imageId',
      {
        schema: {
          tags,
          security,
          description:
            'A picture in a post, for whoever may read its forum now: with the ticket `t` of the address in the post’s HTML (an `<img>` sends no token), or the bearer token.',
          params: c.forumImageParams,
          querystring: c.forumImageQuery,
          response: {
            200: fileResponse('The picture', mimeTypesOf(IMAGE_FILE_TYPES)),
            304: z.null().describe('Not modified (If-None-Match)'),
            ...errorResponses(...PICTURE_READ),
          },
        },
      },
      async (req, reply) => {
        const viewer = await fileViewer(p, req, { kind: 'forum-image', id: req.params.imageId }, req.query.t);
        reply.header('vary', 'Authorization');
        return sendImage(p.db, req, reply, await images.openImage(p, viewer, req.params.imageId), PICTURE_CACHE);
      },
    );

    app.get(
      '/forum/threads/:threadId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The thread with its opening post and what the caller may do; the caller has read it up to now.',
          params: c.forumThreadParams,
          response: { 200: c.forumThread, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => forum.getThread(p, callerOf(req), req.params.threadId),
    );

    app.get(
      '/forum/threads/:threadId/posts',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'A page of the thread’s replies (oldest first, or by votes), each with its comments.',
          params: c.forumThreadParams,
          querystring: c.forumPostQuery,
          response: { 200: c.forumPostPage, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      (req) => forum.listPosts(p, callerOf(req), req.params.threadId, req.query),
    );

    app.post(
      '/forum/threads/:threadId/posts',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'A reply, or a comment on a reply (`parentId`, one level). 409 on a locked thread (moderators still may). Throttled: 429 with Retry-After.',
          params: c.forumThreadParams,
          body: c.createForumPost,
          response: {
            201: c.forumPost,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION', 'CONFLICT', 'RATE_LIMITED'),
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await posts.createPost(p, callerOf(req), req.params.threadId, req.body)),
    );

    app.patch(
      '/forum/posts/:postId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: `Edits a post: its author within ${c.FORUM_EDIT_MINUTES} minutes (409 after), a moderator at any time. The replaced text is kept for moderators.`,
          params: c.forumPostParams,
          body: c.editForumPost,
          response: {
            200: c.forumPost,
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION', 'CONFLICT'),
          },
        },
      },
      (req) => posts.editPost(p, callerOf(req), req.params.postId, req.body),
    );

    app.delete(
      '/forum/posts/:postId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Deletes a post (its author or a moderator): its place stays, marked deleted. An opening post takes its thread.',
          params: c.forumPostParams,
          response: { 204: z.null(), ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      async (req, reply) => {
        await posts.deletePost(p, callerOf(req), req.params.postId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/forum/posts/:postId/vote',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The caller’s vote on a post: 1, -1, or 0 to take it back. Never on one’s own post (403).',
          params: c.forumPostParams,
          body: c.forumVote,
          response: { 200: c.forumVoteResult, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      (req) => posts.vote(p, callerOf(req), req.params.postId, req.body.value),
    );

    app.post(
      '/forum/threads/:threadId/accept',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The question’s accepted answer (one of its replies), or none: its asker or the forum’s staff.',
          params: c.forumThreadParams,
          body: c.acceptForumAnswer,
          response: {
            204: z.null(),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION', 'CONFLICT'),
          },
        },
      },
      async (req, reply) => {
        await posts.accept(p, callerOf(req), req.params.threadId, req.body.postId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/forum/posts/:postId/endorsement',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'Staff endorsement of a reply (the forum’s moderators: a course’s owner, admins).',
          params: c.forumPostParams,
          body: c.forumEndorsement,
          response: { 200: c.forumPost, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      (req) => posts.endorse(p, callerOf(req), req.params.postId, req.body.endorsed),
    );

    app.put(
      '/forum/threads/:threadId/watch',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'Whether the caller is told of the thread’s new posts.',
          params: c.forumThreadParams,
          body: c.forumWatch,
          response: { 200: c.forumWatch, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      (req) => posts.watch(p, callerOf(req), req.params.threadId, req.body.watching),
    );

    app.post(
      '/forum/posts/:postId/reports',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Reports a post to the forum’s moderators, with why. Idempotent: a caller with a report open on the post adds none.',
          params: c.forumPostParams,
          body: c.reportForumPost,
          response: { 204: z.null(), ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      async (req, reply) => {
        await posts.report(p, callerOf(req), req.params.postId, req.body.reason);
        return reply.code(204).send(null);
      },
    );

    // --- Moderation ---

    app.get(
      '/forum/moderation/reports',
      {
        onRequest: staff,
        schema: {
          tags,
          security,
          description:
            'Reports on posts of the forums the caller moderates (a coordinator: their courses’; admins: all), oldest first.',
          querystring: c.forumReportQuery,
          response: { 200: c.forumReportPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => moderation.listReports(p, callerOf(req), req.query),
    );

    app.post(
      '/forum/reports/:reportId/settle',
      {
        onRequest: staff,
        schema: {
          tags,
          security,
          description:
            'Settles a report: upheld hides the post (every open report on it settled too); dismissed keeps it.',
          params: c.forumReportParams,
          body: c.settleForumReport,
          response: {
            204: z.null(),
            ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION', 'CONFLICT'),
          },
        },
      },
      async (req, reply) => {
        await moderation.settleReport(p, callerOf(req), req.params.reportId, req.body.outcome);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/forum/posts/:postId/hidden',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'Hides a post from all but the moderators, or shows it again (the forum’s moderators).',
          params: c.forumPostParams,
          body: c.forumHidden,
          response: { 204: z.null(), ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      async (req, reply) => {
        await moderation.setHidden(p, callerOf(req), req.params.postId, req.body.hidden);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/forum/threads/:threadId',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'Pins, locks or moves a thread (the forum’s moderators; a move only to a forum they moderate too).',
          params: c.forumThreadParams,
          body: c.moderateForumThread,
          response: { 204: z.null(), ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID, 'VALIDATION') },
        },
      },
      async (req, reply) => {
        await moderation.moderateThread(p, callerOf(req), req.params.threadId, req.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/forum/posts/:postId/revisions',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The text each edit of the post replaced, newest first (the forum’s moderators).',
          params: c.forumPostParams,
          response: { 200: c.forumRevisionList, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => moderation.revisions(p, callerOf(req), req.params.postId),
    );
  };
