import { Button, Group } from '@mantine/core';
import { IconBooks, IconSquarePlus, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coordinatorPaths } from './paths';

/** The coordinator's usual next steps, under the greeting. */
export function QuickActions() {
  const { t } = useTranslation('course-enrolments');
  return (
    <Group gap="xs" role="group" aria-label={t('dashboard.quickActions')}>
      <Button component={Link} to={coordinatorPaths.newCourse} leftSection={<IconSquarePlus size={16} aria-hidden />}>
        {t('dashboard.actions.newCourse')}
      </Button>
      <Button
        component={Link}
        to={coordinatorPaths.courses()}
        variant="light"
        leftSection={<IconBooks size={16} aria-hidden />}
      >
        {t('dashboard.actions.myCourses')}
      </Button>
      <Button
        component={Link}
        to={coordinatorPaths.assign()}
        variant="light"
        leftSection={<IconUserPlus size={16} aria-hidden />}
      >
        {t('dashboard.actions.assign')}
      </Button>
      <Button
        component={Link}
        to={coordinatorPaths.learners()}
        variant="light"
        leftSection={<IconUsersGroup size={16} aria-hidden />}
      >
        {t('dashboard.actions.learners')}
      </Button>
    </Group>
  );
}
