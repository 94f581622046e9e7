import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/search';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import * as service from './search.service.ts';

const tags = ['search'];
const security = [{ bearerAuth: [] }];

/** Global search (issue 24, ADR 0062): any signed-in role, each group holding only what the caller may see. */
export const searchRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = allowArea(p.authenticate, 'signed-in');

    app.get(
      '/search',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description:
            'People (active accounts), courses (those the caller may see) and projects (project managers and admins), each counted and paged; `type` pages one group. A blank text without filters searches nothing. Level, verified and availability filter people only.',
          querystring: c.searchQuery,
          response: { 200: c.searchResults, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.search(p, callerOf(req), req.query),
    );

    app.get(
      '/search/suggestions',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          description: 'The header’s suggestions: the first few of each group the caller may search.',
          querystring: c.suggestionsQuery,
          response: { 200: c.searchSuggestions, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.suggestions(p, callerOf(req), req.query.q),
    );
  };
