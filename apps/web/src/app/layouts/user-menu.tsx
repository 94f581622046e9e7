import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconId, IconKey, IconLanguage, IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@talentpath/contracts/constants';
import { useLogout } from '../../features/auth/api/logout';
import { openDialog } from '../../lib/dialog-store';
import { currentLanguage, i18n } from '../../lib/i18n';
import { ROLE_SELECTION_PATH } from '../../lib/role-routing';
import { TOAST_HOST } from '../../lib/toast';
import { useSignedInSession } from '../../lib/session-store';
import classes from './app-layout.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The signed-in user's menu: my profile (skills and where they come from, for every role), switch role (only with
 * several roles), change password, language (the header's
 * switcher has no room on a phone), sign out. `showRole: false` while a role is being chosen: no role name and no
 * switch (the page is that choice).
 */
export function UserMenu({ showRole = true }: { showRole?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, currentRole } = useSignedInSession();
  const logout = useLogout();
  const language = currentLanguage();
  return (
    // Above the toasts (portalled, one layer over their host): a toast shown at sign-in sits where the menu opens, and
    // covered its items for its five seconds.
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      zIndex={TOAST_HOST.zIndex + 1}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label', { name: user.name })} className={classes.userButton}>
          <Group gap={10} wrap="nowrap">
            <Avatar src={user.avatar ?? undefined} alt="" radius="xl" size={34} variant="filled" color="brand">
              {initials(user.name)}
            </Avatar>
            <div className={classes.userText}>
              <Text size="sm" fw={600} lh={1.2} truncate maw={160}>
                {user.name}
              </Text>
              {showRole && (
                <Text size="xs" c="dimmed" lh={1.2}>
                  {t(`roles.${currentRole}.title`)}
                </Text>
              )}
            </div>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {showRole && user.roles.length > 1 && (
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
            onClick={() => navigate(ROLE_SELECTION_PATH)}
          >
            {t('userMenu.switchRole')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconId size={16} aria-hidden />} onClick={() => navigate('/learner/profile')}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => openDialog('changePassword')}>
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.filter((code) => code !== language).map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            leftSection={<IconLanguage size={16} aria-hidden />}
            onClick={() => void i18n.changeLanguage(code)}
          >
            {t(`language.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => logout.mutate()}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
