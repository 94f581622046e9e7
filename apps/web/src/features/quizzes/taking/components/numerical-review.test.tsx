import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { renderWithProviders } from '../../../../test/render';
import { QuestionInput } from './questions/question-input';
import { ReviewCard } from './review-card';

// A numerical question with units tells the learner which units may follow the number (issue 23), with the
// input; a review's mark may be negative (a single choice's negative mark) and reads with a minus sign.

const question = (extra: Partial<AttemptQuestion>): AttemptQuestion => ({
  position: 1,
  type: 'numerical',
  prompt: 'How long is the table?',
  points: 2,
  response: null,
  flagged: false,
  review: null,
  ...extra,
});

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('a numerical question while taking the quiz', () => {
  it('names the units that may follow the number, in the input’s description', async () => {
    await renderWithProviders(
      <QuestionInput question={question({ units: ['m', 'cm'] })} response={null} onChange={vi.fn()} idPrefix="q1" />,
    );
    const input = screen.getByRole('textbox', { name: 'Answer' });
    expect(describedBy(input)).toContain('Units you may type after the number: m, cm');
    expect(document.getElementById('q1-units')?.textContent).toBe('Units you may type after the number: m, cm');
    // A phone's number pad has no letters to type a unit with.
    expect(input.getAttribute('inputmode')).toBe('text');
  });

  it('says nothing of units when the question has none', async () => {
    await renderWithProviders(
      <QuestionInput question={question({})} response={null} onChange={vi.fn()} idPrefix="q2" />,
    );
    const input = screen.getByRole('textbox', { name: 'Answer' });
    expect(describedBy(input)).not.toContain('Units');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});

describe('a question in the review', () => {
  it('shows a negative mark with a minus sign', async () => {
    await renderWithProviders(
      <ReviewCard
        question={question({
          type: 'single-choice',
          options: [
            { id: 'a', text: 'Oslo' },
            { id: 'b', text: 'Bergen' },
          ],
          response: { optionId: 'b' },
          review: {
            state: 'incorrect',
            score: -0.5,
            rightAnswer: { optionId: 'a' },
            feedback: '',
            graderComment: null,
          },
        })}
      />,
    );
    expect(screen.getByText('Marks: \u22120.5 out of 2')).toBeTruthy();
  });

  it('writes the right number with its unit as the language writes the number', async () => {
    await renderWithProviders(
      <ReviewCard
        question={question({
          units: ['m', 'cm'],
          response: { text: '100000 cm' },
          review: {
            state: 'correct',
            score: 2,
            rightAnswer: { text: '1000 m' },
            feedback: 'Right',
            graderComment: null,
          },
        })}
      />,
    );
    expect(screen.getByText('1,000 m')).toBeTruthy();
    expect(screen.getByText('Right')).toBeTruthy();
  });

  it('writes every decimal of the right number, not a score’s two', async () => {
    await renderWithProviders(
      <ReviewCard
        question={question({
          response: { text: '3.14' },
          review: {
            state: 'partial',
            score: 1,
            rightAnswer: { text: '3.14159' },
            feedback: '',
            graderComment: null,
          },
        })}
      />,
    );
    expect(screen.getByText('3.14159')).toBeTruthy();
  });
});
