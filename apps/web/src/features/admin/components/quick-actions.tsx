import type { ComponentType } from 'react';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCategory, IconCpu, IconInbox, IconSettings, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellNav } from '../../../lib/shell-nav';

type Action = {
  key: 'manageUsers' | 'addUser' | 'manageTech' | 'courseCategories' | 'contactInbox' | 'settings';
  to: string;
};

const ACTIONS: { action: Action; icon: ComponentType<{ size?: number }> }[] = [
  { action: { key: 'manageUsers', to: '/admin/manage-users' }, icon: IconUsers },
  { action: { key: 'addUser', to: '/admin/manage-users' }, icon: IconUserPlus },
  { action: { key: 'manageTech', to: '/admin/manage-tech' }, icon: IconCpu },
  { action: { key: 'courseCategories', to: '/admin/course-categories' }, icon: IconCategory },
  { action: { key: 'contactInbox', to: '/admin/contact-messages' }, icon: IconInbox },
  // The role selection card promises admins "system settings" (spec §2): the dashboard leads there.
  { action: { key: 'settings', to: '/admin/settings' }, icon: IconSettings },
];

/** Links to the admin screens; only to those the role's navigation (admin-area.ts) declares. */
export function QuickActions() {
  const { t } = useTranslation('admin');
  const declared = new Set(useShellNav().flatMap((section) => section.destinations.map((d) => d.to)));
  const actions = ACTIONS.filter(({ action }) => declared.has(action.to));
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-quick-actions">
      <Title order={2} fz="lg" id="admin-quick-actions">
        {t('dashboard.quickActions')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {actions.map(({ action, icon: Icon }) => (
          <Button
            key={action.key}
            component={Link}
            to={action.to}
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(`dashboard.actions.${action.key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
