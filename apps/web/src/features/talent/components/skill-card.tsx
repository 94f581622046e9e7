import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonSkill, SkillClaim } from '@talentpath/contracts/skills';
import { sourceText } from '../skill-words';
import { ClaimHistory } from './claim-history';
import { SkillLevel } from './skill-level';
import classes from './talent.module.css';

type Props = {
  skill: PersonSkill;
  /** The buttons the caller may use on this skill (skill-actions.tsx). */
  actions?: ReactNode;
  onWithdrawClaim?: (claim: SkillClaim) => void;
};

/**
 * One skill: its technology, level (words and dots), whether evidence verifies it, where the level comes from,
 * its endorsements, what the caller may do, and its history.
 */
export function SkillCard({ skill, actions, onWithdrawClaim }: Props) {
  const { t } = useTranslation('talent');
  const { level, verifiedLevel } = skill;
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={3} fz="md" className={classes.wrap}>
            {skill.technology.name}
          </Title>
          {verifiedLevel !== null && (
            <Badge
              color="green"
              variant="light"
              c="dark.7"
              leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
            >
              {level !== null && verifiedLevel < level ? t('verifiedAt', { level: verifiedLevel }) : t('verified')}
            </Badge>
          )}
        </Group>
        {level !== null ? (
          <>
            <SkillLevel level={level} />
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {sourceText(t, skill)}
            </Text>
          </>
        ) : (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" fw={600} className={classes.wrap}>
              {sourceText(t, skill)}
            </Text>
          </Group>
        )}
        {skill.endorsements > 0 && <Text size="sm">{t('endorsements', { count: skill.endorsements })}</Text>}
        {actions}
        <ClaimHistory skill={skill} onWithdraw={onWithdrawClaim} />
      </Stack>
    </Paper>
  );
}
