import { useState } from 'react';
import { Menu, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconLock, IconLockOpen, IconPinned, IconPinnedOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumThread } from '@talentpath/contracts/forum';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { RowMenu } from '../../../components/ui/row-menu';
import { toast } from '../../../lib/toast';
import { useForumSpaces } from '../api/get-spaces';
import { useModerateThread } from '../api/moderate-thread';
import { forumErrorText } from '../forum-messages';
import { useSpaceName } from './space-name';

/** The moderators' menu of a thread: pin or unpin it, lock or unlock it, move it to another forum they moderate. */
export function ThreadModeration({ thread }: { thread: ForumThread }) {
  const { t } = useTranslation('forum');
  const moderate = useModerateThread();
  const spaces = useForumSpaces();
  const [moving, setMoving] = useState(false);
  const targets = (spaces.data?.items ?? []).filter((s) => s.canModerate && s.id !== thread.space.id);
  // Each a switch: its item says what pressing it does, its toast what was done.
  const toggles = [
    thread.pinned
      ? {
          key: 'unpin',
          change: { pinned: false },
          Icon: IconPinnedOff,
          label: t('moderation.unpin'),
          done: t('moderation.unpinned'),
        }
      : {
          key: 'pin',
          change: { pinned: true },
          Icon: IconPinned,
          label: t('moderation.pin'),
          done: t('moderation.pinned'),
        },
    thread.locked
      ? {
          key: 'unlock',
          change: { locked: false },
          Icon: IconLockOpen,
          label: t('moderation.unlock'),
          done: t('moderation.unlocked'),
        }
      : {
          key: 'lock',
          change: { locked: true },
          Icon: IconLock,
          label: t('moderation.lock'),
          done: t('moderation.locked'),
        },
  ];

  return (
    <>
      <RowMenu label={t('moderation.menu')}>
        {toggles.map(({ key, change, Icon, label, done }) => (
          <Menu.Item
            key={key}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() =>
              moderate.mutate(
                { threadId: thread.id, ...change },
                { onSuccess: () => toast.success(done), onError: (error) => toast.error(forumErrorText(error)) },
              )
            }
          >
            {label}
          </Menu.Item>
        ))}
        {targets.length > 0 && (
          <Menu.Item
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => {
              moderate.reset();
              setMoving(true);
            }}
          >
            {t('moderation.move')}
          </Menu.Item>
        )}
      </RowMenu>
      <AppModal opened={moving} onClose={() => setMoving(false)} title={t('moderation.moveTitle')}>
        {moving && (
          <MoveForm
            targets={targets}
            onMove={(spaceId) =>
              moderate.mutate(
                { threadId: thread.id, spaceId },
                {
                  onSuccess: () => {
                    setMoving(false);
                    toast.success(t('moderation.moved'));
                  },
                },
              )
            }
            onCancel={() => setMoving(false)}
            pending={moderate.isPending}
            failure={moderate.error}
          />
        )}
      </AppModal>
    </>
  );
}

type MoveProps = {
  /** The other forums the caller moderates. */
  targets: { id: string; kind: ForumThread['space']['kind']; course: { title: string } | null }[];
  onMove: (spaceId: string) => void;
  onCancel: () => void;
  pending: boolean;
  failure: unknown;
};

function MoveForm({ targets, onMove, onCancel, pending, failure }: MoveProps) {
  const { t } = useTranslation('forum');
  const spaceName = useSpaceName();
  const [spaceId, setSpaceId] = useState(targets[0]?.id ?? '');
  return (
    <ModalForm
      onSubmit={(event) => {
        event?.preventDefault();
        onMove(spaceId);
      }}
      form={{ failure, errors: {} }}
      pending={pending}
      submitLabel={t('moderation.moveSubmit')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
      errorText={forumErrorText}
    >
      <Stack gap="sm">
        <Text size="sm">{t('moderation.moveText')}</Text>
        <NativeSelect
          label={t('moderation.moveTo')}
          value={spaceId}
          onChange={(event) => setSpaceId(event.currentTarget.value)}
          data={targets.map((s) => ({ value: s.id, label: spaceName(s.kind, s.course?.title) }))}
          data-autofocus
        />
      </Stack>
    </ModalForm>
  );
}
