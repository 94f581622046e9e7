import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from './password-rules';

type Props = {
  /** `getInputProps` of the form's newPassword and confirmPassword fields. */
  newPassword: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
  disabled: boolean;
};

/** New Password with the live rule list, then Confirm New Password. */
export function NewPasswordFields({ newPassword, confirmPassword, disabled }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <PasswordField
        label={t('password.new')}
        name="newPassword"
        autoComplete="new-password"
        required
        {...newPassword}
        disabled={disabled}
        // The rules are the field's description, so screen readers announce them with it.
        description={<PasswordRules password={String(newPassword.value ?? '')} />}
        descriptionProps={{ component: 'div', mt: 'xs' }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        {...confirmPassword}
        disabled={disabled}
      />
    </Stack>
  );
}
