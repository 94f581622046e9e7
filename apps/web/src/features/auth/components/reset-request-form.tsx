import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resetPasswordInput } from '@talentpath/contracts/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-error';
import { useAppForm } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onSent: (email: string) => void;
};

/** The reset view of the login dialog: e-mail → "Send Reset Link". */
export function ResetRequestForm({ email, onEmailChange, onBack, onSent }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const request = useRequestPasswordReset();
  const form = useAppForm({
    schema: resetPasswordInput,
    initialValues: { email },
    onValuesChange: (values) => onEmailChange(values.email),
  });
  const loading = request.isPending;

  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'RATE_LIMITED' ? t('errors:RATE_LIMITED') : t('reset.failed');

  // The failure is shown in the dialog only: the spec asks for no toast here.
  const submit = form.onSubmit((input) =>
    request.mutate(input.email, { onSuccess: () => onSent(input.email), onError: form.fail }),
  );

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
        {form.failure !== null && <FormAlert>{failureText(form.failure)}</FormAlert>}
        <TextInput
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
          disabled={loading}
        />
        <Button type="submit" fullWidth size="md" loading={loading}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
