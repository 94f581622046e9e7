import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from '@talentpath/contracts/errors';
import { LANGUAGES } from '@talentpath/contracts/constants';
import { contactMessageInput } from '@talentpath/contracts/contact';
import { VALIDATION_KEYS } from '../lib/validation';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const bundles: Record<string, Record<string, Tree>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (bundles[language] ??= {})[namespace] = tree;
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const flat = (language: string, namespace: string) => flatten(bundles[language]?.[namespace] ?? {});
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(bundles).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the same namespaces in every language', () => {
    const reference = Object.keys(bundles.en ?? {}).sort();
    for (const language of LANGUAGES) expect(Object.keys(bundles[language] ?? {}).sort()).toEqual(reference);
  });

  for (const namespace of Object.keys(bundles.en ?? {})) {
    it(`${namespace}: has every key in every language, none empty, same placeholders`, () => {
      const en = flat('en', namespace);
      for (const language of LANGUAGES) {
        const other = flat(language, namespace);
        const missing = Object.keys(en).filter((k) => !(k in other));
        const extra = Object.keys(other).filter((k) => !(k in en));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
        for (const [key, value] of Object.entries(other)) {
          expect(value.trim(), `${language}/${namespace}:${key}`).not.toBe('');
          expect(placeholders(value), `${language}/${namespace}:${key}`).toEqual(placeholders(en[key] ?? ''));
        }
      }
    });
  }

  it('translate every server error code', () => {
    for (const language of LANGUAGES) {
      const errors = flat(language, 'errors');
      for (const code of [...ERROR_CODES, 'NETWORK', 'TIMEOUT'])
        expect(errors[code], `${language}: ${code}`).toBeTruthy();
    }
  });

  it('use the contracts’ English wording for error codes and validation messages', () => {
    const errors = flat('en', 'errors');
    for (const code of ERROR_CODES) expect(errors[code]).toBe(ERROR_MESSAGES[code]);
    const validation = flat('en', 'validation');
    for (const [message, key] of Object.entries(VALIDATION_KEYS)) expect(validation[key]).toBe(message);
  });

  it('write English the American way, as the spec does ("personalized")', () => {
    const british =
      /\b\w+(?:isations?|is(?:e|es|ed|ing))\b|\b(?:colour|behaviour|favour|honour|labour|centre|analyse|licence|catalogue|enrolment|travell)\w*/gi;
    // Words that end alike but are spelt the same in American English.
    const american =
      /^(?:advertising|advised?|enterprises?|exercised?|otherwise|promised?|precise|raised?|rise|surprised?|wise|likewise|premises|expertise|compromised?|revised?|supervised?|noise)$/i;
    const found: string[] = [];
    for (const namespace of Object.keys(bundles.en ?? {})) {
      for (const [key, value] of Object.entries(flat('en', namespace))) {
        for (const word of value.match(british) ?? [])
          if (!american.test(word)) found.push(`${namespace}:${key} ${word}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('name the sign-in action one way: the header’s login control reads as the dialog’s button', () => {
    for (const language of LANGUAGES)
      expect(flat(language, 'common')['nav.login']).toBe(flat(language, 'auth')['login.submit']);
  });

  it('translate every message the contact form can show (from the contracts schema, not copied)', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const inputs = [
      { name: ' ', email: '', subject: '', message: '' },
      { name: long(100), email: 'not an email', subject: long(200), message: ' short ' },
      { name: 'A', email: `${long(250)}@x.no`, subject: 'S', message: long(5000) },
      { name: 'A\u0000', email: 'a@x.no', subject: 'S\u0001', message: 'Hello there\u007f' },
    ];
    const messages = new Set<string>();
    for (const input of inputs) {
      const result = contactMessageInput.safeParse(input);
      for (const issue of result.success ? [] : result.error.issues) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThanOrEqual(12);
    for (const message of messages) expect(VALIDATION_KEYS[message], message).toBeTruthy();
  });
});

/**
 * Every literal key passed to `t()` in the source must exist in English (and so, by the tests above, in
 * Norwegian). A file's namespace is the (first) one it passes to useTranslation; `ns:key` names another.
 */
describe('keys used in the source', () => {
  const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.*'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it('all exist in the English bundles', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [file, text] of Object.entries(sources)) {
      // A component that takes its namespace as a prop says which ones: its keys must be in each.
      const shared = /t\(\) keys are in each of: ([\w-]+(?:, [\w-]+)*)/.exec(text)?.[1]?.split(', ');
      const namespaces = shared ?? [/useTranslation\(\[?'([\w-]+)'/.exec(text)?.[1] ?? 'common'];
      for (const match of text.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const raw = match[1] ?? '';
        for (const namespace of namespaces) {
          const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [namespace, raw];
          checked += 1;
          // A key with a count may exist only in its plural forms (i18next's `_one`, `_other`).
          const bundle = flat('en', ns);
          if (!(key in bundle) && !(`${key}_other` in bundle)) missing.push(`${file}: ${ns}:${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });
});
