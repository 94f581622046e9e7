import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  adminUserDetails,
  createUserInput,
  deleteUserResponse,
  importReport,
  toggleStatusResponse,
  updateUserInput,
  userIdParams,
  userListQuery,
  userPage,
  userSearchQuery,
} from '@talentpath/contracts/admin-users';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses as errors } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './admin-users.service.ts';

const actorOf = (req: FastifyRequest): service.Actor => ({ caller: callerOf(req), ip: req.ip ?? null });
const GUARDED = [...ROLE_GUARD_ERRORS, 'URI_TOO_LONG'] as const;

/** §7's /admin/users calls, plus view-profile's details and the CSV import (docs/api-admin-users.md). */
export const adminUsersRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
    const onRequest = allowArea(p.authenticate, 'admin');

    app.get(
      '/users',
      {
        onRequest,
        schema: { ...base, querystring: userListQuery, response: { 200: userPage, ...errors(...GUARDED) } },
      },
      (req) => service.listUsers(p, req.query),
    );
    app.get(
      '/users/search',
      {
        onRequest,
        schema: { ...base, querystring: userSearchQuery, response: { 200: userPage, ...errors(...GUARDED) } },
      },
      (req) => service.searchUsers(p, req.query),
    );
    app.get(
      '/users/:id',
      {
        onRequest,
        schema: {
          ...base,
          params: userIdParams,
          response: { 200: adminUserDetails, ...errors(...GUARDED, 'NOT_FOUND') },
        },
      },
      (req) => service.userDetails(p, req.params.id),
    );
    app.post(
      '/users',
      {
        onRequest,
        schema: {
          ...base,
          body: createUserInput,
          response: { 201: adminUserDetails, ...errors(...GUARDED, 'EMAIL_TAKEN', 'SERVER_BUSY') },
        },
      },
      async (req, reply) => reply.code(201).send(await service.createUser(p, actorOf(req), req.body)),
    );
    app.put(
      '/users/:id',
      {
        onRequest,
        schema: {
          ...base,
          params: userIdParams,
          body: updateUserInput,
          response: { 200: adminUserDetails, ...errors(...GUARDED, 'NOT_FOUND', 'EMAIL_TAKEN', 'LAST_SUPERADMIN') },
        },
      },
      (req) => service.updateUser(p, actorOf(req), req.params.id, req.body),
    );
    app.delete(
      '/users/:id',
      {
        onRequest,
        schema: {
          ...base,
          params: userIdParams,
          response: { 200: deleteUserResponse, ...errors(...GUARDED, 'NOT_FOUND', 'LAST_SUPERADMIN') },
        },
      },
      (req) => service.deleteUser(p, actorOf(req), req.params.id),
    );
    app.post(
      '/users/:id/toggle-status',
      {
        onRequest,
        schema: {
          ...base,
          params: userIdParams,
          response: { 200: toggleStatusResponse, ...errors(...GUARDED, 'NOT_FOUND', 'LAST_SUPERADMIN') },
        },
      },
      (req) => service.toggleStatus(p, actorOf(req), req.params.id),
    );

    // The import takes its file as the body, text/csv (UTF-8); only this call reads that content type.
    await app.register(async (scope) => {
      scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) =>
        done(null, body),
      );
      scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
        '/users/import',
        {
          onRequest,
          bodyLimit: IMPORT_MAX_BYTES,
          schema: {
            ...base,
            consumes: ['text/csv'],
            body: z.string({ error: 'The body must be a CSV file (Content-Type: text/csv)' }),
            response: { 200: importReport, ...errors(...GUARDED, 'SERVER_BUSY') },
          },
        },
        (req) => service.importUsers(p, actorOf(req), req.body),
      );
    });
  };
