import { useEffect, useRef, useState } from 'react';
import { Alert, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORUM_BODY_MAX } from '@talentpath/contracts/forum';
import { usePostPreview } from '../api/preview-post';
import { forumErrorText } from '../forum-messages';
import { InsertPicture } from './insert-picture';
import { MentionTextarea } from './mention-textarea';
import { PostHtml } from './post-html';

type Props = {
  label: string;
  /** The field's props from the form (`getInputProps('body')`, its error translated). */
  input: GetInputPropsReturnType;
  disabled?: boolean;
  minRows?: number;
  /** Focus the text when the editor appears (an editor opened by a button). */
  autoFocus?: boolean;
  /** The forum written in: `@` and letters suggest the people who read it (to mention); pictures are uploaded to it. */
  spaceId?: string;
  /** Changed by the caller to bring the writing tab back and focus the text, the caret at its end (a quote added). */
  focusKey?: number;
};

/**
 * A post's text: written as Markdown, previewed as the server renders it (POST /forum/preview), never rendered
 * here. An error on the text brings the writing tab back, so the field with the error can take the focus. In a
 * forum (`spaceId`), a picture can be inserted at the caret.
 */
export function MarkdownEditor({ label, input, disabled, minRows = 4, autoFocus, spaceId, focusKey = 0 }: Props) {
  const { t } = useTranslation('forum');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const text = typeof input.value === 'string' ? input.value : '';
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = usePostPreview(text, tab === 'preview');
  // Switched in the render that shows the error, so the form finds the field to focus once it has rendered.
  const failed = Boolean(input.error);
  const [wasFailed, setWasFailed] = useState(failed);
  if (failed !== wasFailed) {
    setWasFailed(failed);
    if (failed) setTab('write');
  }

  const [focused, setFocused] = useState(focusKey);
  if (focusKey !== focused) {
    setFocused(focusKey);
    setTab('write');
  }
  useEffect(() => {
    if (!focusKey) return;
    const field = area.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    field.scrollIntoView({ block: 'center' });
  }, [focusKey]);

  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'preview' ? 'preview' : 'write')} keepMounted={false}>
      <Tabs.List aria-label={t('editor.tabs', { label })}>
        <Tabs.Tab value="write" leftSection={<IconPencil size={14} aria-hidden />}>
          {t('editor.write')}
        </Tabs.Tab>
        <Tabs.Tab value="preview" leftSection={<IconEye size={14} aria-hidden />}>
          {t('editor.preview')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <MentionTextarea
          label={label}
          description={t('editor.hint', { max: FORUM_BODY_MAX })}
          required
          autosize
          minRows={minRows}
          maxRows={16}
          // An editor opened by a button takes the focus, to be written in.
          autoFocus={autoFocus}
          {...input}
          value={text}
          spaceId={spaceId}
          textareaRef={area}
          disabled={disabled}
        />
        {spaceId && (
          <InsertPicture spaceId={spaceId} textarea={area} value={text} onChange={input.onChange} disabled={disabled} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        <Paper withBorder radius="md" p="md" mih={80}>
          {text.trim() === '' ? (
            <Text size="sm" c="dimmed">
              {t('editor.nothing')}
            </Text>
          ) : preview.isError ? (
            <Alert color="red" variant="light" role="alert">
              {forumErrorText(preview.error)}
            </Alert>
          ) : preview.data ? (
            <PostHtml html={preview.data.html} />
          ) : (
            <Stack role="status" aria-label={t('editor.previewing')} align="center">
              <Loader size="sm" aria-hidden />
            </Stack>
          )}
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
