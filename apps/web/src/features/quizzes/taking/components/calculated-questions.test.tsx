import { useState } from 'react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { type QuestionResponse, responseSchemas } from '@talentpath/contracts/questions';
import noTaking from '../../../../locales/no/quiz-taking.json';
import { renderWithProviders } from '../../../../test/render';
import { QuestionCard } from './question-card';
import { QuestionInput } from './questions/question-input';
import { ReviewCard } from './review-card';

// A calculated question while taking the quiz and in its review (issue 23): the server sends the text with the
// attempt's values in it; the learner answers with a number (and a unit, if the question has units) as for a
// numerical question, and the review shows the right answer with the decimals its author chose.

const question = (extra: Partial<AttemptQuestion> = {}): AttemptQuestion => ({
  position: 1,
  type: 'calculated',
  prompt: 'A rectangle is 3.2 m by 4.5 m. Its area?',
  points: 2,
  units: ['m²', 'cm²'],
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

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a calculated question while taking the quiz', () => {
  it('shows the text with the attempt’s values, and the number input', async () => {
    await renderWithProviders(
      <QuestionCard question={question()} response={null} flagged={false} onResponse={vi.fn()} onFlag={vi.fn()} />,
    );
    expect(screen.getByText('A rectangle is 3.2 m by 4.5 m. Its area?')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Answer' });
    expect(describedBy(input)).toContain('Units you may type after the number: m², cm²');
    // With units to type, the full keyboard; without, a phone's number pad.
    expect(input.getAttribute('inputmode')).toBe('text');
  });

  it('answers with the text typed, `{ text }`, as a numerical question', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({ units: undefined })} given={given} />);
    const input = screen.getByRole('textbox', { name: 'Answer' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await act(async () => void fireEvent.change(input, { target: { value: '14,4' } }));
    expect(given.at(-1)).toEqual({ text: '14,4' });
    expect(responseSchemas.calculated.safeParse(given.at(-1)).success).toBe(true);
  });
});

describe('a calculated question in the review', () => {
  const reviewed = question({
    response: { text: '14.4 m²' },
    review: {
      state: 'correct',
      score: 2,
      rightAnswer: { text: '14.40 m²' },
      feedback: 'Length times width',
      graderComment: null,
    },
  });

  it('shows the learner’s answer and the right one with the decimals it was written with', async () => {
    await renderWithProviders(<ReviewCard question={reviewed} />);
    expect(screen.getByText('A rectangle is 3.2 m by 4.5 m. Its area?')).toBeTruthy();
    expect(screen.getByText('14.4 m²')).toBeTruthy();
    expect(screen.getByText('14.40 m²')).toBeTruthy();
    expect(screen.getByText('Length times width')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
  });

  it('writes the right answer as the language writes numbers, its decimals kept', async () => {
    i18next.addResourceBundle('no', 'quiz-taking', noTaking);
    await i18next.changeLanguage('no');
    await renderWithProviders(<ReviewCard question={reviewed} />);
    expect(screen.getByText('14,40 m²')).toBeTruthy();
  });

  it('keeps a power of ten as written', async () => {
    await renderWithProviders(
      <ReviewCard
        question={question({
          units: undefined,
          review: {
            state: 'unanswered',
            score: 0,
            rightAnswer: { text: '1.23e-7' },
            feedback: '',
            graderComment: null,
          },
        })}
      />,
    );
    expect(screen.getByText('1.23e-7')).toBeTruthy();
  });
});
