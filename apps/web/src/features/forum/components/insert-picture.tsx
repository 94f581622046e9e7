import { type RefObject, useId, useRef, useState } from 'react';
import { Button, FileButton, Input, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FORUM_IMAGE_MAX_BYTES } from '@talentpath/contracts/forum';
import { ApiError } from '../../../lib/api-error';
import { useUploadImage } from '../api/upload-image';
import { forumErrorText } from '../forum-messages';

/** What the server takes (it judges the content too). Named, not image/*: a phone then sends a JPEG, not HEIC. */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_MB = FORUM_IMAGE_MAX_BYTES / (1024 * 1024);

type Props = {
  /** The forum the post is written in: the picture is uploaded to it (its readers see it). */
  spaceId: string;
  /** The post's text field: the picture's Markdown goes in at its caret (or replaces what is selected). */
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The text as the form holds it (written into when the field is not shown). */
  value: string;
  /** The form's change handler (it takes the new text). */
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * "Insert picture": choose a picture, which is uploaded to the forum at once; its Markdown is written where the
 * caret was. A refusal (too large, not a picture) is said under the button.
 */
export function InsertPicture({ spaceId, textarea, value, onChange, disabled }: Props) {
  const { t } = useTranslation('forum');
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const reset = useRef<() => void>(null);
  // The text when the upload ends, not when it began: the writer may have gone on typing.
  const latest = useRef(value);
  latest.current = value;

  const insert = (markdown: string) => {
    const area = textarea.current;
    const text = area?.value ?? latest.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? start;
    onChange(text.slice(0, start) + markdown + text.slice(end));
    const caret = start + markdown.length;
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  const send = (file: File | null) => {
    // The same file may be chosen again after a failure.
    reset.current?.();
    setError(null);
    if (!file) return;
    if (file.size > FORUM_IMAGE_MAX_BYTES) return setError(t('picture.tooLarge', { name: file.name, max: MAX_MB }));
    upload.mutate(
      { spaceId, file },
      {
        onSuccess: ({ markdown }) => insert(markdown),
        onError: (failure) => setError(pictureFailure(failure, t, file.name)),
      },
    );
  };

  return (
    <Stack gap={4} align="flex-start" mt="xs">
      <FileButton onChange={send} accept={PICTURE_TYPES.join(',')} resetRef={reset}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="compact-sm"
            leftSection={<IconPhoto size={14} aria-hidden />}
            loading={upload.isPending}
            disabled={disabled || upload.isPending}
            aria-describedby={error ? errorId : undefined}
          >
            {t('picture.insert')}
          </Button>
        )}
      </FileButton>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}

/** The server's refusal, said about pictures (its generic texts speak of documents and videos). */
function pictureFailure(failure: unknown, t: TFunction<'forum'>, name: string): string {
  if (failure instanceof ApiError) {
    if (failure.code === 'FILE_TOO_LARGE' || failure.code === 'PAYLOAD_TOO_LARGE')
      return t('picture.tooLarge', { name, max: MAX_MB });
    if (failure.code === 'FILE_TYPE_NOT_ALLOWED' || failure.code === 'FILE_CONTENT_MISMATCH')
      return t('picture.wrongType', { name });
  }
  return t('picture.failed', { reason: forumErrorText(failure) });
}
