import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context.ts';
import { healthOf } from './health.service.ts';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
});

export const healthRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['platform'], response: { 200: health, 503: health } } },
      async (_req, reply) => {
        const body = await healthOf(p);
        reply.header('x-database-kind', p.dbKind);
        return reply.code(body.status === 'ok' ? 200 : 503).send(body);
      },
    );
  };
