import axe from 'axe-core';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import { HINT_REQUIRED, PENALTY_INVALID } from '@talentpath/contracts/questions';
import noValidation from '../../../../../locales/no/validation.json';
import { renderWithProviders } from '../../../../../test/render';
import { change, click, COURSE, describedBy, serve, textbox } from './editor-test-harness';
import { draftOf, newDraft, type QuestionDraft } from './question-draft';
import { QuestionForm } from './question-form';

// Feedback and hints (ADR 0056): the feedback for a right, partly right and wrong response, the hints an interactive
// quiz shows after wrong tries, and the penalty of each wrong try — folded away until written, kept through a save,
// each error on its field (the section opening for it), in English and Norwegian. An essay has none of them.

const SECTION = 'Feedback and hints';

async function open(draft: QuestionDraft) {
  const onDone = vi.fn();
  const view = await renderWithProviders(
    <QuestionForm
      courseId={COURSE}
      questionId={null}
      draft={draft}
      categories={[]}
      onDone={onDone}
      onCancel={() => undefined}
    />,
  );
  return { onDone, container: view.container };
}

/** A true/false question of the bank with feedback by mark, two hints and a penalty of its own. */
function written(): QuestionDraft {
  const bank: BankQuestion = {
    id: '00000000-0000-4000-8000-000000000301',
    courseId: COURSE,
    categoryId: null,
    tags: [],
    version: 2,
    question: {
      type: 'true-false',
      prompt: 'Oslo is the capital of Norway.',
      points: 2,
      generalFeedback: 'Since 1814.',
      correctFeedback: 'Right.',
      partialFeedback: '',
      incorrectFeedback: 'Look at a map.',
      hints: ['Think of the largest city.', 'It starts with O.'],
      penalty: 25,
      idNumber: '',
      correct: true,
    },
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
  return draftOf(bank);
}

const section = () => screen.getByRole('button', { name: SECTION });
const add = () => screen.getByRole('button', { name: 'Add question' });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('QuestionForm: feedback and hints', { timeout: 30_000 }, () => {
  it('is folded away on a new question, and not offered for an essay', async () => {
    await open(newDraft('single-choice'));
    expect(section().getAttribute('aria-expanded')).toBe('false');
    expect(section().getAttribute('type')).toBe('button');
    await change(screen.getByRole('combobox', { name: 'Question type' }), 'essay');
    expect(screen.queryByRole('button', { name: SECTION })).toBeNull();
    await change(screen.getByRole('combobox', { name: 'Question type' }), 'numerical');
    expect(section().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with what was written, keeps it through a save, and sends what was changed', async () => {
    const posted = serve();
    const { onDone, container } = await open(written());
    expect(section().getAttribute('aria-expanded')).toBe('true');
    expect(textbox('Feedback for a right response').value).toBe('Right.');
    expect(textbox('Feedback for a wrong response').value).toBe('Look at a map.');
    expect(textbox('Hint 2').value).toBe('It starts with O.');
    expect(textbox('Penalty for each wrong try').value).toBe('25 %');
    expect(screen.getByText(/In an interactive quiz a question has one try more than it has hints/)).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

    // Saved unchanged, the question stays as it was.
    await click(add());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posted[0]!.question).toMatchObject({
      correctFeedback: 'Right.',
      partialFeedback: '',
      incorrectFeedback: 'Look at a map.',
      hints: ['Think of the largest city.', 'It starts with O.'],
      penalty: 25,
    });

    await change(textbox('Feedback for a partly right response'), 'Nearly.');
    await click(screen.getByRole('button', { name: 'Remove Hint 1' }));
    await click(screen.getByRole('button', { name: 'Add hint' }));
    await change(textbox('Hint 2'), 'Not Bergen.');
    await change(textbox('Penalty for each wrong try'), '33.33333');
    await click(add());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(posted[1]!.question).toMatchObject({
      partialFeedback: 'Nearly.',
      hints: ['It starts with O.', 'Not Bergen.'],
      penalty: 33.33333,
    });
  });

  it('opens itself at a save to show an empty hint’s error, and puts the focus on it', async () => {
    const posted = serve();
    await open({ ...newDraft('true-false'), prompt: 'Water boils at 100 °C at sea level.' });
    await click(section());
    await click(screen.getByRole('button', { name: 'Add hint' }));
    await click(section());
    expect(section().getAttribute('aria-expanded')).toBe('false');
    await click(add());
    expect(posted).toEqual([]);
    expect(section().getAttribute('aria-expanded')).toBe('true');
    const hint = textbox('Hint 1');
    expect(describedBy(hint)).toContain(HINT_REQUIRED);
    await waitFor(() => expect(document.activeElement).toBe(hint));
  });

  it('says on the penalty that it is a percentage from 0 to 100, in English and Norwegian', async () => {
    const posted = serve();
    await open({ ...newDraft('short-answer'), prompt: 'The capital of Norway?' });
    await change(textbox('Accepted answer 1'), 'Oslo');
    await click(section());
    const penalty = textbox('Penalty for each wrong try');
    expect(penalty.value).toBe('33.33333 %');
    await change(penalty, '150');
    await click(add());
    expect(posted).toEqual([]);
    expect(penalty.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(penalty)).toContain(PENALTY_INVALID);
    await waitFor(() => expect(document.activeElement).toBe(penalty));

    i18next.addResourceBundle('no', 'validation', noValidation);
    await i18next.changeLanguage('no');
    await waitFor(() => expect(describedBy(penalty)).toContain(noValidation.quiz.penaltyInvalid));
    expect(noValidation.quiz.penaltyInvalid).toMatch(/^Trekket for hvert feil forsøk/);
  });
});
