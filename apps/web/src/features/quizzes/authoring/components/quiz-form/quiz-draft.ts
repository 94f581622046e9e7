import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  ATTEMPTS_MAX,
  type GradingMethod,
  type QuestionBehaviour,
  type Quiz,
  type QuizFields,
  type QuizLayout,
  quizInput,
  type ReviewPolicy,
} from '@talentpath/contracts/quizzes';
import { localId } from '../question-editor/local-id';

// The quiz form's values: the contract's fields, named as it names them (so an error's path is the field's path),
// as the inputs hold them — numbers as typed, times as the browser's local date-time inputs write them, and each
// slot with a key of its own for the sortable list.

export type SlotDraft =
  | { key: string; kind: 'fixed'; questionId: string }
  | { key: string; kind: 'random'; categoryId: string; count: number | string };

export type QuizDraft = {
  title: string;
  description: string;
  timeLimited: boolean;
  timeLimitMinutes: number | string;
  opensAt: string;
  closesAt: string;
  /** 'unlimited' or '1' to '20'. */
  attemptsAllowed: string;
  gradingMethod: GradingMethod;
  passMark: number | string;
  review: ReviewPolicy;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  layout: QuizLayout;
  /** Deferred feedback, or interactive with multiple tries (ADR 0056). */
  behaviour: QuestionBehaviour;
  requiredToCompleteLesson: boolean;
  slots: SlotDraft[];
};

export const ATTEMPT_CHOICES = ['unlimited', ...Array.from({ length: ATTEMPTS_MAX }, (_, i) => String(i + 1))];

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a local date-time input writes it ('2026-05-01T09:30'), in this browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A local date-time input's value as the moment it means ('' is none; anything unreadable is passed on as typed). */
export function isoOf(local: string): string | null {
  if (!local.trim()) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

const numberOf = (value: number | string): number | string =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value.replace(',', '.'));

export const fixedSlot = (questionId: string): SlotDraft => ({ key: localId(), kind: 'fixed', questionId });
export const randomSlot = (categoryId: string, count = 1): SlotDraft => ({
  key: localId(),
  kind: 'random',
  categoryId,
  count,
});

/** The form's values of a quiz, or of a new one with Moodle's defaults as the contract sets them. */
export function quizDraftOf(quiz: Quiz | null): QuizDraft {
  return {
    title: quiz?.title ?? '',
    description: quiz?.description ?? '',
    timeLimited: Boolean(quiz?.timeLimitMinutes),
    timeLimitMinutes: quiz?.timeLimitMinutes ?? 30,
    opensAt: localInputOf(quiz?.opensAt ?? null),
    closesAt: localInputOf(quiz?.closesAt ?? null),
    attemptsAllowed: quiz ? (quiz.attemptsAllowed === null ? 'unlimited' : String(quiz.attemptsAllowed)) : '1',
    gradingMethod: quiz?.gradingMethod ?? 'highest',
    passMark: quiz?.passMark ?? 50,
    review: quiz?.review ?? 'after-submit',
    shuffleQuestions: quiz?.shuffleQuestions ?? false,
    shuffleOptions: quiz?.shuffleOptions ?? true,
    layout: quiz?.layout ?? 'one-per-page',
    behaviour: quiz?.behaviour ?? 'deferred',
    requiredToCompleteLesson: quiz?.requiredToCompleteLesson ?? false,
    slots: (quiz?.slots ?? []).map((slot) =>
      slot.kind === 'fixed' ? fixedSlot(slot.questionId) : randomSlot(slot.categoryId, slot.count),
    ),
  };
}

/** The request body of the form's values. */
export function quizInputOf(draft: QuizDraft) {
  return {
    title: draft.title,
    description: draft.description,
    timeLimitMinutes: draft.timeLimited ? numberOf(draft.timeLimitMinutes) : null,
    opensAt: isoOf(draft.opensAt),
    closesAt: isoOf(draft.closesAt),
    attemptsAllowed: draft.attemptsAllowed === 'unlimited' ? null : Number(draft.attemptsAllowed),
    gradingMethod: draft.gradingMethod,
    passMark: numberOf(draft.passMark),
    review: draft.review,
    shuffleQuestions: draft.shuffleQuestions,
    shuffleOptions: draft.shuffleOptions,
    layout: draft.layout,
    behaviour: draft.behaviour,
    requiredToCompleteLesson: draft.requiredToCompleteLesson,
    slots: draft.slots.map((slot) =>
      slot.kind === 'fixed'
        ? { kind: slot.kind, questionId: slot.questionId }
        : { kind: slot.kind, categoryId: slot.categoryId, count: numberOf(slot.count) },
    ),
  };
}

/** The form's field for a path of the request body: the same path, but a fixed slot's question is its row. */
export function quizFieldOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'slots' && parts[2] === 'questionId') return `slots.${parts[1]}`;
  return parts.join('.');
}

/** The quiz form's schema for the one form approach (lib/form.ts): the contract's `quizInput` over the values. */
export const quizForm: StandardSchemaV1<QuizDraft, QuizFields> = {
  '~standard': {
    version: 1,
    vendor: 'talentpath',
    validate: (value) => {
      const parsed = quizInput.safeParse(quizInputOf(value as QuizDraft));
      if (parsed.success) return { value: parsed.data };
      return {
        issues: parsed.error.issues.map((issue) => ({
          message: issue.message,
          path: quizFieldOf(issue.path).split('.').filter(Boolean),
        })),
      };
    },
  },
};
