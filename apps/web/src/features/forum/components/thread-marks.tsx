import type { ComponentType } from 'react';
import { Badge, Group } from '@mantine/core';
import {
  IconCircleCheck,
  IconEyeOff,
  IconHelpCircle,
  IconLock,
  IconMessage,
  IconPinned,
  IconPointFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumThreadSummary } from '@talentpath/contracts/forum';

type Mark = { key: string; label: string; color: string; Icon: ComponentType<{ size?: number }> };

/**
 * What a thread is and what has happened to it — its kind, answered, pinned, locked, hidden, unread — each a word
 * with an icon, never a colour alone.
 */
export function ThreadMarks({ thread, withUnread = false }: { thread: ForumThreadSummary; withUnread?: boolean }) {
  const { t } = useTranslation('forum');
  const question = thread.kind === 'question';
  const marks: Mark[] = [
    question
      ? { key: 'kind', label: t('kind.question'), color: 'brand', Icon: IconHelpCircle }
      : { key: 'kind', label: t('kind.discussion'), color: 'gray', Icon: IconMessage },
    ...(question && thread.answered
      ? [{ key: 'answered', label: t('marks.answered'), color: 'green', Icon: IconCircleCheck }]
      : []),
    ...(thread.pinned ? [{ key: 'pinned', label: t('marks.pinned'), color: 'yellow', Icon: IconPinned }] : []),
    ...(thread.locked ? [{ key: 'locked', label: t('marks.locked'), color: 'gray', Icon: IconLock }] : []),
    ...(thread.hidden ? [{ key: 'hidden', label: t('marks.hidden'), color: 'red', Icon: IconEyeOff }] : []),
    ...(withUnread && thread.unread
      ? [{ key: 'unread', label: t('marks.unread'), color: 'blue', Icon: IconPointFilled }]
      : []),
  ];
  return (
    <Group gap={6} wrap="wrap">
      {marks.map(({ key, label, color, Icon }) => (
        <Badge key={key} variant="light" color={color} c="dark.7" leftSection={<Icon size={12} aria-hidden />}>
          {label}
        </Badge>
      ))}
    </Group>
  );
}
