import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WEIGHT_CORRECT_POSITIVE, WEIGHTS_CORRECT_SUM } from '@talentpath/contracts/questions';
import { renderWithProviders } from '../../../../../test/render';
import { newDraft } from './question-draft';
import { QuestionForm } from './question-form';
import { COURSE, serve, click, change, textbox, select } from './editor-test-harness';

// The editor at Moodle's depth (issue 23): weights picked from a menu on the options and numbers, units with their
// grading, the grading type of an ordering, the id number; each control labelled, its error on it.

const menuOf = (element: HTMLSelectElement) => [...element.options].map((o) => Number(o.value));

async function open(type: Parameters<typeof newDraft>[0]) {
  const onDone = vi.fn();
  await renderWithProviders(
    <QuestionForm
      courseId={COURSE}
      questionId={null}
      draft={newDraft(type)}
      categories={[]}
      onDone={onDone}
      onCancel={() => undefined}
    />,
  );
  await change(textbox('Question text'), 'A question');
  return onDone;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuestionForm at Moodle’s depth', { timeout: 20_000 }, () => {
  it('gives a single choice’s other options a weight, from 90% down to −100%, 0% at first', async () => {
    const posted = serve();
    const onDone = await open('single-choice');
    for (const n of [1, 2, 3]) await change(textbox(`Text of Option ${n}`), `Choice ${n}`);
    expect(screen.getAllByRole('combobox', { name: /^Weight of/ })).toHaveLength(3);
    await click(screen.getByRole('radio', { name: 'Option 1 is correct' }));
    // The correct option is worth all: it has no weight to choose.
    expect(screen.queryByRole('combobox', { name: 'Weight of Option 1' })).toBeNull();
    const other = select('Weight of Option 2');
    expect(other.value).toBe('0');
    expect(menuOf(other)[0]).toBe(90);
    expect(menuOf(other).at(-1)).toBe(-100);
    expect(within(other).getByRole('option', { name: '\u221233.33333%' })).toBeTruthy();
    await change(other, '50');
    await change(select('Weight of Option 3'), '-25');
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({
      options: [{ text: 'Choice 1' }, { text: 'Choice 2', weight: 50 }, { text: 'Choice 3', weight: -25 }],
    });
    expect((posted[0]!.question as { options: object[] }).options[0]).not.toHaveProperty('weight');
  });

  it('turns a multiple choice’s weights on (the even rule’s, at first) and holds them to 100%', async () => {
    const posted = serve();
    await open('multiple-choice');
    for (const n of [1, 2, 3]) await change(textbox(`Text of Option ${n}`), `Choice ${n}`);
    await click(screen.getByRole('checkbox', { name: 'Option 1 is correct' }));
    await click(screen.getByRole('checkbox', { name: 'Option 2 is correct' }));
    expect(screen.queryByRole('combobox', { name: 'Weight of Option 1' })).toBeNull();

    await click(screen.getByRole('switch', { name: /^Give each option its own weight/ }));
    expect([1, 2, 3].map((n) => select(`Weight of Option ${n}`).value)).toEqual(['50', '50', '-100']);
    // A correct option is worth more than 0%; a wrong one 0% or less.
    expect(menuOf(select('Weight of Option 1')).every((w) => w > 0)).toBe(true);
    expect(menuOf(select('Weight of Option 3')).every((w) => w <= 0)).toBe(true);

    await change(select('Weight of Option 1'), '75');
    await click(screen.getByRole('button', { name: 'Add question' }));
    expect(posted).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(WEIGHTS_CORRECT_SUM);

    await change(select('Weight of Option 2'), '25');
    expect(screen.queryByRole('alert')).toBeNull();
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const sent = posted[0]!.question as { options: { weight?: number }[] };
    expect(sent.options.map((o) => o.weight)).toEqual([75, 25, -100]);

    // Marked correct with nothing of 100% left, an option is worth 0% until the author rebalances: said on it.
    await click(screen.getByRole('checkbox', { name: 'Option 3 is correct' }));
    const third = select('Weight of Option 3');
    expect(third.value).toBe('0');
    await click(screen.getByRole('button', { name: 'Add question' }));
    expect(third.getAttribute('aria-invalid')).toBe('true');
    const described = third.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(WEIGHT_CORRECT_POSITIVE);
    await waitFor(() => expect(document.activeElement).toBe(third));

    // Unmarked, an option is worth nothing; turned off, no weights are sent.
    await click(screen.getByRole('checkbox', { name: 'Option 2 is correct' }));
    expect(select('Weight of Option 2').value).toBe('0');
    await click(screen.getByRole('switch', { name: /^Give each option its own weight/ }));
    expect(screen.queryByRole('combobox', { name: 'Weight of Option 2' })).toBeNull();
  });

  it('writes a number’s weight and feedback, and units: the first fixed at 1, graded with a penalty', async () => {
    const posted = serve();
    const onDone = await open('numerical');
    await change(textbox('Number 1'), '1.5');
    expect(select('Weight of Number 1').value).toBe('100');
    await change(textbox('Feedback for Number 1'), 'Right');

    await click(screen.getByRole('button', { name: 'Add unit' }));
    const multiplier = textbox('Multiplier of Unit 1') as HTMLInputElement;
    expect(multiplier.value).toBe('1');
    expect(multiplier.readOnly).toBe(true);
    await change(textbox('Unit 1'), 'm');
    await click(screen.getByRole('button', { name: 'Add unit' }));
    await change(textbox('Unit 2'), 'cm');
    await change(textbox('Multiplier of Unit 2'), '100');
    // The answers' unit stays first while others depend on it.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Unit 1' }).disabled).toBe(true);

    expect(screen.queryByRole('textbox', { name: /Penalty/ })).toBeNull();
    await click(screen.getByRole('radio', { name: /^Graded/ }));
    expect((textbox('Penalty for a missing or wrong unit') as HTMLInputElement).value).toBe('10 %');

    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({
      answers: [{ value: 1.5, tolerance: 0, weight: 100, feedback: 'Right' }],
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'cm', multiplier: 100 },
      ],
      unitGrading: 'graded',
      unitPenalty: 10,
    });
  });

  it('puts a unit’s error on its field, described by it', async () => {
    serve();
    await open('numerical');
    await change(textbox('Number 1'), '2');
    await click(screen.getByRole('button', { name: 'Add unit' }));
    await click(screen.getByRole('button', { name: 'Add question' }));
    const unit = textbox('Unit 1');
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    const described = unit.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Each unit needs a name');
    await waitFor(() => expect(document.activeElement).toBe(unit));
  });

  it('writes partly right answers, with a weight from 90% to 5% (50% at first) and feedback', async () => {
    const posted = serve();
    const onDone = await open('short-answer');
    expect(screen.getByText(/\* matches any characters/)).toBeTruthy();
    await change(textbox('Accepted answer 1'), 'Oslo');
    await click(screen.getByRole('button', { name: 'Add partly right answer' }));
    await change(textbox('Partly right answer 1'), 'Christiania');
    const weight = select('Weight of Partly right answer 1');
    expect(weight.value).toBe('50');
    expect(menuOf(weight)).not.toContain(100);
    expect(menuOf(weight)).not.toContain(0);
    await change(weight, '33.33333');
    await change(textbox('Feedback for Partly right answer 1'), 'Its old name');
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({
      acceptedAnswers: ['Oslo'],
      partialAnswers: [{ text: 'Christiania', weight: 33.33333, feedback: 'Its old name' }],
    });
  });

  it('chooses how an order is graded, the choice described under it', async () => {
    const posted = serve();
    const onDone = await open('ordering');
    for (const n of [1, 2, 3]) await change(textbox(`Item ${n}`), `Step ${n}`);
    const grading = select('How the order is graded');
    expect(grading.value).toBe('relative-next-exclude-last');
    expect(grading.options).toHaveLength(9);
    await change(grading, 'all-or-nothing');
    const description = document.getElementById(grading.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Full points when every item is in its right place; otherwise none.');
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({ grading: 'all-or-nothing' });
  });

  it('sends the id number, and shows the server’s "taken" on its field', async () => {
    const posted = serve({
      status: 409,
      body: { code: 'QUESTION_ID_NUMBER_TAKEN', message: 'Another question in this bank has this id number' },
    });
    await open('true-false');
    const idNumber = textbox('Id number');
    await change(idNumber, 'Q-7');
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(idNumber.getAttribute('aria-invalid')).toBe('true'));
    expect(posted[0]!.question).toMatchObject({ type: 'true-false', idNumber: 'Q-7' });
    const described = idNumber.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Another question in this bank has this id number',
    );
    await waitFor(() => expect(document.activeElement).toBe(idNumber));
  });
});
