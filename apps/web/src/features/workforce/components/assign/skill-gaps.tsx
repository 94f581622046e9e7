import { Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@talentpath/contracts/skills';
import { useSkillGaps } from '../../api/get-skill-gaps';

const ICONS = {
  covered: <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-green-9)" />,
  team: <IconUserSearch size={16} aria-hidden color="var(--mantine-color-orange-9)" />,
  organisation: <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-9)" />,
} as const;

/**
 * The project's skill gaps (issue 24): for each required technology whether the team has it, how many others could
 * be staffed with it, and the published courses whose outcomes grant it — what to learn to close the gap.
 */
export function SkillGaps({ projectId }: { projectId: string }) {
  const { t } = useTranslation('workforce');
  const gaps = useSkillGaps(projectId);
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
            <GapRow gap={gap} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function GapRow({ gap }: { gap: SkillGap }) {
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
                <Badge key={c.id} variant="light" color="blue" c="dark.7" size="sm" tt="none">
                  {t('gaps.course', { title: c.title, level: c.level })}
                </Badge>
              ))}
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
