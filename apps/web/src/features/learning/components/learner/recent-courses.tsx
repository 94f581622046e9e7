import { Anchor, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../../lib/format-relative-time';
import { CourseThumbnail } from '../course-thumbnail';
import { freshThumbnail, useRecentCourses } from '../../recently-accessed';
import classes from '../catalog/catalog.module.css';
import { playerPath } from './enrolment-card';

/** The courses the learner opened last, newest first: the dashboard's `recent` (undefined while it loads). */
export function RecentCourses({ enrolments }: { enrolments: Enrolment[] | undefined }) {
  const { t, i18n } = useTranslation('learning');
  const recent = useRecentCourses(enrolments);
  if (recent === null && !enrolments) return <Skeleton height={72} radius="sm" aria-hidden />;
  if (!recent || recent.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.noRecent')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {recent.map((course) => (
        <Group key={course.id} component="li" gap="sm" wrap="nowrap">
          <Box w={72} style={{ flexShrink: 0 }}>
            <CourseThumbnail id={course.id} url={freshThumbnail(course)} radius="sm" />
          </Box>
          <Box style={{ minWidth: 0 }}>
            <Anchor component={Link} to={playerPath(course.id)} fw={600} size="sm" className={classes.wrap}>
              {course.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('card.lastVisit', { when: formatRelativeTime(course.accessedAt, i18n.language) })}
            </Text>
          </Box>
        </Group>
      ))}
    </Stack>
  );
}
