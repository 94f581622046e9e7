import { randomInt } from 'node:crypto';
import { drawValues } from '@talentpath/contracts/calculated';
import type { QuestionDefinition } from '@talentpath/contracts/questions';
import type { Tx } from '../../platform/db.ts';
import { clozeOrders } from './cloze-grading.ts';
import * as attempts from './attempts.repository.ts';
import type { AttemptQuestionRow, BankQuestionRow } from './attempts.repository.ts';
import { slotsOf, type QuizRow } from './quizzes.repository.ts';

// Drawing an attempt (ADR 0036): its questions from the quiz's slots, and the order the learner sees their parts in.

/** A random number in [0, 1), from the operating system's generator as the shuffles are. */
const random = () => randomInt(2 ** 47) / 2 ** 47;

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The order the learner sees a question's parts in, and a calculated question's values. Orderings and matches are always mixed: their order is the answer.
 * A gap question's choices are mixed as its author says (shuffleChoices), not as the quiz does.
 */
export function displayOf(q: QuestionDefinition, shuffleOptions: boolean): AttemptQuestionRow['display'] {
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice': {
      const ids = q.options.map((o) => o.id);
      return { optionIds: shuffleOptions ? shuffled(ids) : ids };
    }
    case 'ordering': {
      const ids = q.items.map((i) => i.id);
      let mixed = shuffled(ids);
      for (let tries = 0; tries < 10 && mixed.every((id, i) => id === ids[i]); tries++) mixed = shuffled(ids);
      return { optionIds: mixed };
    }
    case 'matching':
      return { choices: shuffled([...new Set([...q.pairs.map((p) => p.match), ...q.distractors])]) };
    case 'select-missing-words':
    case 'drag-drop-text': {
      const ids = q.choices.map((c) => c.id);
      return { optionIds: q.shuffleChoices ? shuffled(ids) : ids };
    }
    case 'cloze':
      return { partOrders: clozeOrders(q.prompt, shuffled) };
    // Drawn once, kept with the attempt: the learner, the grading and a regrade all see these values.
    case 'calculated':
      return { values: drawValues(q, random) };
    default:
      return {};
  }
}

/** The questions of a new attempt: the slots in order (or mixed), random draws without repeats. */
export async function draw(tx: Tx, quiz: QuizRow): Promise<BankQuestionRow[]> {
  const slots = await slotsOf(tx, quiz.id);
  const fixedIds = slots.flatMap((s) => (s.questionId ? [s.questionId] : []));
  const fixed = await attempts.bankQuestions(tx, fixedIds);
  const taken = new Set(fixedIds);
  const picked: BankQuestionRow[] = [];
  for (const slot of slots) {
    if (slot.questionId) {
      const q = fixed.find((f) => f.id === slot.questionId);
      if (q) picked.push(q);
      continue;
    }
    const pool = await attempts.categoryPool(tx, slot.categoryId!, taken);
    for (const q of shuffled(pool).slice(0, slot.count)) {
      taken.add(q.id);
      picked.push(q);
    }
  }
  return quiz.shuffleQuestions ? shuffled(picked) : picked;
}
