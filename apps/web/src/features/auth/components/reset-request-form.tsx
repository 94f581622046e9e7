import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resetPasswordInput } from '@talentpath/contracts/auth';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { showFieldError } from './form-errors';

type Props = { email: string; onEmailChange: (email: string) => void; onBack: () => void; onSent: (email: string) => void };

/** The reset view of the login dialog: e-mail → "Send Reset Link". */
export function ResetRequestForm({ email, onEmailChange, onBack, onSent }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const request = useRequestPasswordReset();
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const loading = request.isPending;

  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'RATE_LIMITED' ? t('errors:RATE_LIMITED') : t('reset.failed');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = fieldErrors<'email'>(resetPasswordInput, { email });
    setErrors(problems);
    setFailure(null);
    if (problems.email) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    const address = email.trim();
    request.mutate(address, {
      onSuccess: () => onSent(address),
      onError: (error) => {
        setFailure(error);
        toast.error(failureText(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          disabled={loading}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('reset.back')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('reset.intro')}
        </Text>
        {failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failureText(failure)}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          value={email}
          onChange={(event) => onEmailChange(event.currentTarget.value)}
          error={showFieldError(errors.email)}
          disabled={loading}
        />
        <Button type="submit" fullWidth size="md" loading={loading}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
