import { useState } from 'react';
import { Badge, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@talentpath/contracts/contact';
import { CursorListBody, EmptyState } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { errorMessage } from '../../../lib/error-message';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { choiceFilter, useListState } from '../../../lib/use-list-state';
import { useUnreadCount } from '../api/get-unread-count';
import { useContactMessages } from '../api/list-contact-messages';
import { useUpdateContactMessage } from '../api/update-contact-message';
import { InboxList } from '../components/inbox-list';
import { MessageDrawer } from '../components/message-drawer';

const READ_FILTERS = ['all', 'unread', 'read'] as const;
type ReadFilter = (typeof READ_FILTERS)[number];
const READ_PARAM: Record<ReadFilter, boolean | undefined> = { all: undefined, unread: false, read: true };

/** /admin/contact-messages: the shared inbox of the contact form, newest first. */
export function ContactInboxPage() {
  const { t } = useTranslation(['contact-inbox', 'common']);
  usePageTitle(t('title'));
  const { user, currentRole } = useSignedInSession();
  const list = useListState({ filters: { read: choiceFilter(READ_FILTERS, 'all') } });
  const readFilter = list.filters.read;
  const filter = { read: READ_PARAM[readFilter], ...(list.searchTerm ? { searchTerm: list.searchTerm } : {}) };
  const messages = useContactMessages(user.id, currentRole, filter);
  const unread = useUnreadCount(user.id, currentRole);
  const update = useUpdateContactMessage(user.id, currentRole);
  const [opened, setOpened] = useState<InboxMessage | null>(null);

  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = list.filtered;

  function open(message: InboxMessage) {
    setOpened(message);
    if (message.readAt !== null) return;
    update.mutate(
      { id: message.id, read: true },
      {
        onSuccess: (next) => setOpened((current) => (current?.id === next.id ? next : current)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function toggleRead(message: InboxMessage) {
    const read = message.readAt === null;
    update.mutate(
      { id: message.id, read },
      {
        onSuccess: (next) => {
          toast.success(t(read ? 'detail.markedRead' : 'detail.markedUnread'));
          if (read) setOpened((current) => (current?.id === next.id ? next : current));
          else setOpened(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')}
          </Title>
          {unread.data ? (
            <Badge size="lg" variant={unread.data.unread > 0 ? 'filled' : 'light'} data-testid="inbox-unread-count">
              {t('unreadCount', { count: unread.data.unread })}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>

      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="inbox-filter-label">
            {t('filter.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-filter-label"
            value={readFilter}
            onChange={(value) => list.setFilters({ read: value as ReadFilter })}
            data={[
              { value: 'all', label: t('filter.all') },
              { value: 'unread', label: t('filter.unread') },
              { value: 'read', label: t('filter.read') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          type="search"
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
      </Group>

      <CursorListBody
        list={messages}
        count={items.length}
        skeleton={{ rows: 4, height: 76 }}
        empty={
          <EmptyState
            title={t(filtered ? 'empty.filteredTitle' : 'empty.title')}
            text={t(filtered ? 'empty.filteredText' : 'empty.text')}
          />
        }
      >
        <InboxList messages={items} selectedId={opened?.id ?? null} onOpen={open} />
      </CursorListBody>

      <MessageDrawer
        message={opened}
        onClose={() => setOpened(null)}
        onToggleRead={toggleRead}
        busy={update.isPending}
      />
    </Stack>
  );
}
