import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginInput, type LoginResponse } from '@talentpath/contracts/auth';
import { TOAST_LOGIN_FAILURE_MS } from '@talentpath/contracts/constants';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-error';
import { ADMIN_CONTACT_EMAIL } from '../../../lib/config';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';
import { useLogin } from '../api/login';
import { showFieldError } from './form-errors';

type Field = 'email' | 'password';
type Props = { email: string; onEmailChange: (email: string) => void; onForgot: () => void; onSignedIn: (response: LoginResponse) => void };

/** The sign-in view of the login dialog. */
export function SignInForm({ email, onEmailChange, onForgot, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const loading = login.isPending;

  // 'Invalid email or password' is the spec's wording; other failures (locked, offline) say what happened.
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'INVALID_CREDENTIALS' ? t('login.invalidCredentials') : errorMessage(error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = fieldErrors<Field>(loginInput, { email, password });
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${problems.email ? 'email' : 'password'}"]`)?.focus();
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (response) => {
          onSignedIn(response);
        },
        onError: (error) => {
          setFailure(error);
          toast.error(failureText(error), { autoClose: TOAST_LOGIN_FAILURE_MS });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failureText(failure)}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          value={email}
          onChange={(event) => onEmailChange(event.currentTarget.value)}
          error={showFieldError(errors.email)}
          disabled={loading}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={showFieldError(errors.password)}
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
