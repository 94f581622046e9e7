import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  CLOSES_BEFORE_OPENS,
  RANDOM_COUNT_INVALID,
  SLOT_QUESTION_DUPLICATE,
  TIME_LIMIT_INVALID,
} from '@talentpath/contracts/quizzes';
import {
  fixedSlot,
  isoOf,
  localInputOf,
  quizDraftOf,
  quizFieldOf,
  quizForm,
  quizInputOf,
  randomSlot,
} from './quiz-draft';

const Q = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const C = '6f9619ff-8b86-4d01-b42d-00cf4fc964fe';
const errors = (draft: ReturnType<typeof quizDraftOf>) =>
  ((quizForm['~standard'].validate(draft) as StandardSchemaV1.Result<unknown>).issues ?? []).map(
    (issue) => `${(issue.path ?? []).join('.')}: ${issue.message}`,
  );

describe('the quiz form', () => {
  it('starts a new quiz with the contract’s defaults and sends them as the contract reads them', () => {
    const draft = { ...quizDraftOf(null), title: 'Check' };
    expect(errors(draft)).toEqual([]);
    expect(quizInputOf(draft)).toMatchObject({
      timeLimitMinutes: null,
      opensAt: null,
      attemptsAllowed: 1,
      gradingMethod: 'highest',
      passMark: 50,
      review: 'after-submit',
      shuffleOptions: true,
      behaviour: 'deferred',
      slots: [],
    });
  });

  it('keeps how questions behave, from the quiz to the form and back', () => {
    const quiz = { ...quizDraftOf(null), title: 'Check', behaviour: 'interactive' as const };
    expect(quizInputOf(quiz)).toMatchObject({ behaviour: 'interactive' });
    expect(errors({ ...quiz, behaviour: 'adaptive' as never })).toEqual(['behaviour: Choose how questions behave']);
  });

  it('sends unlimited attempts as null and a time limit only when it is on', () => {
    const draft = { ...quizDraftOf(null), title: 'Check', attemptsAllowed: 'unlimited', timeLimitMinutes: 20 };
    expect(quizInputOf(draft)).toMatchObject({ attemptsAllowed: null, timeLimitMinutes: null });
    expect(quizInputOf({ ...draft, timeLimited: true })).toMatchObject({ timeLimitMinutes: 20 });
    expect(errors({ ...draft, timeLimited: true, timeLimitMinutes: '' })).toEqual([
      `timeLimitMinutes: ${TIME_LIMIT_INVALID}`,
    ]);
  });

  it('puts slot errors on the slot’s field, and a fixed question twice on the list', () => {
    const draft = {
      ...quizDraftOf(null),
      title: 'Check',
      slots: [fixedSlot(Q), randomSlot(C, 0)],
    };
    expect(errors(draft)).toEqual([`slots.1.count: ${RANDOM_COUNT_INVALID}`]);
    expect(errors({ ...draft, slots: [fixedSlot(Q), fixedSlot(Q)] })).toEqual([`slots: ${SLOT_QUESTION_DUPLICATE}`]);
    expect(quizFieldOf(['slots', 2, 'questionId'])).toBe('slots.2');
    expect(quizFieldOf(['slots', 2, 'count'])).toBe('slots.2.count');
  });

  it('reads the date-time inputs in the browser’s zone, and wants closing after opening', () => {
    const opens = '2026-05-01T09:30';
    expect(localInputOf(isoOf(opens))).toBe(opens);
    expect(isoOf('')).toBeNull();
    const draft = { ...quizDraftOf(null), title: 'Check', opensAt: opens, closesAt: '2026-05-01T09:00' };
    expect(errors(draft)).toEqual([`closesAt: ${CLOSES_BEFORE_OPENS}`]);
  });
});
