import { useRef, useState } from 'react';
import type { Attempt, AttemptQuestion } from '@talentpath/contracts/attempts';
import { isQuestionFinished } from '../api/check-answer';

// An interactive quiz's questions while the attempt is under way (ADR 0056, Moodle's interactive behaviour with
// multiple tries): each is checked on its own; a wrong or partly right check shows its feedback and hint, and the
// answer stays as it was until the learner asks to try again; a right one, or the last try, finishes the question.

/** Checks one question's response: resolves with the attempt as the server has it after the check. */
export type CheckAnswer = (position: number, response: unknown) => Promise<Attempt>;

export type Interactive = NonNullable<AttemptQuestion['interactive']>;

/**
 * answering: the answer can change and be checked; checking: the check is on its way; try-again: a wrong or partly
 * right check is shown until the learner asks to try again; finished: marked, the answer can no longer change.
 */
export type CheckPhase = 'answering' | 'checking' | 'try-again' | 'finished';

/** Where the keyboard goes once a check or a try again has changed the controls under a question. */
export type CheckFocus = 'input' | 'again' | 'heading';

export type CheckView = {
  interactive: Interactive;
  phase: CheckPhase;
  /** Why the last check was refused (shown translated); null once the answer changes. */
  error: unknown;
  focus: CheckFocus | null;
  onCheck: () => void;
  onTryAgain: () => void;
  onFocused: () => void;
};

const NONE: Interactive = { triesLeft: 1, finished: false, last: null };

const adding = <T>(set: ReadonlySet<T>, item: T) => new Set(set).add(item);
const removing = <T>(set: ReadonlySet<T>, item: T) => {
  const copy = new Set(set);
  copy.delete(item);
  return copy;
};
const setting = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map(map).set(key, value);
const deleting = <K, V>(map: ReadonlyMap<K, V>, key: K) => {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
};

/**
 * The checks of an interactive attempt: null for a deferred one, or where nothing can be checked (the preview).
 * `questionOf` gives a question as its last check left it: the check's answer is read at once, not after the cache
 * it also goes to has told the screen (which would show the Check button again for a moment). `locked` says whether a
 * question's answer may change now.
 */
export function useInteractiveChecks(
  attempt: Attempt,
  check: CheckAnswer | undefined,
  responseAt: (position: number) => unknown,
) {
  const [checked, setChecked] = useState<ReadonlyMap<number, AttemptQuestion>>(new Map());
  const [checking, setChecking] = useState<ReadonlySet<number>>(new Set());
  const [retrying, setRetrying] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<number, unknown>>(new Map());
  const [focus, setFocus] = useState<{ position: number; to: CheckFocus } | null>(null);
  // A second press before the screen shows the first check under way sends nothing.
  const sending = useRef(new Set<number>());
  if (attempt.behaviour !== 'interactive' || !check) return null;

  const run = async (position: number) => {
    if (sending.current.has(position)) return;
    sending.current.add(position);
    setChecking((current) => adding(current, position));
    setErrors((current) => deleting(current, position));
    try {
      const next = await check(position, responseAt(position));
      const question = next.questions.find((q) => q.position === position);
      if (question) setChecked((current) => setting(current, position, question));
      setRetrying((current) => removing(current, position));
      setFocus({ position, to: question?.interactive?.finished ? 'heading' : 'again' });
    } catch (error) {
      setErrors((current) => setting(current, position, error));
      if (isQuestionFinished(error)) {
        // The attempt is read again to show how it was marked; the Check button goes, so the keyboard goes first.
        setChecked((current) => deleting(current, position));
        setFocus({ position, to: 'heading' });
      }
    } finally {
      sending.current.delete(position);
      setChecking((current) => removing(current, position));
    }
  };

  const questionOf = (question: AttemptQuestion) => checked.get(question.position) ?? question;

  const viewOf = (question: AttemptQuestion): CheckView | null => {
    // An essay is marked by a person, after the attempt.
    if (question.type === 'essay') return null;
    const { position } = question;
    const interactive = questionOf(question).interactive ?? NONE;
    let phase: CheckPhase = 'answering';
    if (checking.has(position)) phase = 'checking';
    else if (interactive.finished) phase = 'finished';
    else if (interactive.last && !retrying.has(position)) phase = 'try-again';
    return {
      interactive,
      phase,
      error: errors.get(position) ?? null,
      focus: focus?.position === position ? focus.to : null,
      onCheck: () => {
        if (phase === 'answering') void run(position);
      },
      onTryAgain: () => {
        setRetrying((current) => adding(current, position));
        setFocus({ position, to: 'input' });
      },
      onFocused: () => setFocus(null),
    };
  };

  return {
    viewOf,
    questionOf,
    locked: (question: AttemptQuestion) => (viewOf(question)?.phase ?? 'answering') !== 'answering',
    /** The answer changed: a refusal of the one before no longer stands. */
    changed: (position: number) => {
      if (errors.has(position)) setErrors((current) => deleting(current, position));
    },
  };
}
