import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';

// Darker than Mantine's green.9, so the badge's small white text keeps a 4.5:1 contrast.
export const ACTIVE_GREEN = '#1e6b34';

/** A date and time in the chosen language; `null` (never happened) as the given text. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string | null, never: string) => (iso ? format.format(new Date(iso)) : never);
}

export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  const { t } = useTranslation('admin-users');
  return (
    <Badge color={status === 'active' ? ACTIVE_GREEN : 'gray.7'} variant="filled" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function RoleBadges({ roles }: { roles: AdminUser['roles'] }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} variant="outline" radius="sm" color="brand">
          {t(`roles.${role}.title`)}
        </Badge>
      ))}
    </Group>
  );
}
