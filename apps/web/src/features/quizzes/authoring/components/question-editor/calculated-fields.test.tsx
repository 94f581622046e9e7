import axe from 'axe-core';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FORMULA_SYNTAX } from '@talentpath/contracts/calculated';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import type { QuestionDefinition } from '@talentpath/contracts/questions';
import noValidation from '../../../../../locales/no/validation.json';
import { renderWithProviders } from '../../../../../test/render';
import { change, click, COURSE, describedBy, NO_TRIES, select, serve, textbox } from './editor-test-harness';
import { draftOf, newDraft, type QuestionDraft } from './question-draft';
import { QuestionForm } from './question-form';

// The editor of calculated questions (issue 23): the text names wildcards {x}, each answer is a formula of them. A
// row for each wildcard comes as the text or a formula names it; a preview shows the text with one set of values and
// each answer's right answer for it, or its formula's error; fixed sets of values (from Moodle) can be dropped.

const RECTANGLE = 'A rectangle is {a} m by {b} m. Its area?';

async function open(draft: QuestionDraft = newDraft('calculated')) {
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

/** A calculated question of the bank, as a Moodle import brings it: with fixed sets of values. */
function imported(valueSets: number[][], wildcards = ['a', 'b']): QuestionDraft {
  const question: QuestionDefinition = {
    type: 'calculated',
    prompt: RECTANGLE,
    points: 2,
    generalFeedback: '',
    ...NO_TRIES,
    idNumber: '',
    answers: [
      {
        formula: '{a} * {b}',
        weight: 100,
        tolerance: 0.01,
        toleranceType: 'relative',
        answerLength: 2,
        answerFormat: 'decimals',
        feedback: '',
      },
    ],
    wildcards: wildcards.map((name) => ({ name, min: 1, max: 10, decimals: 1, distribution: 'uniform' })),
    valueSets,
    units: [],
    unitGrading: 'optional',
    unitPenalty: 10,
  };
  const bank: BankQuestion = {
    id: '00000000-0000-4000-8000-000000000201',
    courseId: COURSE,
    categoryId: null,
    tags: [],
    version: 1,
    question,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
  return draftOf(bank);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('QuestionForm for calculated questions', { timeout: 30_000 }, () => {
  it('offers the type by name; chosen, a formula starts with a 1% relative tolerance', async () => {
    await open(newDraft('single-choice'));
    const type = select('Question type');
    expect([...type.options].map((o) => o.textContent)).toContain('Calculated');
    await change(type, 'calculated');
    expect(textbox('Tolerance of Answer 1').value).toBe('0.01');
    expect(select('Tolerance type of Answer 1').value).toBe('relative');
    expect(select('Answer 1 is shown with').value).toBe('decimals:2');
    expect(describedBy(textbox('Question text')).join(' ')).toContain('Write a wildcard like {x}');
    expect(screen.getByText(/No wildcards yet/)).toBeTruthy();
  });

  it('writes a valid question from typing: wildcards come from the text and formula, with their ranges', async () => {
    const posted = serve();
    const { onDone, container } = await open();
    await change(textbox('Question text'), RECTANGLE);
    await change(textbox('Formula of Answer 1'), '{a}*{b}');
    // A row for each wildcard named, in order of first use.
    expect(screen.getAllByText(/^\{[a-z]\}$/).map((name) => name.textContent)).toEqual(['{a}', '{b}']);
    await change(textbox('Minimum of {a}'), '2');
    await change(textbox('Maximum of {a}'), '4');
    await change(textbox('Minimum of {b}'), '4');
    await change(textbox('Maximum of {b}'), '5');
    await change(textbox('Decimals of {b}'), '2');
    await change(select('Distribution of {b}'), 'loguniform');
    await change(select('Tolerance type of Answer 1'), 'nominal');
    await change(select('Answer 1 is shown with'), 'significant:3');
    // Still used, a wildcard cannot be removed (it would come back).
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove {a}' }).disabled).toBe(true);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toEqual({
      type: 'calculated',
      prompt: RECTANGLE,
      points: 1,
      generalFeedback: '',
      ...NO_TRIES,
      idNumber: '',
      answers: [
        {
          formula: '{a}*{b}',
          weight: 100,
          tolerance: 0.01,
          toleranceType: 'nominal',
          answerLength: 3,
          answerFormat: 'significant',
          feedback: '',
        },
      ],
      wildcards: [
        { name: 'a', min: 2, max: 4, decimals: 1, distribution: 'uniform' },
        { name: 'b', min: 4, max: 5, decimals: 2, distribution: 'loguniform' },
      ],
      valueSets: [],
      units: [],
      unitGrading: 'optional',
      unitPenalty: 10,
    });
  });

  it('previews the text with one set of values and the right answer for them, and draws others on asking', async () => {
    await open();
    await change(textbox('Question text'), `${RECTANGLE} Its perimeter is {=2*({a}+{b})} m.`);
    await change(textbox('Formula of Answer 1'), '{a} * {b}');
    await click(screen.getByRole('button', { name: 'Add unit' }));
    await change(textbox('Unit 1'), 'm²');
    expect(screen.getByTestId('calculated-preview').textContent).toMatch(
      /^A rectangle is \d+\.\d m by \d+\.\d m\. Its area\? Its perimeter is [\d.]+ m\.$/,
    );
    // Drawn at the middle of each range (1 to 10, one decimal): 5.5. Mantine's ids, drawn as an input mounts, are
    // all in place by now: none draws from the mocked random.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await click(screen.getByRole('button', { name: 'Try other values' }));
    expect(screen.getByTestId('calculated-preview').textContent).toBe(
      'A rectangle is 5.5 m by 5.5 m. Its area? Its perimeter is 22 m.',
    );
    expect(screen.getByTestId('calculated-values').textContent).toBe('Values: {a} = 5.5, {b} = 5.5');
    const answers = () => within(screen.getByRole('list', { name: 'Right answers for these values' }));
    expect(answers().getByRole('listitem').textContent).toBe('Answer 1 · 100%: 30.25 m²');

    random.mockReturnValue(0);
    await click(screen.getByRole('button', { name: 'Try other values' }));
    expect(screen.getByTestId('calculated-preview').textContent).toBe(
      'A rectangle is 1.0 m by 1.0 m. Its area? Its perimeter is 4 m.',
    );
    expect(answers().getByRole('listitem').textContent).toBe('Answer 1 · 100%: 1.00 m²');
  });

  it('says what is wrong with a formula, in the preview and on its field, in English and Norwegian', async () => {
    const posted = serve();
    await open();
    await change(textbox('Question text'), RECTANGLE);
    await change(textbox('Formula of Answer 1'), '{a} *');
    const answers = within(screen.getByRole('list', { name: 'Right answers for these values' }));
    expect(answers.getByRole('listitem').textContent).toBe(`Answer 1 · 100%: ${FORMULA_SYNTAX}`);

    await click(screen.getByRole('button', { name: 'Add question' }));
    expect(posted).toEqual([]);
    const formula = textbox('Formula of Answer 1');
    expect(formula.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(formula)).toContain(FORMULA_SYNTAX);
    await waitFor(() => expect(document.activeElement).toBe(formula));

    i18next.addResourceBundle('no', 'validation', noValidation);
    await i18next.changeLanguage('no');
    await waitFor(() => expect(describedBy(formula)).toContain(noValidation.quiz.formulaSyntax));
    expect(answers.getByRole('listitem').textContent).toContain(noValidation.quiz.formulaSyntax);
    expect(noValidation.quiz.formulaSyntax).toMatch(/^En formel er ufullstendig/);
  });

  it('tells of fixed sets of values from Moodle, previews one, and drops them to draw fresh values', async () => {
    const posted = serve();
    const { onDone } = await open(
      imported([
        [2, 4],
        [3, 5],
      ]),
    );
    expect(
      screen.getByText(
        '2 fixed sets of values (from Moodle): each attempt uses one of them. The ranges above are used only when values are drawn fresh.',
      ),
    ).toBeTruthy();
    expect(['A rectangle is 2.0 m by 4.0 m. Its area?', 'A rectangle is 3.0 m by 5.0 m. Its area?']).toContain(
      screen.getByTestId('calculated-preview').textContent,
    );
    // The second of two sets for a draw of 0.5.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await click(screen.getByRole('button', { name: 'Try other values' }));
    expect(screen.getByTestId('calculated-preview').textContent).toBe('A rectangle is 3.0 m by 5.0 m. Its area?');
    await click(screen.getByRole('button', { name: 'Drop them and draw fresh values' }));
    expect(screen.queryByText(/fixed sets of values/)).toBeNull();
    expect(screen.getByTestId('calculated-preview').textContent).toBe('A rectangle is 5.5 m by 5.5 m. Its area?');
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({ type: 'calculated', valueSets: [], points: 2 });
  });

  it('removes a wildcard no longer used, and its value from each fixed set', async () => {
    const posted = serve();
    const { onDone } = await open(imported([[2, 4, 9]], ['a', 'b', 'c']));
    expect(
      screen.getByText('1 fixed set of values (from Moodle): each attempt uses it.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getAllByText('Not used')).toHaveLength(1);
    await click(screen.getByRole('button', { name: 'Remove {c}' }));
    expect(screen.queryByRole('textbox', { name: 'Minimum of {c}' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({ valueSets: [[2, 4]] });
    expect((posted[0]!.question as { wildcards: { name: string }[] }).wildcards.map((w) => w.name)).toEqual(['a', 'b']);
  });

  it('tells how to write wildcards, operators, functions and {=…}, folded away until asked for', async () => {
    await open();
    const help = screen.getByRole('button', { name: 'How to write wildcards and formulas' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(help.getAttribute('type')).toBe('button');
    await click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(help.getAttribute('aria-controls') ?? '')!;
    expect(panel.textContent).toContain('**: to the power of');
    expect(panel.textContent).toContain('sqrt, abs, exp, log');
    expect(panel.textContent).toContain('{=2 * ({a} + {b})}');
    expect(panel.textContent).toContain('{x} or {mass_1}');
  });
});
