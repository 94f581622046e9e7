import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loginInput, type LoginResponse } from '@talentpath/contracts/auth';
import { TOAST_LOGIN_FAILURE_MS } from '@talentpath/contracts/constants';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-error';
import { ADMIN_CONTACT_EMAIL } from '../../../lib/config';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
  onSignedIn: (response: LoginResponse) => void;
};

/** The sign-in view of the login dialog. */
export function SignInForm({ email, onEmailChange, onForgot, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  // The e-mail outlives this view: the reset view starts from what was typed here, and back again.
  const form = useAppForm({
    schema: loginInput,
    initialValues: { email, password: '' },
    onValuesChange: (values) => onEmailChange(values.email),
  });
  const loading = login.isPending;

  // 'Invalid email or password' is the spec's wording; other failures (locked, offline) say what happened.
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
      ? t('login.invalidCredentials')
      : errorMessage(error);

  const submit = form.onSubmit((input) =>
    login.mutate(input, {
      // 'Login successful!' is shown by the dialog: held until a required password change is done (ADR 0017).
      onSuccess: (response) => onSignedIn(response),
      onError: (error) => {
        form.fail(error);
        // The spec asks for both: the message in the dialog and a 3 s toast.
        toast.error(failureText(error), { autoClose: TOAST_LOGIN_FAILURE_MS });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {form.failure !== null && <FormAlert>{failureText(form.failure)}</FormAlert>}
        <TextInput
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
          disabled={loading}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          disabled={loading}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label={t('login.rememberMe')} name="remember" disabled={loading} />
          <Anchor component="button" type="button" size="sm" onClick={onForgot} disabled={loading}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loading}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('login.needAccount')}{' '}
          <Anchor href={`mailto:${ADMIN_CONTACT_EMAIL}`} size="sm" fw={600}>
            {t('login.contactAdmin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
