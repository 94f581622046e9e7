import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { type QuestionResponse, responseSchemas } from '@talentpath/contracts/questions';
import { renderWithProviders } from '../../../../test/render';
import { QuestionCard } from './question-card';
import { QuestionInput } from './questions/question-input';
import { ReviewCard } from './review-card';

// Embedded answers (Cloze) while taking a quiz (issue 23): the text with each part answered where it stands — a
// text box, a number box, a drop-down, radio buttons or check boxes — each named "Answer n" in reading order. In the
// review, each part shows the answer given, marked where the review can tell, and the right answer where it differs.

const question = (extra: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  position: 1,
  type: 'cloze',
  prompt: 'The _____ and the _____\nwent to sea in _____ boat.\nThey took _____ and _____.',
  points: 5,
  cloze: {
    pieces: ['The ', ' and the ', '\nwent to sea in ', ' boat.\nThey took ', ' and ', '.'],
    parts: [
      { kind: 'text', multiple: false, layout: 'inline', options: [] },
      {
        kind: 'choice',
        multiple: false,
        layout: 'dropdown',
        options: [
          { id: '2', text: 'Pussy-cat' },
          { id: '1', text: 'Bow-wow' },
        ],
      },
      { kind: 'number', multiple: false, layout: 'inline', options: [] },
      {
        kind: 'choice',
        multiple: false,
        layout: 'vertical',
        options: [
          { id: '1', text: 'honey' },
          { id: '2', text: 'jam' },
        ],
      },
      {
        kind: 'choice',
        multiple: true,
        layout: 'horizontal',
        options: [
          { id: '1', text: 'money' },
          { id: '2', text: 'a spoon' },
          { id: '3', text: 'a guitar' },
        ],
      },
    ],
  },
  response: null,
  flagged: false,
  review: null,
  ...extra,
});

/** The input as the attempt holds it: each response given back to it; every one also recorded. */
function Taking({ of, given }: { of: AttemptQuestion; given: QuestionResponse[] }) {
  const [response, setResponse] = useState<unknown>(of.response);
  const onChange = (next: QuestionResponse) => {
    given.push(next);
    setResponse(next);
  };
  return <QuestionInput question={of} response={response} onChange={onChange} idPrefix="q1" />;
}

const change = (element: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(element, { target: { value } }));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

describe('a Cloze question while taking the quiz', () => {
  it('puts each part in the text where it stands, named Answer n in reading order, the lines kept', async () => {
    await renderWithProviders(<Taking of={question()} given={[]} />);
    const text = screen.getByRole('textbox', { name: 'Answer 1' });
    expect(text.getAttribute('type')).toBe('text');
    expect(text.getAttribute('inputmode')).toBe('text');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Answer 2' });
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose…'],
      ['2', 'Pussy-cat'],
      ['1', 'Bow-wow'],
    ]);
    // A phone shows its number pad for a number.
    expect(screen.getByRole('textbox', { name: 'Answer 3' }).getAttribute('inputmode')).toBe('decimal');
    const radios = within(screen.getByRole('radiogroup', { name: 'Answer 4' })).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2']);
    const boxes = within(screen.getByRole('group', { name: 'Answer 5' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    const container = text.closest('div[class*="gapText"]')!;
    expect(container.textContent).toContain('\nwent to sea in ');
    expect(container.textContent).not.toContain('_____');
  });

  it('answers each part in its shape: text as typed, a number as typed, an option’s id, the ids ticked', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question()} given={given} />);
    await change(screen.getByRole('textbox', { name: 'Answer 1' }), 'O');
    expect(given.at(-1)).toEqual({ parts: ['O', null, null, null, null] });
    // Saved as it is typed: each key is a response, as a short answer's (the attempt's queue waits for a pause).
    await change(screen.getByRole('textbox', { name: 'Answer 1' }), 'Owl');
    expect(given.at(-1)).toEqual({ parts: ['Owl', null, null, null, null] });
    await change(screen.getByRole('combobox', { name: 'Answer 2' }), '2');
    expect(given.at(-1)).toEqual({ parts: ['Owl', '2', null, null, null] });
    await change(screen.getByRole('textbox', { name: 'Answer 3' }), '1,5');
    expect(given.at(-1)).toEqual({ parts: ['Owl', '2', '1,5', null, null] });
    await click(screen.getByRole('radio', { name: 'jam' }));
    expect(given.at(-1)).toEqual({ parts: ['Owl', '2', '1,5', '2', null] });
    await click(screen.getByRole('checkbox', { name: 'a guitar' }));
    await click(screen.getByRole('checkbox', { name: 'money' }));
    expect(given.at(-1)).toEqual({ parts: ['Owl', '2', '1,5', '2', ['1', '3']] });
    expect(responseSchemas.cloze.safeParse(given.at(-1)).success).toBe(true);
    // Emptied again, a part is none.
    await click(screen.getByRole('checkbox', { name: 'a guitar' }));
    await click(screen.getByRole('checkbox', { name: 'money' }));
    await change(screen.getByRole('combobox', { name: 'Answer 2' }), '');
    await change(screen.getByRole('textbox', { name: 'Answer 1' }), '');
    expect(given.at(-1)).toEqual({ parts: [null, null, '1,5', '2', null] });
  });

  it('shows a saved response in its parts', async () => {
    const saved = { parts: ['Owl', '1', '2', '1', ['2']] };
    await renderWithProviders(<Taking of={question({ response: saved })} given={[]} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Answer 1' }).value).toBe('Owl');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Answer 2' }).value).toBe('1');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'honey' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'a spoon' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'money' }).checked).toBe(false);
  });

  it('shows the text once on the question’s card: in the input, with its parts', async () => {
    await renderWithProviders(
      <QuestionCard question={question()} response={null} flagged={false} onResponse={vi.fn()} onFlag={vi.fn()} />,
    );
    expect(document.body.textContent?.match(/went to sea/g)).toHaveLength(1);
    expect(document.body.textContent).not.toContain('_____');
    expect(screen.getByText(/Not answered/)).toBeTruthy();
  });
});

describe('a Cloze question in the review', () => {
  const reviewed = question({
    response: { parts: ['owl', '1', '1,5', null, ['1', '2']] },
    review: {
      state: 'partial',
      score: 2.5,
      rightAnswer: { parts: ['Owl', '2', '1.5', '1', ['1', '2']] },
      feedback: '1: Well done!\n\n3: Right number',
      graderComment: null,
      // As the server graded each part: "owl" partly right, the choice wrong, the number right, one blank.
      parts: ['partial', 'incorrect', 'correct', 'unanswered', 'correct'],
    },
  });

  it('shows each part’s answer in the text, marked as graded, the right one where it is not right', async () => {
    await renderWithProviders(<ReviewCard question={reviewed} />);
    const text = document.querySelector('article div[class*="gapText"]')!.textContent;
    expect(text).toBe(
      'The owl (answer 1) right answer: Owl and the Bow-wow (answer 2, wrong) right answer: Pussy-cat\n' +
        'went to sea in 1,5 (answer 3, right) boat.\n' +
        'They took (none chosen) (answer 4, wrong) right answer: honey and money, a spoon (answer 5, right).',
    );
    const right = screen.getByText('Right answer').parentElement!;
    expect(right.textContent).toBe('Right answerOwl · Pussy-cat · 1.5 · honey · money, a spoon');
    const feedback = screen.getByText('Feedback').parentElement!;
    expect(feedback.textContent).toBe('Feedback1: Well done!\n\n3: Right number');
    expect(document.querySelector('article')!.textContent).not.toContain('_____');
  });

  it('marks every part right in a question graded right', async () => {
    await renderWithProviders(
      <ReviewCard
        question={{
          ...reviewed,
          response: { parts: ['owl', '2', '1.5', '1', ['2', '1']] },
          review: { ...reviewed.review!, state: 'correct', score: 5, parts: Array(5).fill('correct') },
        }}
      />,
    );
    const text = document.querySelector('article div[class*="gapText"]')!.textContent;
    expect(text).toContain('owl (answer 1, right)');
    expect(text).not.toContain('right answer:');
    expect(text).not.toContain('wrong');
  });
});
