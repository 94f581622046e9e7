import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CLOZE_NOT_CLOSED, CLOZE_PARTS_REQUIRED, CLOZE_WEIGHT_INVALID } from '@talentpath/contracts/cloze';
import { renderWithProviders } from '../../../../../test/render';
import { newDraft } from './question-draft';
import { QuestionForm } from './question-form';
import { COURSE, serve, click, change, textbox, describedBy, NO_TRIES } from './editor-test-harness';

// The editor of embedded answers (Cloze, issue 23): the question's text holds the answers in Moodle's syntax; under
// it, how to write them (folded away) and a preview of the parts the text reads as, or the reader's message.

const OWL =
  'The {1:SHORTANSWER:Dog#Wrong~=Owl#Well done!} and the {1:MULTICHOICE:Bow-wow~=Pussy-cat#Yes} went to sea in ' +
  '{2:NUMERICAL:=1:0} boat.';

async function open(prompt = '') {
  const onDone = vi.fn();
  await renderWithProviders(
    <QuestionForm
      courseId={COURSE}
      questionId={null}
      draft={newDraft('cloze')}
      categories={[]}
      onDone={onDone}
      onCancel={() => undefined}
    />,
  );
  if (prompt) await change(textbox('Question text'), prompt);
  return onDone;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuestionForm for embedded answers (Cloze)', { timeout: 20_000 }, () => {
  it('offers the type by name, and tells under the question text how to write the answers', async () => {
    await open();
    const types = [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Question type' }).options];
    expect(types.map((o) => o.textContent)).toContain('Embedded answers (Cloze)');
    expect(describedBy(textbox('Question text')).join(' ')).toContain('like {1:SHORTANSWER:=Berlin}');
    // The help is folded away until asked for; then it shows an example and the types.
    const help = screen.getByRole('button', { name: 'How to write embedded answers' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    // Opening it does not submit the form it is in.
    expect(help.getAttribute('type')).toBe('button');
    await click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(help.getAttribute('aria-controls') ?? '')!;
    expect(panel.textContent).toContain('{1:MULTICHOICE:Bow-wow~=Pussy-cat#Yes}');
    expect(panel.textContent).toContain('MULTIRESPONSE_H, MRH: check boxes in a row');
    expect(panel.textContent).toContain('NUMERICAL, NM: a number box');
  });

  it('previews an empty text as a hint, not a fault', async () => {
    await open();
    expect(screen.getByTestId('cloze-preview-error').textContent).toBe(CLOZE_PARTS_REQUIRED);
  });

  it('previews the text with each part’s right answer, and lists the parts with their answers', async () => {
    await open(OWL);
    expect(screen.getByTestId('cloze-preview').textContent).toBe(
      'The [1: Owl] and the [2: Pussy-cat] went to sea in [3: 1] boat.',
    );
    const parts = within(screen.getByRole('list', { name: 'Embedded answers' }));
    const items = parts.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Part 1: Short answer · 1 mark',
      'Part 2: Drop-down menu · 1 mark',
      'Part 3: Number · 2 marks',
    ]);
    const answers = (i: number) =>
      within(items[i]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(answers(0)).toEqual(['Dog · 0% · Feedback: Wrong', 'Owl (right answer) · 100% · Feedback: Well done!']);
    expect(answers(1)).toEqual(['Bow-wow · 0%', 'Pussy-cat (right answer) · 100% · Feedback: Yes']);
    expect(answers(2)).toEqual(['1 (right answer) · 100%']);
  });

  it('names check boxes across, shuffled, and a number with its tolerance', async () => {
    await open('{2:MRHS:=a~b~=c} and {1:NM:=2.5:0.5~%50%3#Close~*#No}');
    const text = screen.getByRole('list', { name: 'Embedded answers' }).textContent;
    expect(text).toContain('Part 1: Check boxes, across, shuffled · 2 marks');
    expect(text).toContain('a (right answer) · 50%');
    expect(text).toContain('b · −50%');
    expect(text).toContain('2.5 ± 0.5 (right answer) · 100%');
    expect(text).toContain('3 · 50% · Feedback: Close');
    expect(text).toContain('any other number · 0% · Feedback: No');
  });

  it('shows the reader’s message in the preview as the text is written', async () => {
    await open(OWL);
    await change(textbox('Question text'), 'The {1:SA:=Owl and');
    expect(screen.getByTestId('cloze-preview-error').textContent).toBe(CLOZE_NOT_CLOSED);
    expect(screen.queryByRole('list', { name: 'Embedded answers' })).toBeNull();
  });

  it('says on the question text, at the first save, what the reader found wrong', async () => {
    const posted = serve();
    await open('{1:SA:%120%Owl}');
    await click(screen.getByRole('button', { name: 'Add question' }));
    expect(posted).toEqual([]);
    const prompt = textbox('Question text');
    expect(prompt.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(prompt)).toContain(CLOZE_WEIGHT_INVALID);
    await waitFor(() => expect(document.activeElement).toBe(prompt));
  });

  it('saves the text as written, with the common fields only', async () => {
    const posted = serve();
    const onDone = await open(OWL);
    await click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted[0]!.question).toEqual({
      type: 'cloze',
      prompt: OWL,
      points: 1,
      generalFeedback: '',
      ...NO_TRIES,
      idNumber: '',
    });
  });
});
