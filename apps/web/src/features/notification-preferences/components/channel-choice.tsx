import type { ReactNode } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';

type Option = { value: string; label: ReactNode };

type Props = {
  /** Unique on the page: the ids of the label, description and error derive from it. */
  id: string;
  label: string;
  description: string;
  options: Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** The form's path of the value (Mantine's `data-path`), by which a refused save focuses the group. */
  path: string;
};

/**
 * One choice among a few, as a labelled radio group (arrow keys move between the options): the label and a
 * line about it on the left, the options on the right (below on phones), an error under the options.
 */
export function ChannelChoice({ id, label, description, options, value, onChange, error, disabled, path }: Props) {
  const errorId = `${id}-error`;
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" py="sm">
      <Stack gap={2} style={{ flex: '1 1 260px' }}>
        <Text fw={600} id={`${id}-label`}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" id={`${id}-description`}>
          {description}
        </Text>
      </Stack>
      <Stack gap={4} style={{ flex: '1 1 300px', maxWidth: 420 }}>
        <SegmentedControl
          fullWidth
          color="brand"
          data={options}
          value={value}
          onChange={onChange}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-description ${errorId}` : `${id}-description`}
          aria-invalid={error ? true : undefined}
          // Focusable by script only: after a refused save the focus goes to the group with the error.
          tabIndex={-1}
          data-path={path}
        />
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)" id={errorId}>
            {error}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
