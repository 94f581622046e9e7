import { Anchor, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconArchive,
  IconBook,
  IconChecklist,
  IconCircleCheck,
  IconEye,
  IconFiles,
  IconPencil,
  IconRefresh,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import { formatRelativeTime } from '../../../../lib/format-relative-time';
import { CourseThumbnail } from '../course-thumbnail';
import { CourseStatusBadge } from '../status-badges';
import classes from './authoring.module.css';
import { stepPath } from './course-steps';
import { RowMenu } from '../../../../components/ui/row-menu';

export type CardAction = 'archive' | 'delete';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** One of the coordinator's courses: picture, status, category, title, counts, and its menu of next steps. */
export function AuthoredCourseCard({ course, onAction }: { course: Course; onAction: (a: CardAction) => void }) {
  const { t, i18n } = useTranslation('course-authoring');
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Card.Section>
        <CourseThumbnail id={course.id} url={course.thumbnailUrl} radius="0" />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <CourseStatusBadge status={course.status} />
          <CourseMenu course={course} onAction={onAction} />
        </Group>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.wrap}>
          {course.category?.name ?? t('card.noCategory')}
        </Text>
        <Title order={2} fz="lg" lh={1.3} className={classes.wrap}>
          <Anchor component={Link} to={stepPath('details', course.id)} c="inherit" underline="hover" inherit>
            {course.title}
          </Anchor>
        </Title>
        <Group gap="md" mt="auto" pt="xs">
          <Fact icon={<IconBook size={16} aria-hidden />}>{t('card.lessons', { count: course.lessonCount })}</Fact>
          <Fact icon={<IconUsers size={16} aria-hidden />}>
            {t('card.enrolments', { count: course.enrolmentCount })}
          </Fact>
          <Fact icon={<IconCircleCheck size={16} aria-hidden />}>
            {t('card.completions', { count: course.completionCount })}
          </Fact>
        </Group>
        <Text size="xs" c="dimmed">
          {t('card.updated', { when: formatRelativeTime(course.updatedAt, i18n.language) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** What can be done with a course from the list; steps the status does not allow are left out. */
function CourseMenu({ course, onAction }: { course: Course; onAction: (a: CardAction) => void }) {
  const { t } = useTranslation('course-authoring');
  const link = (to: string, icon: ReactNode, label: string) => (
    <Menu.Item component={Link} to={to} leftSection={icon}>
      {label}
    </Menu.Item>
  );
  return (
    <RowMenu label={t('card.actionsFor', { title: course.title })}>
      {link(stepPath('details', course.id), <IconPencil size={16} aria-hidden />, t('actions.editDetails'))}
      {link(stepPath('materials', course.id), <IconFiles size={16} aria-hidden />, t('actions.materials'))}
      {course.status === 'archived'
        ? link(stepPath('publish', course.id), <IconRefresh size={16} aria-hidden />, t('actions.publishAgain'))
        : link(stepPath('publish', course.id), <IconChecklist size={16} aria-hidden />, t('actions.checklist'))}
      {link(`/coordinator/course-view/${course.id}`, <IconEye size={16} aria-hidden />, t('actions.preview'))}
      {course.status === 'published' &&
        link(stepPath('assign', course.id), <IconUserPlus size={16} aria-hidden />, t('actions.assign'))}
      <Menu.Divider />
      {course.status === 'published' && (
        <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => onAction('archive')}>
          {t('actions.archive')}
        </Menu.Item>
      )}
      <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAction('delete')}>
        {t('actions.delete')}
      </Menu.Item>
    </RowMenu>
  );
}
