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

/** Right or wrong as the server graded the part; open: partly right (the right answer is shown after it). */
export type PartMark = 'right' | 'wrong' | 'open';

const MARKS = { correct: 'right', partial: 'open', incorrect: 'wrong', unanswered: 'wrong' } as const;

export type ClozeMark = { part: ClozePart; given: ClozeAnswer; right: ClozeAnswer; mark: PartMark };

/** Each part of a reviewed response: the answer given, the right one, and the mark the server graded it with. */
export function clozeMarks(question: AttemptQuestion): ClozeMark[] {
  const parts = question.cloze?.parts ?? [];
  const given = clozeAnswers(question, responseOf('cloze', question.response));
  const rights = clozeAnswers(question, responseOf('cloze', question.review?.rightAnswer ?? null));
  return parts.map((part, i) => {
    const state = question.review?.parts?.[i];
    return { part, given: given[i] ?? null, right: rights[i] ?? null, mark: state ? MARKS[state] : 'open' };
  });
}
