import { useEffect, useId, useState, type ReactNode } from 'react';
import { Fieldset, Group, Input, NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../format';
import { joinMinutes, splitMinutes } from './course-form-values';

type Props = {
  /** Whole minutes as text, '' for none (the form's value). */
  value: string;
  onChange: (minutes: string) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/**
 * The estimated time as hours and minutes (the API takes minutes). Its error belongs to both inputs; the first
 * carries the form's `data-path`, so a failed submit focuses it.
 */
export function EstimatedTimeField({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('course-authoring');
  const errorId = useId();
  const hintId = useId();
  const [parts, setParts] = useState(() => splitMinutes(value));
  // A value set from outside (the course loaded, the form reset) replaces what is typed.
  useEffect(() => {
    setParts((current) => (joinMinutes(current.hours, current.minutes) === value ? current : splitMinutes(value)));
  }, [value]);
  const change = (next: { hours: string; minutes: string }) => {
    setParts(next);
    onChange(joinMinutes(next.hours, next.minutes));
  };
  const minutes = Number(value);
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  const shared = {
    allowDecimal: false,
    allowNegative: false,
    min: 0,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    labelProps: { fw: 400 },
    style: { flex: '1 1 110px', maxWidth: 160 },
  } as const;

  return (
    <Fieldset
      variant="unstyled"
      legend={t('details.estimatedTime')}
      p={0}
      m={0}
      style={{ minWidth: 0 }}
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0, marginBottom: 0 } }}
    >
      <Group gap="sm" align="flex-start" wrap="wrap" mt={4}>
        <NumberInput
          {...shared}
          label={t('details.hours')}
          data-path="estimatedTime"
          value={parts.hours}
          max={1000}
          onChange={(hours) => change({ ...parts, hours: String(hours) })}
        />
        <NumberInput
          {...shared}
          label={t('details.minutes')}
          value={parts.minutes}
          max={59}
          onChange={(next) => change({ ...parts, minutes: String(next) })}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4} id={hintId}>
        {Number.isInteger(minutes) && minutes > 0
          ? t('details.estimatedTimeTotal', { duration: formatDuration(minutes) })
          : t('details.estimatedTimeHint')}
      </Text>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </Fieldset>
  );
}
