import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@talentpath/contracts/contact';
import { formatDateTime } from '../../../lib/format-date-time';
import list from '../../../components/ui/unread-list.module.css';
import classes from './inbox-list.module.css';

type Props = { messages: InboxMessage[]; selectedId: string | null; onOpen: (message: InboxMessage) => void };

/** The messages, newest first: an unread one is bold and has a dot; each opens in the detail drawer. */
export function InboxList({ messages, selectedId, onOpen }: Props) {
  const { t, i18n } = useTranslation('contact-inbox');
  return (
    <Box component="ul" aria-label={t('list.label')} className={list.list}>
      {messages.map((message) => {
        const unread = message.readAt === null;
        return (
          <li key={message.id}>
            <UnstyledButton
              className={classes.item}
              data-unread={unread || undefined}
              data-selected={selectedId === message.id || undefined}
              onClick={() => onOpen(message)}
              aria-haspopup="dialog"
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <span className={list.dot} data-visible={unread || undefined} aria-hidden />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={unread ? 700 : 400} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {unread ? <VisuallyHidden>{t('list.unread')}: </VisuallyHidden> : null}
                      {message.subject}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(message.createdAt, i18n.language)}
                    </Text>
                  </Group>
                  <Text size="sm" fw={unread ? 600 : 400} truncate="end">
                    {message.name} · {message.email}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {message.message}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
