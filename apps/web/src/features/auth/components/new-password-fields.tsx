import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from './password-rules';
import { showFieldError } from './form-errors';

type Props = {
  newPassword: string;
  confirmPassword: string;
  errors: { newPassword?: string; confirmPassword?: string };
  disabled: boolean;
  onChange: (field: 'newPassword' | 'confirmPassword', value: string) => void;
};

/** New Password with the live rule list, then Confirm New Password. */
export function NewPasswordFields({ newPassword, confirmPassword, errors, disabled, onChange }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <PasswordField
        label={t('password.new')}
        name="newPassword"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(event) => onChange('newPassword', event.currentTarget.value)}
        error={showFieldError(errors.newPassword)}
        disabled={disabled}
        // The rules are the field's description, so screen readers announce them with it.
        description={<PasswordRules password={newPassword} />}
        descriptionProps={{ component: 'div', mt: 'xs' }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.currentTarget.value)}
        error={showFieldError(errors.confirmPassword)}
        disabled={disabled}
      />
    </Stack>
  );
}
