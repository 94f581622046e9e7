import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../components/ui/app-modal';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '@talentpath/contracts/auth';
import { PasswordField } from '../../../components/ui/password-field';
import { closeDialog } from '../../../lib/dialog-store';
import { useAppForm } from '../../../lib/form';
import { destinationAfterSignIn } from '../../../lib/role-routing';
import { markPasswordChanged, useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { useLogout } from '../api/logout';
import { NewPasswordFields } from './new-password-fields';

/**
 * "Change Your Password" (spec §2): forced while the account uses a temporary password, voluntary from the
 * user menu otherwise. It can be dismissed only when a change is not required and nothing is being sent.
 */
export function ChangePasswordModal({ required }: { required: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSignedInSession();
  const change = useChangePassword();
  const logout = useLogout();
  const form = useAppForm({
    schema: changePasswordForm,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fieldCodes: { CURRENT_PASSWORD_INCORRECT: 'currentPassword', PASSWORD_REUSED: 'newPassword' },
  });
  const submitting = change.isPending;
  const canClose = !required && !submitting;

  const close = () => {
    if (canClose) closeDialog('changePassword');
  };

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { userId: session.user.id, currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          toast.success(t('changePassword.success'));
          markPasswordChanged(answer);
          closeDialog('changePassword');
          if (required) navigate(destinationAfterSignIn(session.user.roles, session.currentRole), { replace: true });
        },
        onError: (error) => {
          form.fail(error);
          toast.error(t('changePassword.failed'));
        },
      },
    ),
  );

  return (
    <AppModal opened onClose={close} title={t('changePassword.title')} closable={canClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {required ? (
            <Alert color="brand" variant="light" icon={<IconLock size={18} aria-hidden />}>
              {t('changePassword.requiredNotice')}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('changePassword.voluntaryNotice')}
            </Text>
          )}
          <PasswordField
            label={t('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('currentPassword')}
            disabled={submitting}
          />
          <NewPasswordFields
            newPassword={form.getInputProps('newPassword')}
            confirmPassword={form.getInputProps('confirmPassword')}
            disabled={submitting}
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            disabled={submitting}
            leftSection={submitting ? <Loader size={16} color="gray.7" aria-hidden /> : undefined}
          >
            {submitting ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
          {required && (
            <Button variant="subtle" color="gray" onClick={() => logout.mutate()} disabled={submitting}>
              {t('changePassword.signOutInstead')}
            </Button>
          )}
        </Stack>
      </form>
    </AppModal>
  );
}
