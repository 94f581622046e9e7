import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { GAP_CHOICE_TWICE, GAPS_REQUIRED } from '@talentpath/contracts/questions';
import { renderWithProviders } from '../../../../../test/render';
import { newDraft } from './question-draft';
import { QuestionForm } from './question-form';
import { COURSE, serve, click, change, textbox, select, describedBy } from './editor-test-harness';

// The editor of select missing words and drag and drop into text (issue 23): the question's text marks its gaps,
// a preview under it shows them filled, the choices are numbered with a group each (and, for drag and drop, whether
// one may fill more than one gap); each control labelled, the contract's gap rules said on the field at fault.

async function open(type: 'select-missing-words' | 'drag-drop-text', prompt: string) {
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
  await change(textbox('Question text'), prompt);
  for (const [n, text] of ['cat', 'mat', 'dog'].entries()) await change(textbox(`Text of Choice ${n + 1}`), text);
  return onDone;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuestionForm for gap questions', { timeout: 20_000 }, () => {
  it('offers both types by name, and tells how gaps are written under the question text', async () => {
    await open('select-missing-words', 'The [[1]] sat on the [[2]].');
    const types = [...select('Question type').options].map((o) => o.textContent);
    expect(types).toContain('Select missing words');
    expect(types).toContain('Drag and drop into text');
    expect(describedBy(textbox('Question text')).join(' ')).toContain('Write [[1]] where choice 1 fills a gap');
  });

  it('previews the text with each gap filled, and warns of a gap naming no choice', async () => {
    await open('select-missing-words', 'The [[1]] sat on the [[2]].');
    expect(screen.getByTestId('gap-preview').textContent).toBe('The [cat] sat on the [mat].');
    await change(textbox('Question text'), 'The [[1]] sat on the [[5]].');
    expect(screen.getByTestId('gap-preview').textContent).toBe('The [cat] sat on the [[5]].');
    expect(screen.getByText(/There is no choice 5 for its gap/)).toBeTruthy();
  });

  it('writes a select missing words question: groups from 1 to 20, no "more than once", shuffle off', async () => {
    const posted = serve();
    const onDone = await open('select-missing-words', 'The [[1]] sat on the [[2]].');
    expect(screen.queryByRole('checkbox', { name: /more than once/ })).toBeNull();
    const group = select('Group of Choice 2');
    expect([...group.options].map((o) => o.value)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    await change(group, '2');
    const shuffle = screen.getByRole<HTMLInputElement>('switch', { name: /^Shuffle choices/ });
    expect(shuffle.checked).toBe(true);
    await click(shuffle);
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({
      type: 'select-missing-words',
      prompt: 'The [[1]] sat on the [[2]].',
      choices: [
        { text: 'cat', group: 1 },
        { text: 'mat', group: 2 },
        { text: 'dog', group: 1 },
      ],
      shuffleChoices: false,
    });
  });

  it('says on the checkbox that a drag-and-drop choice in two gaps must be usable more than once', async () => {
    const posted = serve();
    const onDone = await open('drag-drop-text', 'The [[1]] and the other [[1]].');
    await click(screen.getByRole('button', { name: 'Add question' }));
    expect(posted).toEqual([]);
    const unlimited = screen.getByRole('checkbox', { name: 'Choice 1 can be used more than once' });
    expect(unlimited.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(unlimited)).toContain(GAP_CHOICE_TWICE);
    await waitFor(() => expect(document.activeElement).toBe(unlimited));
    await click(unlimited);
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toMatchObject({ choices: [{ unlimited: true }, { unlimited: false }, {}] });
  });

  it('says on the question text that it needs a gap, with the other errors', async () => {
    serve();
    await open('drag-drop-text', 'No gaps at all.');
    await change(textbox('Text of Choice 3'), '');
    await click(screen.getByRole('button', { name: 'Add question' }));
    const prompt = textbox('Question text');
    expect(prompt.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(prompt)).toContain(GAPS_REQUIRED);
    expect(textbox('Text of Choice 3').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves a choice with its gaps, and keeps a choice a gap names', async () => {
    await open('drag-drop-text', 'The [[1]] sat on the [[2]].');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Choice 1' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Choice 3' }).disabled).toBe(false);
    await click(screen.getByRole('button', { name: 'Move Choice 1 down' }));
    expect(textbox('Text of Choice 1').value).toBe('mat');
    expect(textbox('Question text').value).toBe('The [[2]] sat on the [[1]].');
    expect(screen.getByTestId('gap-preview').textContent).toBe('The [cat] sat on the [mat].');
    // A distractor before a named choice goes: the gaps after it follow.
    await click(screen.getByRole('button', { name: 'Move Choice 3 up' }));
    await click(screen.getByRole('button', { name: 'Remove Choice 2' }));
    expect(textbox('Question text').value).toBe('The [[2]] sat on the [[1]].');
    expect(screen.queryByRole('textbox', { name: 'Text of Choice 3' })).toBeNull();
  });
});
