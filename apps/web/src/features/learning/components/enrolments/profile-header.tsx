import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LearnerProfile } from '@talentpath/contracts/enrolments';
import classes from './enrolments.module.css';
import { SkillBadges } from './learner-rows';

/** Summed up over the learner's enrolments in my courses. */
export function profileCounts(enrolments: LearnerProfile['enrolments']) {
  const count = (status: string) => enrolments.filter((e) => e.status === status).length;
  return {
    total: enrolments.length,
    inProgress: count('in-progress'),
    completed: count('completed'),
    overdue: count('overdue'),
  };
}

/** Who the learner is: avatar, name, e-mail, their skills with levels, and their figures in my courses. */
export function ProfileHeader({ learner }: { learner: LearnerProfile }) {
  const { t } = useTranslation('course-enrolments');
  const counts = profileCounts(learner.enrolments);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="lg" align="center" wrap="wrap">
          <Avatar src={learner.avatar} name={learner.name} color="brand" variant="filled" size={72} alt="" />
          <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.wrap}>
              {learner.name}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Anchor href={`mailto:${learner.email}`} size="sm" c="brand.8" className={classes.wrap}>
                {learner.email}
              </Anchor>
            </Group>
          </Stack>
        </Group>
        <Group gap="lg" wrap="wrap" role="list" aria-label={t('profile.figures')}>
          {(['total', 'inProgress', 'completed', 'overdue'] as const).map((key) => (
            <Stack key={key} gap={0} role="listitem">
              <Text fz={24} fw={800} lh={1.1} c={key === 'overdue' && counts.overdue > 0 ? 'red.9' : undefined}>
                {counts[key]}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`profile.counts.${key}`, { count: counts[key] })}
              </Text>
            </Stack>
          ))}
        </Group>
        <Stack gap={6} component="section" aria-labelledby="profile-skills">
          <Text component="h2" fw={700} size="sm" m={0} id="profile-skills">
            {t('profile.skills')}
          </Text>
          <SkillBadges skills={learner.technologies} />
        </Stack>
      </Stack>
    </Paper>
  );
}
