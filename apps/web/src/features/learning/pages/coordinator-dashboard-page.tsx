import { Anchor, Button, Grid, Stack, Title } from '@mantine/core';
import { IconSquarePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/list-state';
import { EmptyState } from '../../../components/ui/query-states';
import { RoleWelcome } from '../../../components/ui/role-welcome';
import { useCoordinatorDashboard } from '../api/coordinator-dashboard';
import { BehindList } from '../components/enrolments/behind-list';
import { CoursesByStatus, EnrolmentFigures } from '../components/enrolments/dashboard-figures';
import { coordinatorPaths } from '../components/enrolments/paths';
import { QuickActions } from '../components/enrolments/quick-actions';
import { RecentActivity } from '../components/enrolments/recent-activity';

/**
 * /coordinator/dashboard: the greeting with quick actions, my courses by status, enrolments and completions, who
 * is behind on a due date, and the latest activity in my courses.
 */
export function CoordinatorDashboardPage() {
  const { t } = useTranslation('course-enrolments');
  const dashboard = useCoordinatorDashboard();
  const data = dashboard.data;
  const courseCount = data ? data.courses.draft + data.courses.published + data.courses.archived : undefined;

  return (
    <Stack gap="xl">
      <RoleWelcome namespace="coordinator">
        <QuickActions />
      </RoleWelcome>
      {dashboard.isError && !data ? (
        <LoadError
          title={t('dashboard.loadError')}
          retryLabel={t('tryAgain')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : courseCount === 0 ? (
        <EmptyState title={t('dashboard.empty.title')} text={t('dashboard.empty.text')}>
          <Button
            component={Link}
            to={coordinatorPaths.newCourse}
            leftSection={<IconSquarePlus size={16} aria-hidden />}
          >
            {t('dashboard.empty.action')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <CoursesByStatus courses={data?.courses} />
          <EnrolmentFigures data={data} />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="sm" component="section" aria-labelledby="dashboard-behind">
                <Title order={2} fz="lg" id="dashboard-behind">
                  {t('dashboard.behindTitle')}
                </Title>
                <BehindList items={data?.behind.items} />
                {data && data.behind.count > 0 && (
                  <Anchor component={Link} to={coordinatorPaths.learners({ status: 'overdue' })} size="sm">
                    {t('dashboard.seeAllBehind', { count: data.behind.count })}
                  </Anchor>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="sm" component="section" aria-labelledby="dashboard-recent">
                <Title order={2} fz="lg" id="dashboard-recent">
                  {t('dashboard.recent')}
                </Title>
                <RecentActivity items={data?.recent} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
