import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationStatus, NotificationType } from '@talentpath/contracts/notifications';
import type { NotificationFilter } from '../api/query-keys';

type Props = {
  value: NotificationFilter;
  /** What changed, and only that: the rest is as the address has it (which may be newer than `value`). */
  onChange: (change: Partial<NotificationFilter>) => void;
  /** The types the feed can hold (its area's). */
  types: readonly NotificationType[];
};

/** Status (all, unread, read) and type; 'all' is the filter not sent. */
export function NotificationFilters({ value, onChange, types }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <Group role="search" aria-label={t('filter.label')} gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="notification-status-label">
          {t('filter.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="notification-status-label"
          value={value.status ?? 'all'}
          onChange={(status) => onChange({ status: status === 'all' ? undefined : (status as NotificationStatus) })}
          data={[
            { value: 'all', label: t('filter.all') },
            { value: 'unread', label: t('filter.unread') },
            { value: 'read', label: t('filter.read') },
          ]}
        />
      </Stack>
      <NativeSelect
        label={t('filter.type')}
        data={[
          { value: '', label: t('filter.allTypes') },
          ...types.map((type) => ({ value: type, label: t(`types.${type}.filter`) })),
        ]}
        value={value.type ?? ''}
        onChange={(event) => onChange({ type: (event.currentTarget.value as NotificationType) || undefined })}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
