import { GAP_MARK } from '@talentpath/contracts/questions';
import type { GapChoiceDraft } from './question-draft';

// A gap question's text as its editor reads it: `[[n]]` is a gap that choice n fills (contracts `gapsOf`).

export type PreviewPart =
  | { kind: 'text'; text: string }
  | { kind: 'gap'; number: number; choice: GapChoiceDraft | null };

/** The text cut at its gaps, each gap with the choice it names (null: there is no choice n). */
export function previewOf(prompt: string, choices: readonly GapChoiceDraft[]): PreviewPart[] {
  // split() with the mark's one group leaves the gaps' numbers at the odd places.
  return prompt.split(GAP_MARK).flatMap((part, i): PreviewPart[] => {
    if (i % 2 === 1) return [{ kind: 'gap', number: Number(part), choice: choices[Number(part) - 1] ?? null }];
    return part ? [{ kind: 'text', text: part }] : [];
  });
}

/**
 * The text after the choices were reordered or one removed (`before` and `after`: their ids): each gap follows its
 * choice, so moving a row changes the order learners see, not what fills a gap. A gap naming no choice keeps its
 * number.
 */
export function renumberGaps(prompt: string, before: readonly string[], after: readonly string[]): string {
  return prompt.replace(GAP_MARK, (mark, n: string) => {
    const at = after.indexOf(before[Number(n) - 1] ?? '');
    return at < 0 ? mark : `[[${at + 1}]]`;
  });
}
