import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout';

/** A page's own "Log out" button (spec §2's dashboards offer one beside the user menu's). */
export function SignOutButton() {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  return (
    <Button
      variant="default"
      color="red"
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={() => logout.mutate()}
      loading={logout.isPending}
    >
      {t('logout.button')}
    </Button>
  );
}
