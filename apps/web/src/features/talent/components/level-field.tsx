import type { ReactNode } from 'react';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from '@talentpath/contracts/workforce-messages';
import { levelOption } from '../skill-words';

const LEVELS = Array.from({ length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 }, (_, i) => SKILL_LEVEL_MIN + i);

type Props = {
  label: string;
  description?: string;
  value: number | null;
  onChange: (level: number) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/** A level 1–5 as a labelled radio group (arrow keys move between the levels), each level with its name. */
export function LevelField({ label, description, value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('talent');
  return (
    <Radio.Group
      label={label}
      description={description}
      required
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error}
      disabled={disabled}
    >
      <Stack gap={8} mt={6}>
        {LEVELS.map((level) => (
          <Radio
            key={level}
            value={String(level)}
            label={levelOption(t, level)}
            // After a refused submit the focus goes to the chosen level, or the first (lib/form.ts finds data-path).
            data-path={level === (value ?? LEVELS[0]) ? 'level' : undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
