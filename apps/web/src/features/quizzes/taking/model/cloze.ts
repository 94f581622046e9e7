import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import type { GapPart } from './gaps';
import { type ClozeAnswer, clozeAnswers, responseOf } from './responses';

// Embedded answers (Cloze), as the attempt gives them: `cloze.pieces` the text around the parts (one piece more
// than parts), `cloze.parts` each part as the learner answers it — a text box, a number box, or a choice of options.

export type ClozePart = NonNullable<AttemptQuestion['cloze']>['parts'][number];

/** The text cut at its parts, each part by its place in reading order (0 for the first), as a gap question's is. */
export function clozeTextParts(pieces: readonly string[]): GapPart[] {
  return pieces.flatMap((text, i): GapPart[] => [
    ...(text ? [{ kind: 'text' as const, text }] : []),
    ...(i < pieces.length - 1 ? [{ kind: 'gap' as const, index: i }] : []),
  ]);
}

/** A part's answer in words: the text typed, or the options' texts (ticked ones joined by commas); null for none. */
export function partText(part: ClozePart | undefined, answer: ClozeAnswer): string | null {
  if (answer === null) return null;
  if (part?.kind !== 'choice') return typeof answer === 'string' ? answer : answer.join(', ');
  const ids = typeof answer === 'string' ? [answer] : answer;
  return ids.map((id) => part.options.find((option) => option.id === id)?.text ?? id).join(', ');
}

/** A number part's answer as `format` writes its number (the server's 3.5 as 3,5); other answers as they are. */
export function writtenNumber(part: ClozePart | undefined, answer: ClozeAnswer, format: (n: number) => string) {
  if (part?.kind !== 'number' || typeof answer !== 'string' || answer.trim() === '') return answer;
  return Number.isFinite(Number(answer)) ? format(Number(answer)) : answer;
}

/** Right or wrong as far as the review tells; open: a text or number that may be right, though not the one shown. */
export type PartMark = 'right' | 'wrong' | 'open';

/** A number as typed (a point or a comma for decimals), or NaN. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

const blank = (answer: ClozeAnswer) =>
  answer === null || (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0);

function markOf(part: ClozePart, given: ClozeAnswer, right: ClozeAnswer): PartMark {
  if (blank(given)) return 'wrong';
  if (right === null) return 'open';
  if (part.kind === 'choice') {
    const ids = (answer: ClozeAnswer) => (answer === null ? [] : typeof answer === 'string' ? [answer] : answer);
    const [a, b] = [ids(given), ids(right)];
    return a.length === b.length && a.every((id) => b.includes(id)) ? 'right' : 'wrong';
  }
  if (typeof given !== 'string' || typeof right !== 'string') return 'open';
  // Another accepted answer, a tolerance or letter case the part ignores may make another answer right as well.
  if (part.kind === 'number') return numberOf(given) === numberOf(right) ? 'right' : 'open';
  return given.trim().replace(/\s+/gu, ' ') === right.trim() ? 'right' : 'open';
}

export type ClozeMark = { part: ClozePart; given: ClozeAnswer; right: ClozeAnswer; mark: PartMark };

/**
 * Each part of a reviewed response: the answer given, the right one, and whether it is right — as the server graded
 * it (review.parts). Without those, where the review can tell: a choice is right when it is the right one (all of
 * them); a text or number that is the one shown is right, another may be right too (open); in a question graded
 * right every part answered is right; without the right answer, only a part left empty can be told (wrong).
 */
export function clozeMarks(question: AttemptQuestion): ClozeMark[] {
  const parts = question.cloze?.parts ?? [];
  const given = clozeAnswers(question, responseOf('cloze', question.response));
  const rights = clozeAnswers(question, responseOf('cloze', question.review?.rightAnswer ?? null));
  const allRight = question.review?.state === 'correct';
  const graded = question.review?.parts;
  return parts.map((part, i) => {
    const answer = given[i] ?? null;
    const right = rights[i] ?? null;
    // As the server graded the part where it says (partly right: the right answer shown after it).
    const state = graded?.[i];
    const mark: PartMark = state
      ? state === 'correct'
        ? 'right'
        : state === 'partial'
          ? 'open'
          : 'wrong'
      : allRight && !blank(answer)
        ? 'right'
        : markOf(part, answer, right);
    return { part, given: answer, right, mark };
  });
}
