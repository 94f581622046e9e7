import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/auth';
import {
  GUARD_ERRORS,
  ROLE_GUARD_ERRORS,
  allow,
  allowArea,
  allowDuringPasswordChange,
  callerOf,
} from '../../platform/auth/guard.ts';
import { errorResponses as errors } from '../../platform/errors.ts';
import type { Platform, RequestInfo } from '../../platform/context.ts';
import * as auth from './auth.service.ts';
import * as passwords from './passwords.service.ts';
import { mailLanguage } from './auth.mails.ts';
import { requestLanguage } from '../../platform/web-app.ts';

const info = (req: FastifyRequest): RequestInfo => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
  // Only a language the request names: a sign-in from a client that names none keeps the user's.
  language: requestLanguage(req) ?? undefined,
});
const tags = ['auth'];

/** The auth calls of spec §7, at exactly their paths, plus the reset-link page's two calls. */
export const authRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: p.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
    const mailLimited = {
      rateLimit: { max: Math.max(1, Math.ceil(p.env.AUTH_RATE_LIMIT_PER_MINUTE / 15)), timeWindow: '1 minute' },
    };
    const bearer = [{ bearerAuth: [] }];

    app.post(
      '/login',
      {
        config: limited,
        schema: {
          tags,
          body: c.loginInput,
          response: { 200: c.loginResponse, ...errors('INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'SERVER_BUSY') },
        },
      },
      (req) => auth.login(p, req.body, info(req)),
    );
    app.post(
      '/refresh-token',
      {
        config: limited,
        schema: {
          tags,
          body: c.refreshInput,
          response: { 200: c.refreshResponse, ...errors('TOKEN_INVALID', 'TOKEN_REUSED') },
        },
      },
      (req) => auth.refresh(p, req.body),
    );
    app.post(
      '/heartbeat',
      {
        config: limited,
        schema: {
          tags,
          body: c.heartbeatInput,
          response: { 200: c.heartbeatResponse, ...errors('TOKEN_EXPIRED', 'TOKEN_INVALID') },
        },
      },
      (req) => auth.heartbeat(p, req.body, requestLanguage(req) ?? undefined),
    );
    app.post(
      '/select-role',
      {
        config: limited,
        schema: {
          tags,
          body: c.selectRoleInput,
          response: {
            200: c.selectRoleResponse,
            ...errors('TOKEN_EXPIRED', 'TOKEN_INVALID', 'FORBIDDEN', 'ROLE_NOT_HELD'),
          },
        },
      },
      (req) => auth.selectRole(p, req.body),
    );
    app.post(
      '/revoke-token',
      {
        config: limited,
        schema: { tags, body: c.revokeTokenInput, response: { 200: c.messageResponse, ...errors() } },
      },
      (req) => auth.revokeRefreshToken(p, req.body),
    );
    app.post(
      '/reset-password',
      {
        config: mailLimited,
        schema: { tags, body: c.resetPasswordInput, response: { 200: c.messageResponse, ...errors() } },
      },
      (req) => passwords.requestPasswordReset(p, req.body.email, mailLanguage(req.headers['accept-language'])),
    );
    app.post(
      '/reset-password/check',
      {
        config: limited,
        schema: {
          tags,
          body: c.resetTokenCheckInput,
          response: { 200: c.messageResponse, ...errors('RESET_TOKEN_INVALID') },
        },
      },
      (req) => passwords.checkResetToken(p, req.body.token),
    );
    app.post(
      '/reset-password/confirm',
      {
        config: limited,
        schema: {
          tags,
          body: c.resetPasswordConfirmInput,
          response: { 200: c.messageResponse, ...errors('RESET_TOKEN_INVALID', 'SERVER_BUSY') },
        },
      },
      (req) => passwords.confirmPasswordReset(p, req.body),
    );
    app.post(
      '/change-password',
      {
        config: limited,
        onRequest: allowDuringPasswordChange(p.authenticate),
        schema: {
          tags,
          security: bearer,
          body: c.changePasswordInput,
          response: {
            200: c.changePasswordResponse,
            ...errors(...GUARD_ERRORS, 'FORBIDDEN', 'CURRENT_PASSWORD_INCORRECT', 'PASSWORD_REUSED', 'SERVER_BUSY'),
          },
        },
      },
      (req) => passwords.changePassword(p, callerOf(req), req.body),
    );
    app.get(
      '/session',
      {
        onRequest: allowDuringPasswordChange(p.authenticate),
        schema: { tags, security: bearer, response: { 200: c.sessionInfo, ...errors(...GUARD_ERRORS) } },
      },
      (req) => auth.sessionInfo(callerOf(req)),
    );
    app.get(
      '/me',
      {
        onRequest: allowDuringPasswordChange(p.authenticate),
        schema: { tags, security: bearer, response: { 200: c.currentUser, ...errors(...GUARD_ERRORS) } },
      },
      (req) => auth.currentUser(p, callerOf(req)),
    );
    app.post(
      '/send-temp-password',
      {
        config: mailLimited,
        onRequest: allowArea(p.authenticate, 'admin'),
        schema: {
          tags,
          security: bearer,
          body: c.sendTempPasswordInput,
          response: { 200: c.messageResponse, ...errors(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'SERVER_BUSY') },
        },
      },
      (req) => passwords.sendTemporaryPassword(p, callerOf(req), req.body.userId, req.ip ?? null),
    );
    app.post(
      '/promote-to-superadmin',
      {
        onRequest: allow(p.authenticate, 'SuperAdmin'),
        schema: {
          tags,
          security: bearer,
          body: c.promoteInput,
          response: { 200: c.messageResponse, ...errors(...ROLE_GUARD_ERRORS, 'NOT_FOUND', 'ALREADY_SUPERADMIN') },
        },
      },
      (req) => auth.promoteToSuperAdmin(p, callerOf(req), req.body.userId, req.ip ?? null),
    );
  };
