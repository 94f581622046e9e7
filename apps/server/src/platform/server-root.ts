import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first folder at or above `from` that holds a package.json. */
export function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no package.json at or above ${from}`);
  }
}

/**
 * apps/server, found from this module's own location: the same whether it runs as source (src/platform/) or
 * bundled (builds/<build>/, ADR 0045), so files beside the code (drizzle/, ../web/dist) are found from either
 * (ADR 0011).
 */
export const serverRoot = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The web app's published build (a link to its folder in apps/web/builds/, ADR 0045). */
export const webDist = path.join(serverRoot, '../web/dist');
