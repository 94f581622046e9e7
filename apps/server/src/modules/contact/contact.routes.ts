import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/contact';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import * as service from './contact.service.ts';

const tags = ['contact'];
const security = [{ bearerAuth: [] }];
const BY_ID = ['NOT_FOUND', 'URI_TOO_LONG'] as const;

/** The contact form's call of spec §7 (public, rate-limited per IP) and the admins' inbox of what it received. */
export const contactRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: p.env.CONTACT_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } };
    const admin = allowArea(p.authenticate, 'admin');

    app.post(
      '/contact/send-message',
      {
        config: limited,
        schema: { tags, body: c.contactMessageInput, response: { 201: c.contactMessage, ...errorResponses() } },
      },
      async (req, reply) =>
        reply.code(201).send(
          await service.sendMessage(p, req.body, {
            ip: req.ip ?? null,
            userAgent: req.headers['user-agent'] ?? null,
          }),
        ),
    );

    app.get(
      '/admin/contact-messages',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          querystring: c.inboxQuery,
          response: { 200: c.inboxPage, ...errorResponses(...ROLE_GUARD_ERRORS) },
        },
      },
      (req) => service.listInbox(p, req.query),
    );

    app.get(
      '/admin/contact-messages/unread-count',
      {
        onRequest: admin,
        schema: { tags, security, response: { 200: c.inboxUnreadCount, ...errorResponses(...ROLE_GUARD_ERRORS) } },
      },
      () => service.unreadCount(p),
    );

    app.get(
      '/admin/contact-messages/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: c.contactMessageIdParams,
          response: { 200: c.inboxMessage, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.getInboxMessage(p, req.params.id),
    );

    app.put(
      '/admin/contact-messages/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: c.contactMessageIdParams,
          body: c.inboxMessageUpdate,
          response: { 200: c.inboxMessage, ...errorResponses(...ROLE_GUARD_ERRORS, ...BY_ID) },
        },
      },
      (req) => service.markRead(p, callerOf(req), req.params.id, req.body.read),
    );
  };
