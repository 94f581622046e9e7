import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSettings } from '../api/get-settings';
import { LogoField } from '../components/logo-field';
import { SettingsForm } from '../components/settings-form';

/**
 * /admin/settings (Admin, SuperAdmin): the organization and its logo, the language of visitors who chose none, the
 * contact details and office hours the public site shows, and feature switches.
 */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  usePageTitle(t('title'));
  const settings = useSettings();
  const reload = async () => (await settings.refetch()).data;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('title')} text={t('intro')} />
      {settings.data ? (
        <>
          <LogoField settings={settings.data} />
          <SettingsForm latest={settings.data} reload={reload} />
        </>
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common:loading.gate')}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={420} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
