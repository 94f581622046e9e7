import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newPasswordForm } from '@talentpath/contracts/password';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { openDialog } from '../../../lib/dialog-store';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { useCheckResetToken } from '../api/check-reset-token';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { NewPasswordFields } from '../components/new-password-fields';

/** /reset-password?token=… — the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useCheckResetToken(token);
  const confirm = useConfirmPasswordReset();
  const form = useAppForm({ schema: newPasswordForm, initialValues: { newPassword: '', confirmPassword: '' } });
  usePageTitle(t('resetPage.title'));

  const invalid =
    !token ||
    (check.error instanceof ApiError && check.error.status < 500) ||
    (confirm.error instanceof ApiError && confirm.error.code === 'RESET_TOKEN_INVALID');

  const submit = form.onSubmit(({ newPassword }) => confirm.mutate({ token, newPassword }, { onError: form.fail }));

  let content: ReactNode;
  if (invalid) {
    content = (
      <Outcome
        icon={<IconAlertTriangle size={28} />}
        color="red"
        title={t('resetPage.invalidTitle')}
        text={t('resetPage.invalid')}
      >
        <Button onClick={() => openDialog('login', 'reset')}>{t('resetPage.requestNew')}</Button>
      </Outcome>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Outcome
        icon={<IconCircleCheck size={28} />}
        color="green"
        title={t('resetPage.doneTitle')}
        text={t('resetPage.done')}
      >
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
      <Outcome
        icon={<IconAlertTriangle size={28} />}
        color="red"
        title={t('resetPage.title')}
        text={errorMessage(check.error)}
      >
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
          {/* A rule the server found is shown on its field; anything else above the fields. */}
          {form.failure !== null && !form.errors.newPassword && <FormAlert>{errorMessage(form.failure)}</FormAlert>}
          <NewPasswordFields
            newPassword={form.getInputProps('newPassword')}
            confirmPassword={form.getInputProps('confirmPassword')}
            disabled={confirm.isPending}
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
