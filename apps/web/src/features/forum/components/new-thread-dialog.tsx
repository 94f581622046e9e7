import { NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FORUM_TAGS_MAX, FORUM_THREAD_KINDS, FORUM_TITLE_MAX, type ForumSpace } from '@talentpath/contracts/forum';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateThread } from '../api/create-thread';
import { threadForm } from '../forum-forms';
import { useForumLinks } from '../forum-links';
import { forumErrorText, withMessage } from '../forum-messages';
import { MarkdownEditor } from './markdown-editor';
import { useSpaceName } from './space-name';

type Props = {
  /** The forums the caller may post in. */
  spaces: ForumSpace[];
  /** The forum chosen first (the one the list shows). */
  spaceId: string;
  opened: boolean;
  onClose: () => void;
};

/** Starts a discussion or a question — its forum, title, tags and text, with a preview — and opens it. */
export function NewThreadDialog({ spaces, spaceId, opened, onClose }: Props) {
  const { t } = useTranslation('forum');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('composer.title')} size="lg">
      {opened && <NewThreadForm spaces={spaces} spaceId={spaceId} onDone={onClose} />}
    </AppModal>
  );
}

function NewThreadForm({ spaces, spaceId, onDone }: { spaces: ForumSpace[]; spaceId: string; onDone: () => void }) {
  const { t } = useTranslation('forum');
  const spaceName = useSpaceName();
  const create = useCreateThread();
  const navigate = useNavigate();
  const links = useForumLinks();
  const form = useAppForm({
    schema: threadForm,
    initialValues: { spaceId, kind: 'discussion' as const, title: '', tags: '', body: '' },
  });
  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (thread) => {
        toast.success(t('composer.created'));
        onDone();
        navigate(links.thread(thread.id));
      },
      onError: form.fail,
    }),
  );
  const pending = create.isPending;
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      submitLabel={t('composer.submit')}
      cancelLabel={t('form.cancel')}
      onCancel={onDone}
      errorText={forumErrorText}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('composer.space')}
          required
          data={spaces.map((s) => ({ value: s.id, label: spaceName(s.kind, s.course?.title) }))}
          {...withMessage(form.getInputProps('spaceId'))}
          disabled={pending}
        />
        <Radio.Group label={t('composer.kind')} required {...form.getInputProps('kind')}>
          <Stack gap="xs" mt={6}>
            {FORUM_THREAD_KINDS.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t(`kind.${kind}`)}
                description={t(`composer.kindHint.${kind}`)}
                disabled={pending}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('composer.titleField')}
          required
          maxLength={FORUM_TITLE_MAX}
          data-autofocus
          {...withMessage(form.getInputProps('title'))}
          disabled={pending}
        />
        <TextInput
          label={t('composer.tags')}
          description={t('composer.tagsHint', { max: FORUM_TAGS_MAX })}
          {...withMessage(form.getInputProps('tags'))}
          disabled={pending}
        />
        <MarkdownEditor
          label={t('composer.body')}
          input={withMessage(form.getInputProps('body'))}
          disabled={pending}
          spaceId={form.values.spaceId}
        />
      </Stack>
    </ModalForm>
  );
}
