import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/query-states';
import { formatDate } from '../../../lib/format-date-time';
import { usePersonCourses } from '../api/get-person-courses';
import { PartSection } from './part-section';
import classes from './talent.module.css';

type Props = { personId: string; name: string; own: boolean };

/** A profile's learning: the courses the person has completed, most recent first (shown within their choice). */
export function LearningSection({ personId, name, own }: Props) {
  const { t, i18n } = useTranslation('talent');
  const courses = usePersonCourses(personId, true);
  return (
    <PartSection id="profile-learning" title={t('learning.title')} query={courses}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState
            title={t('learning.empty')}
            text={own ? t('learning.emptyOwn') : t('learning.emptyOther', { name })}
          />
        ) : (
          <ul className={classes.list}>
            {items.map(({ course, completedAt }) => (
              <Paper component="li" key={course.id} withBorder radius="md" p="sm">
                <Text fw={600} className={classes.wrap}>
                  {course.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('learning.completedOn', { date: formatDate(completedAt, i18n.language) })}
                </Text>
              </Paper>
            ))}
          </ul>
        )
      }
    </PartSection>
  );
}
