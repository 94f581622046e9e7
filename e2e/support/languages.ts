import type { Lang } from './fixtures.ts';

/**
 * The languages a behaviour journey runs in (ADR 0041). Norwegian by default: every screen a journey passes is then
 * checked in the language with the longer words (axe, overflow at 375 px, and no text missing — the page guards
 * fail on a missing key in any language). The journeys that are about language (choosing one, prerendered pages,
 * the public pages' axe check, e-mails in the reader's language) and the shell's run in both. E2E_LANGUAGES=all runs every journey
 * in both, e.g. after a change of texts.
 */
export function journeyLanguages(): Lang[] {
  return process.env.E2E_LANGUAGES === 'all' ? ['en', 'no'] : ['no'];
}
