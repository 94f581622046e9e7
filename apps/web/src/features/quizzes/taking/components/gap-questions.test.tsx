import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import type { QuestionResponse } from '@talentpath/contracts/questions';
import { renderWithProviders } from '../../../../test/render';
import { QuestionCard } from './question-card';
import { QuestionInput } from './questions/question-input';
import { ReviewCard } from './review-card';

// Select missing words and drag and drop into text while taking a quiz (issue 23): a drop-down in each gap, or
// choices put in the gaps by pointer or by keyboard alone (a button is pressed by Enter or Space, which is a click:
// the tests click). A gap takes only choices of its group; a choice that may be used once leaves the tray while it
// is in a gap. In the review, each gap shows the choice given, marked right or wrong.

const question = (extra: Partial<AttemptQuestion>): AttemptQuestion => ({
  position: 1,
  type: 'drag-drop-text',
  prompt: 'The [[1]] sat on the [[2]] near the [[3]].',
  points: 3,
  gaps: [{ group: 1 }, { group: 2 }, { group: 1 }],
  gapChoices: [
    { id: 'cat', text: 'cat', group: 1, unlimited: false },
    { id: 'mat', text: 'mat', group: 2, unlimited: false },
    { id: 'dog', text: 'dog', group: 1, unlimited: true },
    { id: 'rug', text: 'rug', group: 2, unlimited: false },
  ],
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

const press = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const key = (element: HTMLElement, name: string) => act(async () => void fireEvent.keyDown(element, { key: name }));
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** Drags `from` onto `to` (at `to`'s place, or off every gap when none) with the pointer. */
async function drag(from: HTMLElement, to: HTMLElement | null) {
  const rect = (x: number) => ({ x, y: 100, left: x, top: 100, width: 60, height: 30, right: x + 60, bottom: 130 });
  const placed = [vi.spyOn(from, 'getBoundingClientRect').mockReturnValue(rect(0) as DOMRect)];
  if (to) placed.push(vi.spyOn(to, 'getBoundingClientRect').mockReturnValue(rect(300) as DOMRect));
  const at = { clientX: to ? 310 : 900, clientY: 110 };
  await act(async () => void fireEvent.pointerDown(from, { clientX: 10, clientY: 110, isPrimary: true, button: 0 }));
  await act(async () => void fireEvent.pointerMove(document, { clientX: 60, clientY: 110 }));
  await act(async () => void fireEvent.pointerMove(document, at));
  await act(async () => void fireEvent.pointerUp(document, at));
  for (const spy of placed) spy.mockRestore();
}
const said = () => document.getElementById('q1-said')?.textContent?.trim();

describe('select missing words', () => {
  const gapSelect = question({ type: 'select-missing-words' });

  it('puts a drop-down named Gap n in each gap of the text, offering the choices of its group', async () => {
    await renderWithProviders(<Taking of={gapSelect} given={[]} />);
    const selects = screen.getAllByRole<HTMLSelectElement>('combobox');
    expect(selects.map((s) => s.getAttribute('aria-label'))).toEqual(['Gap 1', 'Gap 2', 'Gap 3']);
    const offered = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(offered('Gap 1')).toEqual(['Choose…', 'cat', 'dog']);
    expect(offered('Gap 2')).toEqual(['Choose…', 'mat', 'rug']);
    expect(document.body.textContent).toContain('sat on the');
    expect(document.body.textContent).not.toContain('[[');
  });

  it('answers with the choice in each gap, in the text’s order; the same choice may fill two gaps', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={gapSelect} given={given} />);
    await act(
      async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Gap 3' }), { target: { value: 'cat' } }),
    );
    expect(given.at(-1)).toEqual({ gaps: [null, null, 'cat'] });
    await act(
      async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Gap 1' }), { target: { value: 'cat' } }),
    );
    expect(given.at(-1)).toEqual({ gaps: ['cat', null, 'cat'] });
    await act(
      async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Gap 3' }), { target: { value: '' } }),
    );
    expect(given.at(-1)).toEqual({ gaps: ['cat', null, null] });
  });

  it('shows the text once on the question’s card: in the input, with its gaps', async () => {
    await renderWithProviders(
      <QuestionCard question={gapSelect} response={null} flagged={false} onResponse={vi.fn()} onFlag={vi.fn()} />,
    );
    expect(document.body.textContent?.match(/sat on the/g)).toHaveLength(1);
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
  });
});

describe('drag and drop into text, by keyboard', () => {
  it('picks a choice up with Enter and puts it in a gap of its group with Enter', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({})} given={given} />);
    const cat = button('cat');
    expect(cat.getAttribute('aria-pressed')).toBe('false');
    await press(cat);
    expect(cat.getAttribute('aria-pressed')).toBe('true');
    expect(said()).toBe('cat picked up. Choose a gap for it.');

    // Gap 2 takes group 2 only: the choice stays picked up.
    await press(button('Gap 2, empty'));
    expect(given).toEqual([]);
    expect(said()).toBe('cat does not fit gap 2.');
    expect(cat.getAttribute('aria-pressed')).toBe('true');

    await press(button('Gap 1, empty'));
    expect(given.at(-1)).toEqual({ gaps: ['cat', null, null] });
    expect(said()).toBe('cat put in gap 1.');
    expect(button('Gap 1: cat')).toBeTruthy();
    // Used once, it has left the tray: shown there as in its gap, and it picks nothing up.
    const used = button('cat, in gap 1');
    expect(used.getAttribute('aria-disabled')).toBe('true');
    await press(used);
    expect(used.getAttribute('aria-pressed')).toBeNull();
    expect(button('Gap 1: cat').getAttribute('aria-pressed')).toBe('false');
  });

  it('moves a choice from one gap to another, and empties a gap by its Clear button or Delete', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({ response: { gaps: ['cat', 'mat', null] } })} given={given} />);
    await press(button('Gap 1: cat'));
    expect(button('Gap 1: cat').getAttribute('aria-pressed')).toBe('true');
    expect(said()).toBe('cat picked up from gap 1. Choose another gap for it.');
    await press(button('Gap 3, empty'));
    expect(given.at(-1)).toEqual({ gaps: [null, 'mat', 'cat'] });

    await press(button('Clear gap 3'));
    expect(given.at(-1)).toEqual({ gaps: [null, 'mat', null] });
    expect(said()).toBe('cat taken out of gap 3.');
    // The keyboard stays on the gap the Clear button was beside.
    expect(document.activeElement).toBe(button('Gap 3, empty'));
    expect(button('cat').getAttribute('aria-disabled')).toBeNull();

    await key(button('Gap 2: mat'), 'Delete');
    expect(given.at(-1)).toEqual({ gaps: [null, null, null] });
  });

  it('puts a choice that may be reused in several gaps; it stays in the tray', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({})} given={given} />);
    await press(button('dog'));
    await press(button('Gap 1, empty'));
    await press(button('dog'));
    await press(button('Gap 3, empty'));
    expect(given.at(-1)).toEqual({ gaps: ['dog', null, 'dog'] });
    expect(button('dog').getAttribute('aria-disabled')).toBeNull();
    // A once-only choice put where another was takes its place; the one it replaced goes back to the tray.
    await press(button('cat'));
    await press(button('Gap 3: dog'));
    expect(given.at(-1)).toEqual({ gaps: ['dog', null, 'cat'] });
  });

  it('puts a picked-up choice back with Escape, and says a gap needs a choice first', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({})} given={given} />);
    await press(button('Gap 1, empty'));
    expect(said()).toBe('Gap empty. Pick up a choice first, then press a gap.');
    await press(button('rug'));
    await key(button('rug'), 'Escape');
    expect(button('rug').getAttribute('aria-pressed')).toBe('false');
    expect(said()).toBe('rug put back.');
    await press(button('Gap 2, empty'));
    expect(given).toEqual([]);
  });

  it('marks the gaps that take the choice picked up, and those that do not', async () => {
    await renderWithProviders(<Taking of={question({})} given={[]} />);
    await press(button('mat'));
    expect(button('Gap 1, empty').dataset.fit).toBe('refuses');
    expect(button('Gap 2, empty').dataset.fit).toBe('takes');
  });
});

describe('drag and drop into text, by pointer', () => {
  it('drops a choice in a gap of its group, never in another', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({})} given={given} />);
    await drag(button('cat'), button('Gap 2, empty'));
    expect(given).toEqual([]);
    expect(said()).toBe('cat does not fit gap 2.');
    await drag(button('cat'), button('Gap 3, empty'));
    expect(given.at(-1)).toEqual({ gaps: [null, null, 'cat'] });
    expect(said()).toBe('cat put in gap 3.');
  });

  it('drags a choice from one gap to another, or out of its gap to empty it', async () => {
    const given: QuestionResponse[] = [];
    await renderWithProviders(<Taking of={question({ response: { gaps: ['dog', 'mat', null] } })} given={given} />);
    // A reusable choice moved out of a gap leaves it too.
    await drag(button('Gap 1: dog'), button('Gap 3, empty'));
    expect(given.at(-1)).toEqual({ gaps: [null, 'mat', 'dog'] });
    await drag(button('Gap 2: mat'), null);
    expect(given.at(-1)).toEqual({ gaps: [null, null, 'dog'] });
    expect(said()).toBe('mat taken out of gap 2.');
  });
});

describe('a gap question in the review', () => {
  it('shows the text with the choice in each gap, marked right or wrong, and the right answer', async () => {
    const reviewed = question({
      // A second "mat" in group 2 reads as the right one: the server grades it right.
      gapChoices: [...question({}).gapChoices!, { id: 'mat2', text: 'mat', group: 2, unlimited: false }],
      response: { gaps: ['dog', 'mat2', null] },
      review: {
        state: 'partial',
        score: 1,
        rightAnswer: { gaps: ['cat', 'mat', 'dog'] },
        feedback: '',
        graderComment: null,
        parts: ['incorrect', 'correct', 'unanswered'],
      },
    });
    await renderWithProviders(<ReviewCard question={reviewed} />);
    const text = document.querySelector('article')!.textContent!;
    expect(text).toContain(
      'The dog (gap 1, wrong) sat on the mat (gap 2, right) near the (none chosen) (gap 3, wrong).',
    );
    expect(text).not.toContain('[[');
    const right = screen.getByText('Right answer').parentElement!;
    expect(
      within(right)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cat', 'mat', 'dog']);
  });
});
