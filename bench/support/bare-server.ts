import Fastify from 'fastify';
import { answerCpuQueries } from './processes.ts';

// The ceiling: a bare Fastify route, same framework version, same logger settings, nothing else.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/ping', async () => ({
  userId: '00000000-0000-4000-8000-000000000000',
  role: 'Learner',
  sessionId: '00000000-0000-4000-8000-000000000000',
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
answerCpuQueries();
