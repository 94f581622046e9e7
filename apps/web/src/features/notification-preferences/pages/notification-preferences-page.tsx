import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSignedInSession } from '../../../lib/session-store';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { PreferencesForm } from '../components/preferences-form';

/**
 * /{area}/notifications/preferences: per notification type the user receives (in every role they hold), in the
 * app, by e-mail or both, and the language of the e-mails.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation(['notification-preferences', 'common']);
  usePageTitle(t('title'));
  const { user } = useSignedInSession();
  const preferences = useNotificationPreferences(user.id);
  const { pathname } = useLocation();
  // The page sits under its area's notifications page: the way back is one step up.
  const notificationsPage = pathname.replace(/\/preferences\/?$/, '');
  const currentArea = pathname.split('/')[1];

  return (
    <Stack gap="lg" maw={960}>
      <Button
        component={Link}
        to={notificationsPage}
        style={{ alignSelf: 'flex-start' }}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('back')}
      </Button>
      <PageHeader title={t('title')} text={t('intro')} />
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} currentArea={currentArea} />
      ) : preferences.isError ? (
        <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <Stack role="status" gap="lg" aria-busy="true" aria-label={t('common:loading.gate')}>
          <Skeleton height={260} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
