import type { AdminUser } from '@talentpath/contracts/admin-users';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { promoteFailureMessage, usePromoteToSuperAdmin } from '../api/promote-to-superadmin';
import { useSendTempPassword } from '../api/send-temp-password';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { ConfirmDialog } from './confirm-dialog';
import { EditUserDialog } from './edit-user-dialog';

export type UserAction = 'edit' | 'delete' | 'toggle' | 'tempPassword' | 'promote';

type Props = {
  user: AdminUser;
  action: UserAction | null;
  isSuperAdmin: boolean;
  onClose: () => void;
  onDeleted?: () => void;
};

/** The dialog of the action chosen from a user's menu; each asks before it acts. */
export function UserActionDialogs({ user, action, isSuperAdmin, onClose, onDeleted }: Props) {
  const { t } = useTranslation('admin-users');
  const remove = useDeleteUser();
  const toggle = useToggleUserStatus();
  const tempPassword = useSendTempPassword();
  const promote = usePromoteToSuperAdmin();
  const name = user.name;
  const failed = (error: unknown) => toast.error(errorMessage(error));

  if (action === 'edit') return <EditUserDialog user={user} isSuperAdmin={isSuperAdmin} onClose={onClose} />;

  const deactivating = user.status === 'active';
  return (
    <>
      <ConfirmDialog
        opened={action === 'delete'}
        title={t('delete.title')}
        text={t('delete.text', { name })}
        confirmLabel={t('delete.confirm')}
        danger
        pending={remove.isPending}
        onClose={onClose}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              toast.success(t('delete.success', { name }));
              onClose();
              onDeleted?.();
            },
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        opened={action === 'toggle'}
        title={deactivating ? t('deactivate.title') : t('activate.title')}
        text={deactivating ? t('deactivate.text', { name }) : t('activate.text', { name })}
        confirmLabel={deactivating ? t('deactivate.confirm') : t('activate.confirm')}
        danger={deactivating}
        pending={toggle.isPending}
        onClose={onClose}
        onConfirm={() =>
          toggle.mutate(user.id, {
            onSuccess: (answer) => {
              toast.success(
                answer.status === 'active' ? t('activate.success', { name }) : t('deactivate.success', { name }),
              );
              onClose();
            },
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        opened={action === 'tempPassword'}
        title={t('tempPassword.title')}
        text={t('tempPassword.text', { name, email: user.email })}
        confirmLabel={t('tempPassword.confirm')}
        pending={tempPassword.isPending}
        onClose={onClose}
        onConfirm={() =>
          tempPassword.mutate(user.id, {
            onSuccess: () => {
              toast.success(t('tempPassword.success', { email: user.email }));
              onClose();
            },
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        opened={action === 'promote'}
        title={t('promote.title')}
        text={t('promote.text', { name })}
        confirmLabel={t('promote.confirm')}
        pending={promote.isPending}
        onClose={onClose}
        onConfirm={() =>
          promote.mutate(user.id, {
            onSuccess: () => {
              toast.success(t('promote.success', { name }));
              onClose();
            },
            onError: (error) => toast.error(promoteFailureMessage(error, (status) => t('promote.failed', { status }))),
          })
        }
      />
    </>
  );
}
