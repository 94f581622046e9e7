import { ActionIcon, Button, Group } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@talentpath/contracts/roles';
import { useSignedInSession } from '../../lib/session-store';
import { UserMenu } from './user-menu';

/**
 * A signed-in visitor on a public page: Dashboard (the current role's home) and the user menu. On a phone the
 * Dashboard link is its icon alone, so the menu button keeps its place in the header.
 */
export function PublicSignedInActions() {
  const { t } = useTranslation();
  const { currentRole } = useSignedInSession();
  const home = roleHome(currentRole);
  const icon = <IconLayoutDashboard size={18} aria-hidden />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={home} leftSection={icon} visibleFrom="xs">
        {t('nav.dashboard')}
      </Button>
      <ActionIcon component={Link} to={home} size={40} variant="filled" aria-label={t('nav.dashboard')} hiddenFrom="xs">
        {icon}
      </ActionIcon>
      <UserMenu />
    </Group>
  );
}
