import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '@talentpath/contracts/contact';
import type { Platform } from '../../platform/context.ts';
import { errorResponses } from '../../platform/errors.ts';
import { sendMessage } from './contact.service.ts';

const tags = ['contact'];

/** The contact form's call of spec §7; public (no sign-in), rate-limited per IP. */
export const contactRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: p.env.CONTACT_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } };

    app.post(
      '/send-message',
      {
        config: limited,
        schema: { tags, body: c.contactMessageInput, response: { 201: c.contactMessage, ...errorResponses() } },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await sendMessage(p, req.body, { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null })),
    );
  };
