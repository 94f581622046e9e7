import axe from 'axe-core';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { type Attempt, type AttemptQuestion, CHECK_EMPTY } from '@talentpath/contracts/attempts';
import noErrors from '../../../../locales/no/errors.json';
import noTaking from '../../../../locales/no/quiz-taking.json';
import noValidation from '../../../../locales/no/validation.json';
import { renderWithProviders } from '../../../../test/render';
import { quizTakingKeys } from '../api/query-keys';
import { TakeQuizPage } from '../pages/take-quiz-page';

// An interactive quiz while it is taken (ADR 0056, Moodle's interactive behaviour with multiple tries): each question
// but an essay has a Check button under it, which sends the question's response (never racing a save of it). What
// the check says is announced politely under the question: a wrong try's feedback, hint and tries left, the answer
// read-only until Try again; a finished question's mark and right answer, its answer read-only for good. A refused
// check says why, in the learner's language.

const QUIZ = '00000000-0000-4000-8000-000000000401';
const ATTEMPT = '00000000-0000-4000-8000-000000000402';

const shortAnswer: AttemptQuestion = {
  position: 1,
  type: 'short-answer',
  prompt: 'The capital of Norway?',
  points: 2,
  response: null,
  interactive: { triesLeft: 2, finished: false, last: null },
  flagged: false,
  review: null,
};
const singleChoice: AttemptQuestion = {
  position: 2,
  type: 'single-choice',
  prompt: 'The largest city of Norway?',
  points: 1,
  options: [
    { id: 'a', text: 'Oslo' },
    { id: 'b', text: 'Bergen' },
  ],
  response: null,
  interactive: { triesLeft: 1, finished: false, last: null },
  flagged: false,
  review: null,
};
const essay: AttemptQuestion = {
  position: 3,
  type: 'essay',
  prompt: 'Why is Oslo the capital?',
  points: 4,
  response: null,
  flagged: false,
  review: null,
};

function attemptOf(questions: AttemptQuestion[], layout: Attempt['layout'] = 'one-per-page'): Attempt {
  return {
    id: ATTEMPT,
    quizId: QUIZ,
    quizTitle: 'Norway',
    courseId: '00000000-0000-4000-8000-000000000403',
    lessonId: '00000000-0000-4000-8000-000000000404',
    learner: { id: '00000000-0000-4000-8000-000000000405', name: 'Kari' },
    number: 1,
    state: 'in-progress',
    layout,
    behaviour: 'interactive',
    startedAt: '2026-03-02T10:00:00.000Z',
    deadline: null,
    now: '2026-03-02T10:01:00.000Z',
    submittedAt: null,
    closedBy: null,
    maxScore: 7,
    score: null,
    percent: null,
    passed: null,
    reviewOpen: false,
    questions,
  };
}

/** The question at `position` of the attempt, changed. */
const changed = (attempt: Attempt, position: number, change: Partial<AttemptQuestion>): Attempt => ({
  ...attempt,
  questions: attempt.questions.map((q) => (q.position === position ? { ...q, ...change } : q)),
});

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The server's side: the attempt as it stands, the checks and saves sent, each check answered by `onCheck`. */
function serve(start: Attempt, onCheck: (check: { position: number; response: unknown }, now: Attempt) => Answer) {
  const server = { attempt: start, checks: [] as unknown[], saves: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url === `/api/attempts/${ATTEMPT}` && init.method === 'GET')
        return json({ status: 200, body: server.attempt });
      if (url === `/api/attempts/${ATTEMPT}` && init.method === 'PUT') {
        server.saves.push(body);
        return json({ status: 200, body: server.attempt });
      }
      if (url === `/api/attempts/${ATTEMPT}/check` && init.method === 'POST') {
        server.checks.push(body);
        const answer = onCheck(body, server.attempt);
        if (answer.status === 200) server.attempt = answer.body as Attempt;
        return json(answer);
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: `Not found: ${init.method} ${url}` } });
    }),
  );
  return server;
}

async function take(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const view = await renderWithProviders(
    <Routes>
      <Route path="/learner/take-quiz/:quizId" element={<TakeQuizPage />} />
    </Routes>,
    { path: `/learner/take-quiz/${QUIZ}?attempt=${ATTEMPT}`, client },
  );
  await screen.findByRole('heading', { level: 1, name: 'Norway' });
  return { client, container: view.container };
}

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const type = (element: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(element, { target: { value } }));
const section = (n: number) => document.getElementById(`question-${n}`)!;
const result = (n: number) => document.getElementById(`question-${n}-result`)!;
/** The first question's answer (its name changes with the language). */
const answerBox = () => document.getElementById('question-1-answer') as HTMLInputElement;
/** Whether a control is disabled by the fieldset around a question's answer. */
const readOnly = (element: HTMLElement) => element.closest('fieldset')?.disabled === true;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('an interactive quiz while it is taken', { timeout: 30_000 }, () => {
  it('checks a response, shows a wrong try’s hint read-only until Try again, then the finished mark', async () => {
    const server = serve(attemptOf([shortAnswer, singleChoice, essay]), (check, now) => {
      const right = (check.response as { text: string }).text === 'Oslo';
      return {
        status: 200,
        body: changed(now, check.position, {
          response: check.response as AttemptQuestion['response'],
          interactive: right
            ? {
                triesLeft: 0,
                finished: true,
                last: { state: 'correct', score: 1.33, feedback: 'Right.', hint: null, rightAnswer: { text: 'Oslo' } },
              }
            : {
                triesLeft: 1,
                finished: false,
                last: {
                  state: 'incorrect',
                  score: null,
                  feedback: 'Look at a map.',
                  hint: 'It starts with O.',
                  rightAnswer: null,
                },
              },
        }),
      };
    });
    const { client, container } = await take();
    expect(result(1).getAttribute('aria-live')).toBe('polite');
    expect(result(1).textContent).toBe('');

    // Typed, then checked at once: the save waiting for a pause is taken back, the check carries the response.
    await type(answerBox(), 'Bergen');
    await click(screen.getByRole('button', { name: 'Check question 1' }));
    await waitFor(() => expect(result(1).textContent).toContain('Incorrect'));
    expect(server.checks).toEqual([{ position: 1, response: { text: 'Bergen' } }]);
    expect(result(1).textContent).toContain('Look at a map.');
    expect(result(1).textContent).toContain('Hint: It starts with O.');
    expect(result(1).textContent).toContain('Tries left: 1');
    // The buttons are no part of what is announced.
    expect(within(result(1)).queryByRole('button')).toBeNull();

    const again = screen.getByRole('button', { name: 'Try again: question 1' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.queryByRole('button', { name: 'Check question 1' })).toBeNull();
    expect(readOnly(answerBox())).toBe(true);
    await type(answerBox(), 'Trondheim');
    expect(answerBox().value).toBe('Bergen');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

    await pause(1000);
    expect(server.saves).toEqual([]);

    await click(again);
    expect(result(1).textContent).toBe('');
    expect(readOnly(answerBox())).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(answerBox()));

    await type(answerBox(), 'Oslo');
    await click(screen.getByRole('button', { name: 'Check question 1' }));
    await waitFor(() => expect(result(1).textContent).toContain('Correct'));
    expect(server.checks.at(-1)).toEqual({ position: 1, response: { text: 'Oslo' } });
    expect(result(1).textContent).toContain('Marks: 1.33 out of 2');
    expect(within(result(1)).getByText('Right answer')).toBeTruthy();
    expect(within(result(1)).getByText('Oslo')).toBeTruthy();
    expect(result(1).textContent).not.toContain('Tries left');
    expect(screen.queryByRole('button', { name: /question 1/ })).toBeNull();
    expect(readOnly(answerBox())).toBe(true);
    await waitFor(() => expect(document.activeElement?.id).toBe('question-1-title'));
    // The attempt the check answered with is the cache's, as a start or a submit leaves it.
    expect(client.getQueryData(quizTakingKeys.attempt(ATTEMPT))).toEqual(server.attempt);
  });

  it('checks each question on its own on one page; an essay has no Check', async () => {
    const server = serve(attemptOf([shortAnswer, singleChoice, essay], 'all-on-one-page'), (check, now) => ({
      status: 200,
      body: changed(now, check.position, {
        response: check.response as AttemptQuestion['response'],
        interactive: {
          triesLeft: 0,
          finished: true,
          last: { state: 'incorrect', score: 0, feedback: '', hint: null, rightAnswer: null },
        },
      }),
    }));
    await take();
    expect(screen.getByRole('button', { name: 'Check question 1' })).toBeTruthy();
    expect(within(section(3)).queryByRole('button', { name: /Check/ })).toBeNull();
    expect(document.getElementById('question-3-result')).toBeNull();

    await click(within(section(2)).getByRole('radio', { name: 'Bergen' }));
    await click(screen.getByRole('button', { name: 'Check question 2' }));
    await waitFor(() => expect(result(2).textContent).toContain('Marks: 0 out of 1'));
    expect(server.checks).toEqual([{ position: 2, response: { optionId: 'b' } }]);
    expect(readOnly(within(section(2)).getByRole('radio', { name: 'Oslo' }))).toBe(true);
    // The other questions are as they were.
    expect(screen.getByRole('button', { name: 'Check question 1' })).toBeTruthy();
    expect(readOnly(answerBox())).toBe(false);
    expect(result(1).textContent).toBe('');
  });

  it('says why a check was refused, translated: nothing to check, or the question finished already', async () => {
    const finished = changed(attemptOf([shortAnswer]), 1, {
      response: { text: 'Oslo' },
      interactive: {
        triesLeft: 0,
        finished: true,
        last: { state: 'correct', score: 2, feedback: '', hint: null, rightAnswer: null },
      },
    });
    let refusals = 0;
    const server = serve(attemptOf([shortAnswer]), () => {
      refusals += 1;
      if (refusals === 1)
        return {
          status: 400,
          body: {
            code: 'VALIDATION',
            message: 'The request is not valid',
            details: [{ path: 'response', message: CHECK_EMPTY }],
          },
        };
      // Finished meanwhile in another tab: the attempt is read again to show it.
      server.attempt = finished;
      return { status: 409, body: { code: 'QUESTION_FINISHED', message: 'This question is finished' } };
    });
    await take();
    const check = screen.getByRole('button', { name: 'Check question 1' });
    // Pressed from the keyboard: the button keeps the focus while the check is on its way, and after a refusal.
    check.focus();
    await click(check);
    await waitFor(() => expect(result(1).textContent).toBe('Give an answer before you check it'));
    expect(document.activeElement).toBe(check);
    expect(readOnly(answerBox())).toBe(false);

    i18next.addResourceBundle('no', 'validation', noValidation);
    i18next.addResourceBundle('no', 'quiz-taking', noTaking);
    i18next.addResourceBundle('no', 'errors', noErrors);
    await act(async () => void (await i18next.changeLanguage('no')));
    await waitFor(() => expect(result(1).textContent).toBe(noValidation.quiz.checkEmpty));

    await type(answerBox(), 'Oslo');
    // A changed answer: the refusal no longer stands.
    expect(result(1).textContent).toBe('');
    await click(screen.getByRole('button', { name: 'Sjekk spørsmål 1' }));
    await waitFor(() => expect(result(1).textContent).toContain(noErrors.QUESTION_FINISHED));
    await waitFor(() => expect(result(1).textContent).toContain('Poeng: 2 av 2'));
    expect(readOnly(answerBox())).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sjekk spørsmål 1' })).toBeNull();
  });
});
