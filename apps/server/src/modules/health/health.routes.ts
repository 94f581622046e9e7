import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context.ts';

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
        const database = await p.db.execute(sql`select 1`).then(
          () => 'ok' as const,
          () => 'down' as const,
        );
        const body = {
          status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
          database,
          uptimeSeconds: Math.round(process.uptime()),
        };
        reply.header('x-database-kind', p.dbKind);
        return reply.code(database === 'ok' ? 200 : 503).send(body);
      },
    );
  };
