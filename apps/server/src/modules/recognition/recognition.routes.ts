import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeCredential } from '@talentpath/contracts/certificates';
import * as c from '@talentpath/contracts/recognition';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { sendCredential, VC_MEDIA } from '../../platform/credential-reply.ts';
import { errorResponses } from '../../platform/errors.ts';
import { sendImage } from '../../platform/image-delivery.ts';
import { fileResponse } from '../../platform/openapi.ts';
import { PHOTO_MIME_TYPE } from '../../platform/square-image.ts';
import * as account from './account.service.ts';
import * as badges from './badges.service.ts';
import { openImage } from './images.service.ts';
import { leaderboard } from './leaderboard.service.ts';
import * as rewards from './rewards.service.ts';

const tags = ['recognition'];
const security = [{ bearerAuth: [] }];
const noBody = z.object({}).strict().nullish();
// The address names the picture's file: a new picture has a new address, so it may be kept long.
const IMAGE_CACHE = 'public, max-age=604800';

/** A learner's points, badges, rewards and the leaderboard (issue 25, ADR 0066): the caller's own, as a learner. */
export const recognitionRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const learner = allowArea(p.authenticate, 'learner');
    const guarded = errorResponses(...ROLE_GUARD_ERRORS);

    app.get(
      '/me/points',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'The caller’s balance, points earned, level and the next, streak, and leaderboard choice.',
          response: { 200: c.pointsSummary, ...guarded },
        },
      },
      (req) => account.pointsSummary(p, callerOf(req).userId),
    );

    app.get(
      '/me/points/history',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'The caller’s points ledger (awards, capped awards, points spent and returned), newest first.',
          querystring: c.ledgerQuery,
          response: { 200: c.ledgerPage, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => account.pointsHistory(p, callerOf(req).userId, req.query),
    );

    app.put(
      '/me/leaderboard-preferences',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'How the caller appears on the leaderboard: visible, under a pseudonym (no name or picture), or hidden from others (they still see their own rank).',
          body: c.leaderboardPreferences,
          response: { 200: c.pointsSummary, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION') },
        },
      },
      (req) => account.saveLeaderboardPreferences(p, callerOf(req).userId, req.body),
    );

    app.get(
      '/me/badges',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'Active badges and those the caller holds: earned (when) or locked, with progress toward each condition.',
          response: { 200: c.myBadges, ...guarded },
        },
      },
      (req) => badges.myBadges(p, callerOf(req).userId),
    );

    app.get(
      '/me/badges/:badgeId/credential',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'A badge the caller holds as an Open Badges 3.0 credential (W3C Verifiable Credential 2.0, eddsa-rdfc-2022, the certificates’ issuer and key: ADR 0065), named badge-<name>.json. 404 for a badge the caller does not hold.',
          params: c.badgeParams,
          response: {
            200: {
              description: 'The signed credential, as a download',
              content: { [VC_MEDIA]: { schema: badgeCredential } },
            },
            ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG'),
          },
        },
      },
      async (req, reply) => {
        const file = await badges.badgeCredential(p, callerOf(req).userId, req.params.badgeId);
        return sendCredential(reply, file.body, file.fileName);
      },
    );

    app.get(
      '/rewards',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'The rewards on offer, cheapest first.',
          response: { 200: c.rewardList, ...guarded },
        },
      },
      () => rewards.listRewards(p, true),
    );

    app.post(
      '/rewards/:rewardId/redeem',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'Spends the reward’s cost from the caller’s balance and takes one from its stock, together or not at all; pending until an admin fulfils or rejects it.',
          params: c.rewardParams,
          body: noBody,
          response: {
            201: c.redemption,
            ...errorResponses(
              ...ROLE_GUARD_ERRORS,
              'NOT_FOUND',
              'URI_TOO_LONG',
              'POINTS_INSUFFICIENT',
              'REWARD_OUT_OF_STOCK',
            ),
          },
        },
      },
      async (req, reply) => reply.code(201).send(await rewards.redeem(p, callerOf(req), req.params.rewardId)),
    );

    app.get(
      '/me/redemptions',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description: 'The caller’s redemptions, newest first.',
          response: { 200: c.redemptionList, ...guarded },
        },
      },
      (req) => rewards.myRedemptions(p, callerOf(req).userId),
    );

    app.get(
      '/leaderboard',
      {
        onRequest: learner,
        schema: {
          tags,
          security,
          description:
            'Points earned this week, this month or in all; by everyone, in a category’s courses, or by the people of the caller’s courses. The top 10 (equal points share a rank), the caller’s rank and neighbours. Staff and people who left the board are not shown. 404 LEADERBOARD_OFF when an admin turned it off.',
          querystring: c.leaderboardQuery,
          response: { 200: c.leaderboard, ...errorResponses(...ROLE_GUARD_ERRORS, 'VALIDATION', 'LEADERBOARD_OFF') },
        },
      },
      (req) => leaderboard(p, callerOf(req), req.query),
    );

    for (const [of, id] of [
      ['badge', c.badgeParams.shape.badgeId],
      ['reward', c.rewardParams.shape.rewardId],
    ] as const)
      app.get(
        `/${of}s/:id/image`,
        {
          schema: {
            tags,
            description: `A ${of}’s picture (public: an Open Badges credential names it). Its address changes with it.`,
            params: z.object({ id }),
            response: {
              200: fileResponse('The picture, a square WebP', [PHOTO_MIME_TYPE]),
              304: z.null().describe('Not modified (If-None-Match)'),
              ...errorResponses('NOT_FOUND', 'URI_TOO_LONG'),
            },
          },
        },
        async (req, reply) => sendImage(p.db, req, reply, await openImage(p, of, req.params.id), IMAGE_CACHE),
      );
  };
