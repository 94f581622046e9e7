import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecommendations } from '../../api/recommendations';
import classes from '../catalog/catalog.module.css';
import { playerPath } from './enrolment-card';

/**
 * Courses recommended for the learner's projects (issue 24): each with the project it is for and who recommended
 * it, until the learner completes it. Nothing shows while there is none (or it cannot be read: it is an extra).
 */
export function RecommendedList() {
  const { t } = useTranslation('learning');
  const recommendations = useRecommendations();
  const items = recommendations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-recommended">
      <Title order={2} fz="lg" id="dashboard-recommended">
        {t('dashboard.recommended')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((r) => (
          <Paper key={`${r.project.id} ${r.course.id}`} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Anchor
                  component={Link}
                  to={r.enrolled ? playerPath(r.course.id) : `/learner/course-preview/${r.course.id}`}
                  fw={600}
                  className={classes.wrap}
                >
                  {r.course.title}
                </Anchor>
                {r.enrolled && (
                  <Badge size="sm" variant="light" color="brand" c="dark.7" style={{ flexShrink: 0 }}>
                    {t('dashboard.recommendedEnrolled')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" className={classes.wrap}>
                {r.recommendedBy
                  ? t('dashboard.recommendedBy', { project: r.project.name, name: r.recommendedBy.name })
                  : t('dashboard.recommendedFor', { project: r.project.name })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
