import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetInputPropsReturnType } from '@mantine/form';
import { FORUM_IMAGE_MAX_BYTES } from '@talentpath/contracts/forum';
import { stubUploads } from '../../../test/fake-upload';
import { renderWithProviders } from '../../../test/render';
import { MarkdownEditor } from './markdown-editor';

// "Insert picture" in a post's editor: the chosen picture is uploaded to the forum written in, and the Markdown the
// server answers goes in at the caret; a refusal is said under the button.

const SPACE = '00000000-0000-4000-8000-000000000011';
const PICTURE = '00000000-0000-4000-8000-0000000000aa';
const MARKDOWN = `![cat](/api/forum/images/${PICTURE})`;

/** The editor as a form holds it: its text in state. */
function Editor({ initial, inForum = true }: { initial: string; inForum?: boolean }) {
  const [value, setValue] = useState(initial);
  const input = { value, onChange: setValue, error: undefined } as unknown as GetInputPropsReturnType;
  return <MarkdownEditor label="Your reply" input={input} spaceId={inForum ? SPACE : undefined} />;
}

const textarea = () => screen.getByRole('textbox', { name: /Your reply/ }) as HTMLTextAreaElement;
const choose = (file: File) =>
  act(async () => {
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
  });
const picture = (name = 'cat.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Insert picture', () => {
  it('uploads the chosen picture to the forum and writes its Markdown at the caret', async () => {
    const sent = stubUploads(() => ({
      status: 201,
      body: { id: PICTURE, url: `/api/forum/images/${PICTURE}`, markdown: MARKDOWN },
    }));
    await renderWithProviders(<Editor initial="Before  after" />);
    const button = screen.getByRole('button', { name: 'Insert picture' });
    expect(button.tagName).toBe('BUTTON');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    textarea().setSelectionRange(7, 7);
    await choose(picture());
    await waitFor(() => expect(textarea().value).toBe(`Before ${MARKDOWN} after`));
    expect(sent).toEqual([
      { method: 'POST', url: `/api/forum/spaces/${SPACE}/images`, file: expect.objectContaining({ name: 'cat.png' }) },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what the server refused (415, 413), and a picture too large before sending it', async () => {
    let answer = { status: 415, body: { code: 'FILE_CONTENT_MISMATCH', message: 'x' } as unknown };
    const sent = stubUploads(() => answer);
    await renderWithProviders(<Editor initial="Text" />);
    await choose(picture('notes.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('notes.png is not a PNG, JPEG, GIF or WebP picture.');
    expect(screen.getByRole('button', { name: 'Insert picture' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    answer = { status: 413, body: { code: 'FILE_TOO_LARGE', message: 'The file is too large' } };
    await choose(picture('big.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('big.png is larger than 5 MB. Choose a smaller picture.'),
    );
    expect(sent).toHaveLength(2);
    await choose(picture('huge.png', FORUM_IMAGE_MAX_BYTES + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('huge.png is larger than 5 MB. Choose a smaller picture.'),
    );
    expect(sent).toHaveLength(2);
    // Nothing was written into the text.
    expect(textarea().value).toBe('Text');
  });

  it('is offered only in a forum (the picture is uploaded to one)', async () => {
    await renderWithProviders(<Editor initial="" inForum={false} />);
    expect(screen.queryByRole('button', { name: 'Insert picture' })).toBeNull();
  });
});
