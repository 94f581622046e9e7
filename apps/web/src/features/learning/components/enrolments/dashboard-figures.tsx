import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArchive,
  IconChevronRight,
  IconCircleCheck,
  IconPencil,
  IconUsers,
  IconWorld,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COURSE_STATUSES, type CourseStatus } from '@talentpath/contracts/courses';
import type { CoordinatorDashboard } from '@talentpath/contracts/enrolments';
import classes from './enrolments.module.css';
import { coordinatorPaths } from './paths';

const STATUS_ICON: Record<CourseStatus, ReactNode> = {
  draft: <IconPencil size={20} />,
  published: <IconWorld size={20} />,
  archived: <IconArchive size={20} />,
};
const STATUS_COLOR: Record<CourseStatus, string> = { draft: 'gray', published: 'green', archived: 'orange' };

/** Completions per enrolment as a whole percentage (0 with no enrolments). */
export const completionRate = (completions: number, enrolments: number) =>
  enrolments === 0 ? 0 : Math.round((completions / enrolments) * 100);

function Figure({ icon, color, label, value, detail }: FigureProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={800} lh={1.1}>
            {value}
          </Text>
          {detail && <Text size="sm">{detail}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}
type FigureProps = { icon: ReactNode; color: string; label: string; value: number; detail?: ReactNode };

/** My courses by status, each a link to the course list showing that status. */
export function CoursesByStatus({ courses }: { courses: CoordinatorDashboard['courses'] | undefined }) {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-courses">
      <Title order={2} fz="lg" id="dashboard-courses">
        {t('dashboard.courses')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {COURSE_STATUSES.map((status) =>
          courses ? (
            <Paper
              key={status}
              component={Link}
              to={coordinatorPaths.courses(status)}
              withBorder
              radius="md"
              p="md"
              className={classes.linkCard}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" color={STATUS_COLOR[status]} aria-hidden>
                  {STATUS_ICON[status]}
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fz={24} fw={800} lh={1.1}>
                    {courses[status]}
                  </Text>
                  <Text size="sm">{t(`dashboard.status.${status}`, { count: courses[status] })}</Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden className={classes.chevron} />
              </Group>
            </Paper>
          ) : (
            <Skeleton key={status} height={74} radius="md" />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** Enrolments, learners, completions (with the rate) and how many are behind on a due date. */
export function EnrolmentFigures({ data }: { data: CoordinatorDashboard | undefined }) {
  const { t } = useTranslation('course-enrolments');
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-figures">
      <Title order={2} fz="lg" id="dashboard-figures">
        {t('dashboard.figures')}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        {data ? (
          <>
            <Figure
              icon={<IconUserPlus size={20} />}
              color="brand"
              label={t('dashboard.enrolments')}
              value={data.enrolments}
            />
            <Figure icon={<IconUsers size={20} />} color="blue" label={t('dashboard.learners')} value={data.learners} />
            <Figure
              icon={<IconCircleCheck size={20} />}
              color="green"
              label={t('dashboard.completions')}
              value={data.completions}
              detail={t('dashboard.completionRate', { rate: completionRate(data.completions, data.enrolments) })}
            />
            <Figure
              icon={<IconAlertTriangle size={20} />}
              color={data.behind.count > 0 ? 'red' : 'gray'}
              label={t('dashboard.behind')}
              value={data.behind.count}
            />
          </>
        ) : (
          [0, 1, 2, 3].map((n) => <Skeleton key={n} height={104} radius="md" />)
        )}
      </SimpleGrid>
    </Stack>
  );
}
