import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newPassword as newPasswordSchema } from '@talentpath/contracts/password';
import { PASSWORDS_DO_NOT_MATCH } from '@talentpath/contracts/password';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { openDialog } from '../../../lib/dialog-store';
import { errorMessage } from '../../../lib/error-message';
import type { FieldErrors } from '../../../lib/validation';
import { useCheckResetToken } from '../api/check-reset-token';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { serverFieldErrors } from '../components/form-errors';
import { NewPasswordFields } from '../components/new-password-fields';

type Field = 'newPassword' | 'confirmPassword';

/** /reset-password?token=… — the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useCheckResetToken(token);
  const confirm = useConfirmPasswordReset();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  usePageTitle(t('resetPage.title'));

  const invalid =
    !token ||
    (check.error instanceof ApiError && check.error.status < 500) ||
    (confirm.error instanceof ApiError && confirm.error.code === 'RESET_TOKEN_INVALID');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: FieldErrors<Field> = {};
    const parsed = newPasswordSchema.safeParse(values.newPassword);
    if (!parsed.success) problems.newPassword = parsed.error.issues[0]?.message;
    else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    setErrors(problems);
    if (problems.newPassword || problems.confirmPassword) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${problems.newPassword ? 'newPassword' : 'confirmPassword'}"]`)?.focus();
      return;
    }
    confirm.mutate(
      { token, newPassword: values.newPassword },
      { onError: (error) => setErrors(serverFieldErrors(error, ['newPassword', 'confirmPassword'] as const)) },
    );
  };

  let content: ReactNode;
  if (invalid) {
    content = (
      <Outcome icon={<IconAlertTriangle size={28} />} color="red" title={t('resetPage.invalidTitle')} text={t('resetPage.invalid')}>
        <Button onClick={() => openDialog('login', 'reset')}>{t('resetPage.requestNew')}</Button>
      </Outcome>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Outcome icon={<IconCircleCheck size={28} />} color="green" title={t('resetPage.doneTitle')} text={t('resetPage.done')}>
        <Button onClick={() => openDialog('login')}>{t('resetPage.continue')}</Button>
      </Outcome>
    );
  } else if (check.isPending) {
    content = (
      <Center py="xl" role="status">
        <Loader aria-label={t('common:loading.gate')} />
      </Center>
    );
  } else if (check.isError) {
    content = (
      <Outcome icon={<IconAlertTriangle size={28} />} color="red" title={t('resetPage.title')} text={errorMessage(check.error)}>
        <Button onClick={() => void check.refetch()}>{t('resetPage.retry')}</Button>
      </Outcome>
    );
  } else {
    content = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {t('resetPage.intro')}
          </Text>
          {confirm.isError && !errors.newPassword && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(confirm.error)}
            </Alert>
          )}
          <NewPasswordFields
            newPassword={values.newPassword}
            confirmPassword={values.confirmPassword}
            errors={errors}
            disabled={confirm.isPending}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
          <Button type="submit" size="md" fullWidth loading={confirm.isPending}>
            {t('resetPage.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Center py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <Stack gap="xs" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconKey size={24} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t('resetPage.title')}
            </Title>
          </Stack>
          {content}
        </Stack>
      </Paper>
    </Center>
  );
}

type OutcomeProps = { icon: ReactNode; color: string; title: string; text: string; children: ReactNode };

function Outcome({ icon, color, title, text, children }: OutcomeProps) {
  return (
    <Stack gap="sm" role="status">
      <Alert color={color} variant="light" icon={icon} title={title}>
        {text}
      </Alert>
      {children}
    </Stack>
  );
}
