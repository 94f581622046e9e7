import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ForumThread } from '@talentpath/contracts/forum';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreatePost } from '../api/create-post';
import { forumKeys } from '../api/query-keys';
import { postForm } from '../forum-forms';
import { forumErrorText, withMessage } from '../forum-messages';
import { quoteStore, withQuote } from '../quote';
import { useStore } from '../../../lib/store';
import { MarkdownEditor } from './markdown-editor';

type Props = {
  threadId: string;
  /** A comment on this reply; without it, a reply to the thread. */
  parentId?: string;
  label: string;
  submitLabel: string;
  /** After a post is made; a comment's composer closes. */
  onDone?: () => void;
  onCancel?: () => void;
};

/** Writes a reply to a thread, or a comment on a reply, with a preview; emptied once posted. */
export function PostComposer({ threadId, parentId, label, submitLabel, onDone, onCancel }: Props) {
  const { t } = useTranslation('forum');
  const create = useCreatePost();
  const form = useAppForm({ schema: postForm, initialValues: { body: '' } });
  // The thread is on screen (its page read it): its forum's readers are the ones to suggest for @mentions.
  const spaceId = useQueryClient().getQueryData<ForumThread>(forumKeys.thread(threadId))?.space.id;
  // The thread's reply box takes the posts quoted from their menus (a comment's box does not).
  const quote = useStore(quoteStore);
  const [taken, setTaken] = useState(quote?.n ?? 0);
  const [focusKey, setFocusKey] = useState(0);
  useEffect(() => {
    if (parentId || !quote || quote.n === taken) return;
    setTaken(quote.n);
    form.setFieldValue('body', withQuote(form.getValues().body, quote.text));
    setFocusKey((k) => k + 1);
  }, [parentId, quote, taken, form]);
  const submit = form.onSubmit(({ body }) =>
    create.mutate(
      { threadId, body, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t(parentId ? 'composer.commented' : 'composer.replied'));
          onDone?.();
        },
        onError: form.fail,
      },
    ),
  );
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={create.isPending}
      submitLabel={submitLabel}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
      errorText={forumErrorText}
    >
      <MarkdownEditor
        label={label}
        input={withMessage(form.getInputProps('body'))}
        disabled={create.isPending}
        minRows={parentId ? 2 : 4}
        autoFocus={Boolean(parentId)}
        spaceId={spaceId}
        focusKey={focusKey}
      />
    </ModalForm>
  );
}
