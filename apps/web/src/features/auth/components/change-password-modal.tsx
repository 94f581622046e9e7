import { useState, type FormEvent } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../components/ui/app-modal';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '@talentpath/contracts/auth';
import { PASSWORDS_DO_NOT_MATCH } from '@talentpath/contracts/password';
import { PasswordField } from '../../../components/ui/password-field';
import { closeDialog } from '../../../lib/dialog-store';
import { destinationAfterSignIn } from '../../../lib/role-routing';
import { markPasswordChanged, useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';
import { useLogout } from '../api/logout';
import { serverFieldErrors, showFieldError } from './form-errors';
import { NewPasswordFields } from './new-password-fields';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const submitting = change.isPending;
  const canClose = !required && !submitting;

  const close = () => {
    if (canClose) closeDialog('changePassword');
  };

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { userId: session.user.id, currentPassword: values.currentPassword, newPassword: values.newPassword };
    const problems = fieldErrors<Field>(changePasswordInput, input);
    if (!problems.confirmPassword && values.confirmPassword !== values.newPassword) {
      problems.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    }
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    change.mutate(input, {
      onSuccess: (answer) => {
        toast.success(t('changePassword.success'));
        markPasswordChanged(answer);
        closeDialog('changePassword');
        if (required) navigate(destinationAfterSignIn(session.user.roles, session.currentRole), { replace: true });
      },
      onError: (error) => {
        setErrors(
          serverFieldErrors(error, FIELDS, { CURRENT_PASSWORD_INCORRECT: 'currentPassword', PASSWORD_REUSED: 'newPassword' }),
        );
        toast.error(t('changePassword.failed'));
      },
    });
  };

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
            value={values.currentPassword}
            onChange={(event) => update('currentPassword', event.currentTarget.value)}
            error={showFieldError(errors.currentPassword)}
            disabled={submitting}
          />
          <NewPasswordFields
            newPassword={values.newPassword}
            confirmPassword={values.confirmPassword}
            errors={errors}
            disabled={submitting}
            onChange={update}
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
