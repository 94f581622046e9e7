import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCategory, IconCpu, IconMail, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/list-state';
import { RoleWelcome } from '../../../components/ui/role-welcome';
import { useSignedInSession } from '../../../lib/session-store';
import { useAdminDashboard } from '../api/get-dashboard';
import { QuickActions } from '../components/quick-actions';
import { StatCard } from '../../../components/ui/stat-card';

/** /admin/dashboard (spec §2): counts of course categories, users and technologies, unread messages, quick actions. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { user, currentRole } = useSignedInSession();
  const dashboard = useAdminDashboard(user.id, currentRole);
  const data = dashboard.data;
  const active = (count: number | undefined) => (count === undefined ? undefined : t('dashboard.active', { count }));

  return (
    <Stack gap="xl">
      <RoleWelcome namespace="admin" />
      <Stack gap="sm" component="section" aria-labelledby="admin-stats">
        <Title order={2} fz="lg" id="admin-stats">
          {t('dashboard.overview')}
        </Title>
        {dashboard.isError ? (
          <LoadError
            title={t('dashboard.errorTitle')}
            retryLabel={t('dashboard.tryAgain')}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
            <StatCard
              label={t('dashboard.stats.users')}
              icon={IconUsers}
              value={data?.users.total}
              detail={active(data?.users.active)}
            />
            <StatCard
              label={t('dashboard.stats.technologies')}
              icon={IconCpu}
              value={data?.technologies.total}
              detail={active(data?.technologies.active)}
            />
            <StatCard
              label={t('dashboard.stats.courseCategories')}
              icon={IconCategory}
              value={data?.courseCategories.total}
              detail={active(data?.courseCategories.active)}
            />
            <StatCard
              label={t('dashboard.stats.unreadMessages')}
              icon={IconMail}
              value={data?.contactMessages.unread}
              detail={t('dashboard.stats.unreadDetail')}
            />
          </SimpleGrid>
        )}
      </Stack>
      <QuickActions />
    </Stack>
  );
}
