import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';

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
    <Badge color={status === 'active' ? 'green.9' : 'gray.7'} variant="light" radius="sm">
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
