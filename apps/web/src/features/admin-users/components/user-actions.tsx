import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCrown,
  IconDots,
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import type { AdminUser } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserActionDialogs, type UserAction } from './user-action-dialogs';
import { useViewer } from './use-viewer';

type Props = {
  user: AdminUser;
  /** The profile page leaves out the link to itself, and leaves the page once the user is deleted. */
  onProfile?: boolean;
  onDeleted?: () => void;
};

/** The actions on one user, as a menu: what the viewer may do to that user only. */
export function UserActions({ user, onProfile = false, onDeleted }: Props) {
  const { t } = useTranslation('admin-users');
  const { isSuperAdmin, canManage, isSelf } = useViewer();
  const [action, setAction] = useState<UserAction | null>(null);
  const manage = canManage(user);
  const self = isSelf(user);
  const active = user.status === 'active';

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('actions.menu', { name: user.name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!onProfile && (
            <Menu.Item component={Link} to={`/admin/view-profile/${user.id}`} leftSection={<IconUser size={16} />}>
              {t('actions.view')}
            </Menu.Item>
          )}
          {manage && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setAction('edit')}>
              {t('actions.edit')}
            </Menu.Item>
          )}
          {manage && (
            <Menu.Item leftSection={<IconKey size={16} />} onClick={() => setAction('tempPassword')}>
              {t('actions.tempPassword')}
            </Menu.Item>
          )}
          {isSuperAdmin && !user.roles.includes('SuperAdmin') && (
            <Menu.Item leftSection={<IconCrown size={16} />} onClick={() => setAction('promote')}>
              {t('actions.promote')}
            </Menu.Item>
          )}
          {manage && !self && (
            <Menu.Item
              leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={() => setAction('toggle')}
            >
              {active ? t('actions.deactivate') : t('actions.activate')}
            </Menu.Item>
          )}
          {manage && !self && (
            <Menu.Item color="red.8" leftSection={<IconTrash size={16} />} onClick={() => setAction('delete')}>
              {t('actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <UserActionDialogs
        user={user}
        action={action}
        isSuperAdmin={isSuperAdmin}
        onClose={() => setAction(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
