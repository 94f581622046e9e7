import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Lang } from './fixtures.ts';

const cache = new Map<string, Record<string, unknown>>();
function namespace(lang: Lang, ns: string) {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) {
    const file = fileURLToPath(new URL(`../../apps/web/src/locales/${lang}/${ns}.json`, import.meta.url));
    cache.set(key, JSON.parse(readFileSync(file, 'utf8')));
  }
  return cache.get(key)!;
}

/** The product's own text for a key ('auth:login.submit'), so journeys check what each language shows. */
export function tr(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], namespace(lang, ns));
  if (typeof value !== 'string') throw new Error(`no text for ${lang} ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, v: string) => vars[v] ?? `{{${v}}}`);
}

/** A RegExp matching exactly that text. */
export const exact = (s: string) => new RegExp(`^\\s*${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
