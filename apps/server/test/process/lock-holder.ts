import { existsSync } from 'node:fs';
import { DataDirLockedError, lockDataDir } from '../../src/platform/data-lock.ts';

// A process that takes LOCK_DIR and holds it until SIGTERM. It says "ready", then (with GO_FILE) waits for that
// file to appear, so that several holders try at the same moment. Exit 3: refused (the message on stderr).
console.log('ready');
const goFile = process.env.GO_FILE;
while (goFile && !existsSync(goFile)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
try {
  const release = lockDataDir(process.env.LOCK_DIR!, { port: 4321, command: 'npm start' });
  console.log('locked');
  process.on('SIGTERM', () => {
    release();
    process.exit(0);
  });
  setInterval(() => {}, 60_000);
} catch (error) {
  console.error((error as Error).message);
  process.exit(error instanceof DataDirLockedError ? 3 : 4);
}
