import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { type ClozePart, type ClozeText, readCloze } from '@talentpath/contracts/cloze';
import { literalAnswer, matchesAnswer, normaliseAnswer, readNumber, withinTolerance } from './answer-reading.ts';

// Embedded answers (Moodle's Cloze, ADR 0054): each part graded as its type is — a short answer by the first answer
// it matches (`*` wildcards, letter case as the part says), a number by the first answer within its tolerance (`*`
// any number), a choice by the chosen answer's weight, several choices by their weights added up within [0, 100%]
// — and the question by the parts' marks: the sum of each part's share times its marks, over the sum of the marks
// (qtype_multianswer's grade_response). A choice's option ids are its answers' places, 1, 2, 3 … as written.

type Given = string | string[] | null;

/** The parts of a stored Cloze question; a text the contract accepted always reads. */
export function clozeOf(prompt: string): ClozeText {
  const read = readCloze(prompt);
  if (typeof read === 'string') throw new Error(`a stored Cloze question does not read: ${read}`);
  return read;
}

/** An option's id: its answer's place in the part, from 1. */
const optionId = (index: number) => String(index + 1);
const indexOf = (id: string) => Number(id) - 1;

/** The answer a part's response matches (its weight and feedback), or null (no answer, or none matched). */
function matched(part: ClozePart, given: Given): { weight: number; feedback: string }[] | null {
  if (given === null) return null;
  if (part.kind === 'choice') {
    const ids = typeof given === 'string' ? [given] : given;
    const chosen = [...new Set(ids)].map((id) => part.answers[indexOf(id)]).filter((a) => a !== undefined);
    if (chosen.length === 0) return null;
    return part.multiple ? chosen : chosen.slice(0, 1);
  }
  if (typeof given !== 'string' || given.trim() === '') return null;
  if (part.kind === 'short-answer') {
    const text = normaliseAnswer(given, part.caseSensitive);
    const answer = part.answers.find((a) => matchesAnswer(a.text, text, part.caseSensitive));
    return [answer ?? { weight: 0, feedback: '' }];
  }
  const n = readNumber(given);
  const answer = part.answers.find((a) => ('any' in a ? true : n !== null && withinTolerance(a, n)));
  return [answer ?? { weight: 0, feedback: '' }];
}

/** A part's share of its marks: −1 to 1 (below 0 only for a choice with a negative weight). */
function share(part: ClozePart, given: Given): number {
  const answers = matched(part, given) ?? [];
  const sum = answers.reduce((s, a) => s + a.weight, 0) / 100;
  return part.kind === 'choice' && part.multiple ? Math.max(0, Math.min(1, sum)) : sum;
}

/** Each part's state as graded: unanswered, or by its share. */
export function clozePartStates(prompt: string, parts: readonly Given[]): PartState[] {
  return clozeOf(prompt).parts.map((part, i) => {
    const given = parts[i] ?? null;
    if (matched(part, given) === null) return 'unanswered';
    const s = share(part, given);
    return s >= 1 - 1e-6 ? 'correct' : s > 0 ? 'partial' : 'incorrect';
  });
}
export type PartState = 'correct' | 'partial' | 'incorrect' | 'unanswered';

/** The question's share of its points, or null when no part was answered. */
export function clozeFraction(prompt: string, parts: readonly Given[]): number | null {
  const cloze = clozeOf(prompt);
  if (cloze.parts.every((part, i) => matched(part, parts[i] ?? null) === null)) return null;
  const marks = cloze.parts.reduce((s, p) => s + p.marks, 0);
  return cloze.parts.reduce((s, part, i) => s + share(part, parts[i] ?? null) * part.marks, 0) / marks;
}

/** Whether a response fits the question: no more answers than parts, each of its part's kind, naming its options. */
export function clozeFits(prompt: string, parts: readonly Given[]): boolean {
  const cloze = clozeOf(prompt);
  if (parts.length > cloze.parts.length) return false;
  return parts.every((given, i) => {
    const part = cloze.parts[i]!;
    if (given === null) return true;
    if (part.kind !== 'choice') return typeof given === 'string';
    const ids = typeof given === 'string' ? [given] : given;
    if (typeof given !== 'string' && !part.multiple) return false;
    return (
      new Set(ids).size === ids.length && ids.every((id) => part.answers[indexOf(id)] !== undefined && /^\d+$/.test(id))
    );
  });
}

/** A response that earns full marks: each part's first 100% answer (a multiple response's positive ones). */
export function clozeFullMarks(prompt: string): Given[] {
  return clozeOf(prompt).parts.map((part) => {
    if (part.kind === 'choice') {
      if (part.multiple) return part.answers.flatMap((a, i) => (a.weight > 0 ? [optionId(i)] : []));
      return optionId(part.answers.findIndex((a) => a.weight === 100));
    }
    if (part.kind === 'numerical') {
      const full = part.answers.find((a) => a.weight === 100 && !('any' in a));
      return full && !('any' in full) ? String(full.value) : '0';
    }
    return literalAnswer(part.answers.find((a) => a.weight === 100)!.text, part.caseSensitive);
  });
}

/** What the author wrote for each answer a response matched, numbered by part. */
export function clozeFeedback(prompt: string, parts: readonly Given[]): string[] {
  return clozeOf(prompt).parts.flatMap((part, i) =>
    (matched(part, parts[i] ?? null) ?? []).filter((a) => a.feedback).map((a) => `${i + 1}: ${a.feedback}`),
  );
}

/** The question as a learner answers it: the text around the parts, and each part without its answers' marks. */
export function clozeView(
  prompt: string,
  orders: readonly (readonly string[])[] | undefined,
): AttemptQuestion['cloze'] {
  const cloze = clozeOf(prompt);
  return {
    pieces: cloze.pieces,
    parts: cloze.parts.map((part, p) => {
      if (part.kind !== 'choice')
        return { kind: part.kind === 'numerical' ? 'number' : 'text', multiple: false, layout: 'inline', options: [] };
      const order = orders?.[p] ?? part.answers.map((_, i) => optionId(i));
      return {
        kind: 'choice',
        multiple: part.multiple,
        layout: part.layout,
        options: order.map((id) => ({ id, text: part.answers[indexOf(id)]?.text ?? '' })),
      };
    }),
  };
}

/** The order each choice part shows its options in: as written, or mixed where the part says so. */
export function clozeOrders(prompt: string, shuffled: (ids: string[]) => string[]): string[][] {
  return clozeOf(prompt).parts.map((part) => {
    if (part.kind !== 'choice') return [];
    const ids = part.answers.map((_, i) => optionId(i));
    return part.shuffle ? shuffled(ids) : ids;
  });
}
