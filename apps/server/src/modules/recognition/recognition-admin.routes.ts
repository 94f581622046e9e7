import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '@talentpath/contracts/photo-messages';
import * as c from '@talentpath/contracts/recognition';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { uploadedFile } from '../../platform/openapi.ts';
import { PHOTO_FILE_TYPES } from '../../platform/square-image.ts';
import { multipartOptions, withUploadedFile } from '../../platform/upload-form.ts';
import type { Upload } from '../../platform/files.ts';
import * as account from './account.service.ts';
import * as badges from './badges.service.ts';
import { replaceBadgeImage, replaceRewardImage } from './images.service.ts';
import * as rewards from './rewards.service.ts';

const tags = ['recognition'];
const security = [{ bearerAuth: [] }];
const noBody = z.object({}).strict().nullish();
const UPLOAD = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH', 'VALIDATION'] as const;
const imageForm = z.object({ file: uploadedFile('PNG, JPEG or WebP (judged by its content, then decoded)') });

/** The admin's side of recognition (issue 25, ADR 0066): rules, levels, badges, rewards and redemptions. */
export const recognitionAdminRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = allowArea(p.authenticate, 'admin');
    const guarded = errorResponses(...ROLE_GUARD_ERRORS);
    const invalid = errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION');

    app.get(
      '/admin/points-rules',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'What pays points, with caps and cool-downs.',
          response: { 200: c.pointsRules, ...guarded },
        },
      },
      () => account.pointsRules(p),
    );
    app.put(
      '/admin/points-rules',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Every rule, once each; applies to awards from now on (what was paid stays paid).',
          body: c.pointsRules,
          response: { 200: c.pointsRules, ...invalid },
        },
      },
      (req) => account.savePointsRules(p, req.body),
    );
    app.get(
      '/admin/levels',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'The levels’ ladder, lowest first.',
          response: { 200: c.levels, ...guarded },
        },
      },
      () => account.levels(p),
    );
    app.put(
      '/admin/levels',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'The whole ladder: the first level at 0 points, each needing more than the one before.',
          body: c.levels,
          response: { 200: c.levels, ...invalid },
        },
      },
      (req) => account.saveLevels(p, req.body),
    );

    app.get(
      '/admin/badges',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Every badge, with how many hold it.',
          response: { 200: c.badgeList, ...guarded },
        },
      },
      () => badges.listBadges(p),
    );
    app.post(
      '/admin/badges',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'A new badge. An active one is given at once to those who already meet it.',
          body: c.badgeInput,
          response: { 201: c.badge, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'BADGE_NAME_TAKEN') },
        },
      },
      async (req, reply) => reply.code(201).send(await badges.createBadge(p, req.body)),
    );
    app.put(
      '/admin/badges/:badgeId',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Changes a badge; those who hold it keep it. Badges are never deleted: make one inactive.',
          params: c.badgeParams,
          body: c.badgeInput,
          response: {
            200: c.badge,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND', 'URI_TOO_LONG', 'BADGE_NAME_TAKEN'),
          },
        },
      },
      (req) => badges.updateBadge(p, req.params.badgeId, req.body),
    );

    app.get(
      '/admin/rewards',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Every reward, offered or not.',
          response: { 200: c.rewardList, ...guarded },
        },
      },
      () => rewards.listRewards(p, false),
    );
    app.post(
      '/admin/rewards',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'A new reward.',
          body: c.rewardInput,
          response: { 201: c.reward, ...invalid },
        },
      },
      async (req, reply) => reply.code(201).send(await rewards.createReward(p, req.body)),
    );
    app.put(
      '/admin/rewards/:rewardId',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Changes a reward (redemptions made keep their cost).',
          params: c.rewardParams,
          body: c.rewardInput,
          response: {
            200: c.reward,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND', 'URI_TOO_LONG'),
          },
        },
      },
      (req) => rewards.updateReward(p, req.params.rewardId, req.body),
    );

    app.get(
      '/admin/redemptions',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Redemptions, newest first, filtered by status.',
          querystring: c.redemptionListQuery,
          response: { 200: c.redemptionPage, ...invalid },
        },
      },
      (req) => rewards.redemptionPage(p, req.query),
    );
    app.post(
      '/admin/redemptions/:redemptionId/fulfil',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description: 'Marks a pending redemption fulfilled (once: 409 after).',
          params: c.redemptionParams,
          body: noBody,
          response: {
            200: c.redemption,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG', 'REDEMPTION_DECIDED'),
          },
        },
      },
      (req) => rewards.decideRedemption(p, callerOf(req), req.params.redemptionId, 'fulfilled'),
    );
    app.post(
      '/admin/redemptions/:redemptionId/reject',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          description:
            'Rejects a pending redemption with a reason: its points and its stock go back (once: 409 after).',
          params: c.redemptionParams,
          body: c.rejectRedemptionRequest,
          response: {
            200: c.redemption,
            ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'NOT_FOUND', 'URI_TOO_LONG', 'REDEMPTION_DECIDED'),
          },
        },
      },
      (req) => rewards.decideRedemption(p, callerOf(req), req.params.redemptionId, 'rejected', req.body.reason),
    );

    // Multipart only here: the other routes keep answering 415 to a form.
    await app.register(async (uploads) => {
      await uploads.register(multipart, multipartOptions(PHOTO_MAX_BYTES));
      imageRoutes(uploads, admin, 'badge', c.badgeParams.shape.badgeId, c.badge, replaceBadgeImage, p);
      imageRoutes(uploads, admin, 'reward', c.rewardParams.shape.rewardId, c.reward, replaceRewardImage, p);
    });
  };

type Scope = Parameters<FastifyPluginAsyncZod>[0];

/** PUT (multipart) and DELETE /admin/{badges|rewards}/{id}/image. */
function imageRoutes(
  app: Scope,
  admin: ReturnType<typeof allowArea>,
  of: 'badge' | 'reward',
  id: z.ZodType<string>,
  response: typeof c.badge | typeof c.reward,
  replace: (p: Platform, actorId: string, id: string, upload: Upload | null) => Promise<c.Badge | c.Reward>,
  p: Platform,
) {
  const params = z.object({ id });
  app.put(
    `/admin/${of}s/:id/image`,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        description: `Replaces the ${of}’s picture: multipart/form-data with a PNG, JPEG or WebP in \`file\` (at most ${PHOTO_MAX_BYTES} bytes), kept as a square WebP without metadata.`,
        params,
        upload: imageForm,
        response: { 200: response, ...errorResponses(...ROLE_GUARD_ERRORS, ...UPLOAD, 'NOT_FOUND', 'URI_TOO_LONG') },
      },
    },
    (req) =>
      withUploadedFile(req, { maxBytes: PHOTO_MAX_BYTES, accept: PHOTO_FILE_TYPES }, (file) =>
        replace(p, callerOf(req).userId, req.params.id, file),
      ),
  );
  app.delete(
    `/admin/${of}s/:id/image`,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        description: `Removes the ${of}’s picture.`,
        params,
        body: noBody,
        response: { 200: response, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG') },
      },
    },
    (req) => replace(p, callerOf(req).userId, req.params.id, null),
  );
}
