import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/profiles';
import { personIdParams } from '@talentpath/contracts/skills';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './profiles.service.ts';

const tags = ['profiles'];
const security = [{ bearerAuth: [] }];

/** Talent profiles (issue 24): any signed-in role reads profiles within what each person allows, and edits its own. */
export const profilesRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');

    app.get(
      '/me/profile',
      {
        onRequest: signedIn,
        schema: { tags, security, response: { 200: c.profile, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND') } },
      },
      (req) => service.readProfile(p, callerOf(req), callerOf(req).userId),
    );

    app.put(
      '/me/profile',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'The caller’s own profile, whole: headline, bio, location, languages, links, and who sees which part.',
          body: c.profileInput,
          response: { 200: c.profile, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND') },
        },
      },
      (req) => service.saveOwnProfile(p, callerOf(req), req.body),
    );

    app.get(
      '/profiles/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'A person’s profile as the caller may see it: a part its owner hides from the caller is null.',
          params: personIdParams,
          response: { 200: c.profile, ...errorResponses(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'URI_TOO_LONG') },
        },
      },
      (req) => service.readProfile(p, callerOf(req), req.params.id),
    );
  };
