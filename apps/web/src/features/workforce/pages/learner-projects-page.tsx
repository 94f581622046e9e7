import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { formatDay } from '../../../lib/format-date-time';
import { useMyProjects } from '../api/list-my-projects';
import { ProjectStatusBadges } from '../components/status-badges';

/** /learner/projects: the learner's own assignments — project, role, workload, dates, teammates. */
export function LearnerProjectsPage() {
  const { t, i18n } = useTranslation('workforce');
  usePageTitle(t('mine.title'));
  const mine = useMyProjects();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('mine.title')}
        text={mine.data ? t('mine.workload', { workload: mine.data.workload }) : t('mine.intro')}
      />
      {mine.isError ? (
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <Skeleton h={200} />
      ) : mine.data.items.length === 0 ? (
        <EmptyState title={t('mine.empty.title')} text={t('mine.empty.text')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {mine.data.items.map((a) => (
            <Paper
              key={a.assignmentId}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-labelledby={`p-${a.assignmentId}`}
            >
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2} size="h4" id={`p-${a.assignmentId}`}>
                    {a.project.name}
                  </Title>
                  <ProjectStatusBadges status={a.project.status} />
                </Group>
                {a.project.shortDescription && <Text size="sm">{a.project.shortDescription}</Text>}
                <Group gap="xs">
                  <Badge variant="light" c="dark.7">
                    {a.role.name}
                  </Badge>
                  <Badge variant="outline" c="dark.7">
                    {t('mine.share', { workload: a.workload })}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatDay(a.project.startDate, i18n.language)} – {formatDay(a.project.deadline, i18n.language)}
                  {a.project.manager ? ` · ${t('mine.manager', { name: a.project.manager.name })}` : ''}
                </Text>
                <Text size="sm" fw={600}>
                  {t('mine.teammates')}
                </Text>
                {a.teammates.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('mine.alone')}
                  </Text>
                ) : (
                  <Stack gap={2} component="ul" m={0} pl="md">
                    {a.teammates.map((m) => (
                      <Text key={`${m.id}-${m.role.id}`} size="sm" component="li">
                        {m.name} · {m.role.name}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
