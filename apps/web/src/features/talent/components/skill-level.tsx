import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from '@talentpath/contracts/workforce-messages';
import { levelText } from '../skill-words';
import classes from './talent.module.css';

const STEPS = Array.from({ length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 }, (_, i) => SKILL_LEVEL_MIN + i);

/** A level as dots (hidden from assistive technology) beside its words, which say the same. */
export function SkillLevel({ level }: { level: number }) {
  const { t } = useTranslation('talent');
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap={4} wrap="nowrap" aria-hidden>
        {STEPS.map((step) => (
          <span key={step} className={classes.dot} data-filled={step <= level || undefined} />
        ))}
      </Group>
      <Text size="sm" fw={600}>
        {levelText(t, level)}
      </Text>
    </Group>
  );
}
