import pretty from 'pino-pretty';
import type { Env } from '../env.ts';

/**
 * Pino options for the server's own stdout: JSON lines (pino's default) or, with LOG_FORMAT=pretty (the default
 * on a terminal), readable lines. Formatted in this thread and written synchronously, so a line logged just
 * before exit (shutdown) is never lost.
 */
export function stdoutLogOptions(format: Env['LOG_FORMAT']) {
  return format === 'pretty'
    ? { stream: pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) }
    : {};
}
