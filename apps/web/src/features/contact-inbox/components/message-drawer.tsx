import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@talentpath/contracts/contact';
import { formatDateTime } from '../../../lib/format-date-time';
import { replyLink } from '../reply-link';

type Props = {
  message: InboxMessage | null;
  onClose: () => void;
  onToggleRead: (message: InboxMessage) => void;
  busy: boolean;
};

/** One message in full: sender, when, the text; reply by e-mail, mark unread (or read) again. */
export function MessageDrawer({ message, onClose, onToggleRead, busy }: Props) {
  const { t, i18n } = useTranslation(['contact-inbox', 'common']);
  return (
    <Drawer
      opened={message !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={message?.subject}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } }}
    >
      {message ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm">
              <Text span c="dimmed">
                {t('detail.from')}:{' '}
              </Text>
              {message.name} &lt;{message.email}&gt;
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('detail.received')}:{' '}
              </Text>
              {formatDateTime(message.createdAt, i18n.language)}
            </Text>
            {message.readAt ? (
              <Text size="sm" c="dimmed" data-testid="inbox-read-at">
                {t('detail.readAt', { when: formatDateTime(message.readAt, i18n.language) })}
              </Text>
            ) : null}
          </Stack>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inbox-message-body">
            {message.message}
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={replyLink(message.email, message.subject)}
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
            >
              {t('detail.reply')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconMailOpened size={16} aria-hidden />}
              onClick={() => onToggleRead(message)}
              loading={busy}
            >
              {message.readAt ? t('detail.markUnread') : t('detail.markRead')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
