import { vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { BankQuestionInput } from '@talentpath/contracts/question-bank';
import { PENALTY_DEFAULT } from '@talentpath/contracts/questions';

// What the editor's tests share: a course, the bank's side of a save (fetch stubbed), and the controls by name.

export const COURSE = '00000000-0000-4000-8000-0000000000c1';

/** The feedback by mark, hints and penalty of a question that has none written: the contract's defaults. */
export const NO_TRIES = {
  correctFeedback: '',
  partialFeedback: '',
  incorrectFeedback: '',
  hints: [] as string[],
  penalty: PENALTY_DEFAULT,
};

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The bank's side: what was posted, answered with the question saved or with `answer`. */
export function serve(answer?: { status: number; body: unknown }) {
  const posted: BankQuestionInput[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === `/api/courses/${COURSE}/question-bank` && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as BankQuestionInput;
        posted.push(body);
        if (answer) return json(answer.status, answer.body);
        return json(201, {
          id: '00000000-0000-4000-8000-000000000101',
          courseId: COURSE,
          categoryId: null,
          tags: [],
          version: 1,
          question: body.question,
          createdAt: '2026-03-02T10:00:00.000Z',
          updatedAt: '2026-03-02T10:00:00.000Z',
        });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return posted;
}

export const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
export const change = (element: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(element, { target: { value } }));
export const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
export const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
/** The texts an element is described by (its hint, its error). */
export const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
