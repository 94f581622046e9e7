import type { ReactNode } from 'react';
import { Anchor, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-states';
import { RoleWelcome } from '../../../components/ui/role-welcome';
import { useLearnerDashboard } from '../api/learner-dashboard';
import { AssignedList } from '../components/learner/assigned-list';
import { ContinueLearning } from '../components/learner/continue-learning';
import { DashboardStats } from '../components/learner/dashboard-stats';
import { EnrolmentCard } from '../components/learner/enrolment-card';
import { RecentCourses } from '../components/learner/recent-courses';
import { RecommendedList } from '../components/learner/recommended-list';

function Section({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * /learner/dashboard: the greeting and figures, the course to continue, assigned courses by due date, courses
 * recommended for the learner's projects, progress across courses, and the courses opened last. Kept light: spec §2 preloads it 2 s after start.
 */
export function LearnerDashboardPage() {
  const { t } = useTranslation('learning');
  const dashboard = useLearnerDashboard();
  const data = dashboard.data;
  // The continue card already shows the course last worked on.
  const inProgress = data?.inProgress.filter((e) => e.id !== data.continueLearning?.enrolment.id) ?? [];

  return (
    <Stack gap="xl">
      {/* A new learner has no figures yet: the empty continue card says what to do instead. */}
      <RoleWelcome namespace="learner">
        {data && data.stats.enrolled > 0 && <DashboardStats stats={data.stats} />}
      </RoleWelcome>
      {dashboard.isError && !data ? (
        <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="xl">
              <Section id="dashboard-continue" title={t('dashboard.continue')}>
                {data ? <ContinueLearning item={data.continueLearning} /> : <Skeleton height={220} radius="lg" />}
              </Section>
              {inProgress.length > 0 && (
                <Section
                  id="dashboard-progress"
                  title={t('dashboard.progress')}
                  more={
                    <Anchor component={Link} to="/learner/my-learning" size="sm">
                      {t('dashboard.seeAll')}
                    </Anchor>
                  }
                >
                  {inProgress.map((e) => (
                    <EnrolmentCard key={e.id} enrolment={e} />
                  ))}
                </Section>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="xl">
              <Section
                id="dashboard-assigned"
                title={t('dashboard.assigned')}
                more={
                  data && data.assigned.length > 0 ? (
                    <Anchor component={Link} to="/learner/my-learning?tab=assigned" size="sm">
                      {t('dashboard.seeAll')}
                    </Anchor>
                  ) : undefined
                }
              >
                {!data ? (
                  <Skeleton height={120} radius="md" />
                ) : data.assigned.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('dashboard.noAssigned')}
                  </Text>
                ) : (
                  <AssignedList items={data.assigned} />
                )}
              </Section>
              <RecommendedList />
              <Section id="dashboard-recent" title={t('dashboard.recent')}>
                <Paper withBorder radius="md" p="md">
                  <RecentCourses enrolments={data?.recent} />
                </Paper>
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
