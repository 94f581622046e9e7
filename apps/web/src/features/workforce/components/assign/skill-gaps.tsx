import { useState } from 'react';
import { Badge, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import type { SkillGap } from '@talentpath/contracts/skills';
import { useSkillGaps } from '../../api/get-skill-gaps';
import { RecommendCourseDialog, type RecommendTarget } from './recommend-course-dialog';

const ICONS = {
  covered: <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-green-9)" />,
  team: <IconUserSearch size={16} aria-hidden color="var(--mantine-color-orange-9)" />,
  organisation: <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-9)" />,
} as const;

/**
 * The project's skill gaps (issue 24): for each required technology whether the team has it, how many others could
 * be staffed with it, and the published courses whose outcomes grant it — what to learn to close the gap. The
 * project's manager recommends such a course to people (`canRecommend`).
 */
export function SkillGaps({ project, canRecommend }: { project: Project; canRecommend: boolean }) {
  const { t } = useTranslation('workforce');
  const projectId = project.id;
  const gaps = useSkillGaps(projectId);
  const [recommending, setRecommending] = useState<RecommendTarget | null>(null);
  if (gaps.isPending) return <Skeleton height={48} />;
  if (gaps.isError)
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('gaps.loadFailed')}
      </Text>
    );
  if (gaps.data.items.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={`gaps-${projectId}`}>
      <Title order={4} size="h5" id={`gaps-${projectId}`}>
        {t('gaps.title')}
      </Title>
      {gaps.data.project.requireVerifiedSkills && (
        <Text size="xs" c="dimmed">
          {t('gaps.verifiedOnly')}
        </Text>
      )}
      <List spacing={6} listStyleType="none" p={0}>
        {gaps.data.items.map((gap) => (
          <List.Item key={gap.technology.id}>
            <GapRow gap={gap} onRecommend={canRecommend ? setRecommending : undefined} />
          </List.Item>
        ))}
      </List>
      {canRecommend && (
        <RecommendCourseDialog project={project} target={recommending} onClose={() => setRecommending(null)} />
      )}
    </Stack>
  );
}

function GapRow({ gap, onRecommend }: { gap: SkillGap; onRecommend?: (target: RecommendTarget) => void }) {
  const { t } = useTranslation('workforce');
  const name = gap.technology.name;
  const text =
    gap.gap === 'covered'
      ? t('gaps.covered', { name, best: gap.team.best ?? 0 })
      : gap.gap === 'team'
        ? t('gaps.team', { name, count: gap.organisation.people })
        : t('gaps.organisation', { name });
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {ICONS[gap.gap]}
        <Text size="sm">{text}</Text>
      </Group>
      {gap.gap !== 'covered' && (
        <Group gap={4} pl={22}>
          {gap.courses.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('gaps.noCourse')}
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                {t('gaps.courses')}
              </Text>
              {gap.courses.map((c) => (
                <Group key={c.id} gap={4} wrap="nowrap">
                  <Badge variant="light" color="blue" c="dark.7" size="sm" tt="none">
                    {t('gaps.course', { title: c.title, level: c.level })}
                  </Badge>
                  {onRecommend && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('recommend.open', { title: c.title })}
                      onClick={() => onRecommend({ course: { id: c.id, title: c.title }, technology: name })}
                    >
                      {t('recommend.button')}
                    </Button>
                  )}
                </Group>
              ))}
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
