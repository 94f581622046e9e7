import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankQuestion, BankQuestionInput } from '@talentpath/contracts/question-bank';
import type { QuizInput } from '@talentpath/contracts/quizzes';
import { renderWithProviders } from '../../../../../test/render';
import { QuizEditor } from './quiz-editor';

// A new course's bank is empty: the quiz form writes its questions in place (issue 22), in the course's bank, and
// each joins the quiz at once — from the form's actions, or from the bank's picker that found nothing. The form also
// says how questions behave (ADR 0056): deferred feedback, or interactive with multiple tries.

const COURSE = '00000000-0000-4000-8000-0000000000c1';
const LESSON = '00000000-0000-4000-8000-0000000000a1';
const PROMPT = 'TypeScript compiles to JavaScript.';

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The server's side: the course's bank (empty at first), what was posted to it, and the quiz created. */
function serve() {
  const bank: BankQuestion[] = [];
  const quizzes: QuizInput[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = url.replace(/\?.*$/, '');
      if (path === `/api/courses/${COURSE}/question-bank` && init.method === 'GET')
        return json(200, {
          items: bank,
          pageNumber: 1,
          pageSize: 10,
          totalCount: bank.length,
          hasNextPage: false,
          categories: [],
          uncategorised: bank.length,
        });
      if (path === `/api/courses/${COURSE}/question-bank` && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as BankQuestionInput;
        const { categoryId = null, tags = [], question } = body;
        const saved = {
          id: `00000000-0000-4000-8000-00000000010${bank.length}`,
          courseId: COURSE,
          categoryId,
          tags,
          version: 1,
          question,
          createdAt: '2026-03-02T10:00:00.000Z',
          updatedAt: '2026-03-02T10:00:00.000Z',
        } as BankQuestion;
        bank.push(saved);
        return json(201, saved);
      }
      if (path === `/api/lessons/${LESSON}/quizzes` && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as QuizInput;
        quizzes.push(body);
        return json(201, { id: '00000000-0000-4000-8000-000000000201', title: body.title });
      }
      return json(404, { code: 'NOT_FOUND', message: `Not found: ${init.method} ${url}` });
    }),
  );
  return { bank, quizzes };
}

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const change = (element: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(element, { target: { value } }));

async function open() {
  await renderWithProviders(
    <QuizEditor lesson={{ id: LESSON, title: 'Basics' }} courseId={COURSE} courseTitle="Web" quiz={null} />,
    { path: `/coordinator/create-quiz/${LESSON}` },
  );
  await screen.findByRole('heading', { level: 2, name: 'Questions' });
}

/** In the editor's dialog: a true/false question (true is the answer unless changed), added. */
async function writeQuestion() {
  const editor = await screen.findByRole('dialog', { name: 'New question' });
  await change(within(editor).getByRole('combobox', { name: 'Question type' }), 'true-false');
  await change(within(editor).getByRole('textbox', { name: 'Question text' }), PROMPT);
  await click(within(editor).getByRole('button', { name: 'Add question' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New question' })).toBeNull());
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuizEditor: writing a question in place', { timeout: 20_000 }, () => {
  it('writes it in the course bank beside "Add from the bank", puts it on the quiz, and gives focus back', async () => {
    const { bank, quizzes } = serve();
    await open();
    await change(screen.getByRole('textbox', { name: 'Title' }), 'Check your basics');
    const write = screen.getByRole('button', { name: 'Write a new question' });
    write.focus();
    await click(write);
    await writeQuestion();
    // The editor's form is its own: saving the question does not submit the quiz around it.
    expect(quizzes).toEqual([]);

    expect(bank.map((q) => q.question)).toMatchObject([{ type: 'true-false', prompt: PROMPT, correct: true }]);
    const slots = screen.getByRole('list', { name: 'Questions of the quiz, in order' });
    expect(within(slots).getByText(PROMPT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(write));

    await click(screen.getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(quizzes).toHaveLength(1));
    expect(quizzes[0]!.slots).toEqual([{ kind: 'fixed', questionId: bank[0]!.id }]);
  });

  it('offers the same in the picker when the bank has nothing, and closes both dialogs once it is on the quiz', async () => {
    const { bank } = serve();
    await open();
    const fromBank = screen.getByRole('button', { name: 'Add from the bank' });
    fromBank.focus();
    await click(fromBank);
    const picker = await screen.findByRole('dialog', { name: 'Add questions from the bank' });
    expect(await within(picker).findByText('The bank of this course has no questions yet.')).toBeTruthy();
    await click(within(picker).getByRole('button', { name: 'Write a new question' }));
    await writeQuestion();

    expect(bank).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add questions from the bank' })).toBeNull());
    const slots = screen.getByRole('list', { name: 'Questions of the quiz, in order' });
    expect(within(slots).getByText(PROMPT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fromBank));
  });
});

describe('QuizEditor: how questions behave', { timeout: 20_000 }, () => {
  it('offers deferred feedback (at first) and interactive with multiple tries, and sends the choice', async () => {
    const { quizzes } = serve();
    await open();
    await change(screen.getByRole('textbox', { name: 'Title' }), 'Try and try again');
    const group = screen.getByRole('radiogroup', { name: 'How questions behave' });
    const deferred = within(group).getByRole<HTMLInputElement>('radio', { name: 'Deferred feedback' });
    const interactive = within(group).getByRole<HTMLInputElement>('radio', { name: 'Interactive with multiple tries' });
    expect(deferred.checked).toBe(true);
    expect(document.getElementById(interactive.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /get a hint and try again/,
    );
    await click(interactive);
    expect(interactive.checked).toBe(true);
    await click(screen.getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(quizzes).toHaveLength(1));
    expect(quizzes[0]).toMatchObject({ title: 'Try and try again', behaviour: 'interactive' });
  });
});
