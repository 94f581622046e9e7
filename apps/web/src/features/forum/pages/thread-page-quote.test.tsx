import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { click, postOf, resetPage, threadOf, type } from '../forum-test-harness';
import { quoteMarkdown } from '../quote';
import { adas, menuOf, openThread as open, serveThread as serve } from '../thread-test-harness';

afterEach(resetPage);

describe('ThreadPage: quoting a post into the reply box', () => {
  it('adds the post as a block quote under who wrote it, after what is written, and puts the caret after it', async () => {
    serve(threadOf(), [postOf(), { ...adas, body: 'Or use withTimeout.\n\nIt ends the job.' }]);
    await open();
    const box = (await screen.findByRole('textbox', { name: /^Reply/ })) as HTMLTextAreaElement;
    await type(box, 'Both work.');
    await click((await menuOf('Reply by Ada Lovelace')).item('Quote'));
    const quoted = '> *Ada Lovelace wrote:*\n>\n> Or use withTimeout.\n>\n> It ends the job.\n\n';
    await waitFor(() => expect(box.value).toBe(`Both work.\n\n${quoted}`));
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.selectionStart).toBe(box.value.length);
  });

  it('offers no quote where the caller may not reply (a locked thread)', async () => {
    serve(threadOf({ canReply: false, locked: true }), [postOf()]);
    await open();
    expect((await menuOf('Reply by Grace Hopper')).has('Quote')).toBe(false);
  });
});

describe('quoteMarkdown', () => {
  it('quotes every line, blank ones kept as the quote’s own', () => {
    expect(quoteMarkdown('Ada wrote:', ' a\n\nb \n')).toBe('> *Ada wrote:*\n>\n> a\n>\n> b\n\n');
  });
});
