import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORUM_TITLE_MAX, type ForumComment } from '@talentpath/contracts/forum';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useEditPost } from '../api/edit-post';
import { editForm, editOpeningForm } from '../forum-forms';
import { forumErrorText, withMessage } from '../forum-messages';
import { MarkdownEditor } from './markdown-editor';

type Props = {
  threadId: string;
  /** The thread's forum: @-suggestions of its readers, and pictures uploaded to it. */
  spaceId: string;
  post: ForumComment;
  /** The thread's title, when the post is its opening post: edited with it. */
  title?: string;
  onDone: () => void;
};

/** Edits a post in its place: its text (a thread's opening post also its title), with a preview. */
export function EditPostForm({ threadId, spaceId, post, title, onDone }: Props) {
  return title === undefined ? (
    <EditReply threadId={threadId} spaceId={spaceId} post={post} onDone={onDone} />
  ) : (
    <EditOpening threadId={threadId} spaceId={spaceId} post={post} title={title} onDone={onDone} />
  );
}

/** The edit's request: saved, the post says so and the editor closes; refused, the form shows why. */
function useSave(onDone: () => void, fail: (error: unknown) => void) {
  const { t } = useTranslation('forum');
  const edit = useEditPost();
  const save = (change: Parameters<typeof edit.mutate>[0]) =>
    edit.mutate(change, {
      onSuccess: () => {
        toast.success(t('edit.saved'));
        onDone();
      },
      onError: fail,
    });
  // The form's buttons and its failure in the forum's words.
  const layout = {
    pending: edit.isPending,
    submitLabel: t('edit.save'),
    cancelLabel: t('form.cancel'),
    onCancel: onDone,
    errorText: forumErrorText,
  };
  return { save, layout, t };
}

function EditReply({ threadId, spaceId, post, onDone }: Omit<Props, 'title'>) {
  const form = useAppForm({ schema: editForm, initialValues: { body: post.body } });
  const { save, layout, t } = useSave(onDone, form.fail);
  const submit = form.onSubmit(({ body }) => save({ threadId, postId: post.id, body }));
  return (
    <ModalForm onSubmit={submit} form={form} {...layout}>
      <MarkdownEditor
        label={t('edit.body')}
        input={withMessage(form.getInputProps('body'))}
        disabled={layout.pending}
        autoFocus
        spaceId={spaceId}
      />
    </ModalForm>
  );
}

function EditOpening({ threadId, spaceId, post, title, onDone }: Props & { title: string }) {
  const form = useAppForm({ schema: editOpeningForm, initialValues: { title, body: post.body } });
  const { save, layout, t } = useSave(onDone, form.fail);
  const submit = form.onSubmit((values) => save({ threadId, postId: post.id, ...values }));
  return (
    <ModalForm onSubmit={submit} form={form} {...layout}>
      <Stack gap="sm">
        <TextInput
          label={t('edit.title')}
          required
          maxLength={FORUM_TITLE_MAX}
          // The editor appears because Edit was pressed: the title takes the focus.
          autoFocus
          {...withMessage(form.getInputProps('title'))}
          disabled={layout.pending}
        />
        <MarkdownEditor
          label={t('edit.body')}
          input={withMessage(form.getInputProps('body'))}
          disabled={layout.pending}
          spaceId={spaceId}
        />
      </Stack>
    </ModalForm>
  );
}
