import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconCalendarStats,
  IconCpu,
  IconPlus,
  IconSwitchHorizontal,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleWelcome } from '../../../components/ui/role-welcome';
import { formatDay } from '../../../lib/format-date-time';
import { useSignedInSession } from '../../../lib/session-store';
import { useDashboard } from '../api/get-dashboard';
import { availabilityLabel } from '../availability';

type Props = {
  /** The sign-out button (the auth feature's), beside the dashboard's own actions. */
  signOut: ReactNode;
  /** The newest notifications (the notifications feature's), shown in their section. */
  recentNotifications: ReactNode;
};

/**
 * /project-manager/dashboard (spec §2): totals, alerts, recent notifications, switch role, logout. The app layer
 * passes in what other features own.
 */
export function ProjectManagerDashboardPage({ signOut, recentNotifications }: Props) {
  const { t, i18n } = useTranslation('workforce');
  const { user } = useSignedInSession();
  const dashboard = useDashboard();
  const d = dashboard.data;

  return (
    <Stack gap="xl">
      <RoleWelcome namespace="project-manager">
        <Group gap="xs">
          <Button
            component={Link}
            to="/project-manager/employee-assign"
            leftSection={<IconUserCheck size={16} aria-hidden />}
          >
            {t('dashboard.assign')}
          </Button>
          <Button
            component={Link}
            to="/project-manager/project-cruds"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('dashboard.projects')}
          </Button>
          <Button
            component={Link}
            to="/project-manager/capacity"
            variant="light"
            leftSection={<IconCalendarStats size={16} aria-hidden />}
          >
            {t('dashboard.capacity')}
          </Button>
          {user.roles.length > 1 && (
            <Button
              component={Link}
              to="/role-selection"
              variant="default"
              leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
            >
              {t('dashboard.switchRole')}
            </Button>
          )}
          {signOut}
        </Group>
      </RoleWelcome>
      {dashboard.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('dashboard.errorTitle')}
          role="alert"
        >
          <Button
            size="xs"
            variant="light"
            color="red"
            mt="xs"
            onClick={() => void dashboard.refetch()}
            loading={dashboard.isFetching}
          >
            {t('dashboard.tryAgain')}
          </Button>
        </Alert>
      ) : !d ? (
        <Skeleton h={120} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stat icon={<IconBriefcase size={22} />} label={t('dashboard.totalProjects')} value={d.projects.total}>
              {t('dashboard.projectsDetail', {
                active: d.projects.active,
                completed: d.projects.completed,
                overdue: d.projects.overdue,
              })}
            </Stat>
            <Stat icon={<IconUsers size={22} />} label={t('dashboard.totalEmployees')} value={d.employees.total}>
              {t('dashboard.employeesDetail', { onProjects: d.employees.onProjects, full: d.employees.fullyAllocated })}
            </Stat>
            <Stat icon={<IconCpu size={22} />} label={t('dashboard.totalTechnologies')} value={d.technologies.total}>
              {t('dashboard.technologiesDetail', { active: d.technologies.active })}
            </Stat>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="alerts-full">
              <Title order={2} size="h4" id="alerts-full" mb="xs">
                {t('dashboard.fullTitle', { count: d.employees.fullyAllocated })}
              </Title>
              {d.fullyAllocated.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('dashboard.noneFull')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {d.fullyAllocated.map((e) => (
                    <Group key={e.id} component="li" justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {e.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {availabilityLabel(t, e.availableFrom, true)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="alerts-overdue">
              <Title order={2} size="h4" id="alerts-overdue" mb="xs">
                {t('dashboard.overdueTitle', { count: d.projects.overdue })}
              </Title>
              {d.overdueProjects.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('dashboard.noneOverdue')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {d.overdueProjects.map((p) => (
                    <Group key={p.id} component="li" justify="space-between" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={`/project-manager/employee-assign?projectId=${p.id}`}
                        size="sm"
                        fw={600}
                      >
                        {p.name}
                      </Anchor>
                      <Text size="sm" c="red.9">
                        {t('dashboard.due', { date: formatDay(p.deadline, i18n.language) })}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
          </SimpleGrid>
        </>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-notifications">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="recent-notifications">
            {t('dashboard.recent')}
          </Title>
          <Anchor component={Link} to="/project-manager/notifications" size="sm">
            {t('dashboard.allNotifications')}
          </Anchor>
        </Group>
        {recentNotifications}
      </Paper>
    </Stack>
  );
}

function Stat({
  icon,
  label,
  value,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={800} lh={1}>
            {value}
          </Text>
          <Text size="sm">{children}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
