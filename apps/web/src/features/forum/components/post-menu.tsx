import { useState } from 'react';
import { Menu } from '@mantine/core';
import {
  IconBlockquote,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconHistory,
  IconRosette,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ForumComment, ForumThread } from '@talentpath/contracts/forum';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { RowMenu } from '../../../components/ui/row-menu';
import { toast } from '../../../lib/toast';
import { useDeletePost } from '../api/delete-post';
import { useEndorsePost } from '../api/endorse-post';
import { useHidePost } from '../api/hide-post';
import { forumErrorText } from '../forum-messages';
import { useForumLinks } from '../forum-links';
import { quotePost } from '../quote';
import { ReportDialog } from './report-dialog';
import { RevisionsDialog } from './revisions-dialog';

/** Where a post sits: a thread's opening post, a reply to it, or a comment on a reply. */
export type PostPlace = 'opening' | 'reply' | 'comment';

type Props = {
  thread: ForumThread;
  post: ForumComment;
  place: PostPlace;
  /** The caller wrote it: they do not report it. */
  own: boolean;
  /** The post's name ("Reply by Grace Hopper"): the menu's, and its dialogs'. */
  subject: string;
  onEdit: () => void;
};

type Dialog = 'delete' | 'report' | 'revisions' | null;

/**
 * What may be done to a post beyond voting, in its "…" menu: edit and delete (as the server allows the caller),
 * quote (into the reply box, where the caller may reply), report (others' posts), and for the forum's moderators endorse (a reply), hide or restore, and the edit history.
 * Without anything to offer there is no menu.
 */
export function PostMenu({ thread, post, place, own, subject, onEdit }: Props) {
  const { t } = useTranslation('forum');
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeletePost();
  const endorse = useEndorsePost();
  const hide = useHidePost();
  const navigate = useNavigate();
  const links = useForumLinks();
  const moderator = thread.canModerate;
  const opening = place === 'opening';
  const failed = (error: unknown) => toast.error(forumErrorText(error));

  const items = [
    post.canEdit && (
      <Menu.Item key="edit" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
        {t('post.edit')}
      </Menu.Item>
    ),
    post.canDelete && (
      <Menu.Item key="delete" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
        {t('post.delete')}
      </Menu.Item>
    ),
    thread.canReply && !post.deleted && !post.hidden && post.body.trim() !== '' && (
      <Menu.Item
        key="quote"
        leftSection={<IconBlockquote size={16} aria-hidden />}
        onClick={() => quotePost(t('post.quoteBy', { name: post.author?.name ?? t('post.formerMember') }), post.body)}
      >
        {t('post.quote')}
      </Menu.Item>
    ),
    !own && (
      <Menu.Item key="report" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setDialog('report')}>
        {t('post.report')}
      </Menu.Item>
    ),
    moderator && place === 'reply' && (
      <Menu.Item
        key="endorse"
        leftSection={<IconRosette size={16} aria-hidden />}
        onClick={() =>
          endorse.mutate(
            { threadId: thread.id, postId: post.id, endorsed: !post.endorsed },
            { onSuccess: () => toast.success(t(post.endorsed ? 'post.unendorsed' : 'post.endorsed')), onError: failed },
          )
        }
      >
        {t(post.endorsed ? 'post.unendorse' : 'post.endorse')}
      </Menu.Item>
    ),
    moderator && (
      <Menu.Item
        key="hide"
        leftSection={post.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
        onClick={() =>
          hide.mutate(
            { threadId: thread.id, postId: post.id, hidden: !post.hidden },
            { onSuccess: () => toast.success(t(post.hidden ? 'post.restored' : 'post.hidden')), onError: failed },
          )
        }
      >
        {t(post.hidden ? 'post.restore' : 'post.hide')}
      </Menu.Item>
    ),
    moderator && post.editedAt !== null && (
      <Menu.Item
        key="revisions"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setDialog('revisions')}
      >
        {t('post.history')}
      </Menu.Item>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;

  const confirmDelete = () =>
    remove.mutate(
      { threadId: thread.id, postId: post.id, opening },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(t(opening ? 'post.threadRemoved' : 'post.removed'));
          if (opening) navigate(links.forum);
        },
      },
    );

  return (
    <>
      <RowMenu label={t('post.actions', { subject })}>{items}</RowMenu>
      <ConfirmModal
        opened={dialog === 'delete'}
        onClose={() => {
          setDialog(null);
          remove.reset();
        }}
        title={t(opening ? 'delete.threadTitle' : 'delete.title')}
        message={t(opening ? 'delete.threadText' : 'delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.isError ? forumErrorText(remove.error) : null}
      />
      <ReportDialog postId={post.id} subject={subject} opened={dialog === 'report'} onClose={() => setDialog(null)} />
      {moderator && (
        <RevisionsDialog
          postId={post.id}
          subject={subject}
          opened={dialog === 'revisions'}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
