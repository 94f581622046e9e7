import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

/** The cookie the web app writes with the chosen language (path=/, a year, SameSite=Lax), so the server can answer in it. */
export const LANGUAGE_COOKIE = 'tp_lang';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The supported language a language tag names (any Norwegian variant is 'no'), or null if none. */
export function languageOfTag(code: string): Language | null {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'nb' || base === 'nn' || base === 'no') return 'no';
  return isLanguage(base) ? base : null;
}

/** The supported language a tag names; anything unsupported (or nothing) is FALLBACK_LANGUAGE. */
export function toSupportedLanguage(code: string | null | undefined): Language {
  return languageOfTag(code ?? '') ?? FALLBACK_LANGUAGE;
}

// RFC 9110 §12.4.2: a qvalue is 0 to 1 with at most three decimals.
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

type Range = { tag: string; q: number; position: number };

/** One `tag;q=…` entry; a malformed one is null (ignored rather than guessed at). */
function parseRange(entry: string, position: number): Range | null {
  const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
  if (!/^(?:\*|[a-z]{1,8}(?:[-_][a-z0-9]{1,8})*)$/i.test(tag)) return null;
  let q = 1;
  for (const param of params) {
    const [name, value = ''] = param.split('=').map((part) => part.trim());
    if (name?.toLowerCase() !== 'q') continue;
    if (!QVALUE.test(value)) return null;
    q = Number(value);
  }
  return { tag, q, position };
}

/**
 * The supported language an Accept-Language header prefers most (q=0 means not acceptable; `*` stands for any
 * language the header does not name), or null when it accepts none of them. Never throws.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (typeof header !== 'string') return null;
  const ranges = header
    .split(',')
    .map(parseRange)
    .filter((range): range is Range => range !== null);
  const named = new Set(ranges.map((range) => languageOfTag(range.tag)));
  const ranked = ranges.filter((range) => range.q > 0).sort((a, b) => b.q - a.q || a.position - b.position);
  for (const range of ranked) {
    const language = range.tag === '*' ? LANGUAGES.find((l) => !named.has(l)) : languageOfTag(range.tag);
    if (language) return language;
  }
  return null;
}
