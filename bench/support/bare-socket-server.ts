import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { HUB, NOTIFICATION_HUB_PATH } from '@talentpath/contracts/notifications';
import { answerCpuQueries } from './processes.ts';

// The ceiling for the hub's memory: Socket.IO on a plain HTTP server, same version, path and heartbeat as the
// product's hub (apps/server/src/platform/realtime.ts), without its token check, rooms per user or Redis adapter.
const server = createServer();
const io = new Server(server, {
  path: NOTIFICATION_HUB_PATH,
  serveClient: false,
  pingInterval: HUB.keepAliveMs,
  pingTimeout: HUB.serverTimeoutMs - HUB.keepAliveMs,
});
await new Promise<void>((resolve) => server.listen(Number(process.env.PORT), '127.0.0.1', resolve));
answerCpuQueries({ connections: () => io.of('/').sockets.size });
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
