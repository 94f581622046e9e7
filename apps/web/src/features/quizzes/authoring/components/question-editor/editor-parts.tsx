import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** A fieldset's legend as strong as the labels of the fields in it. */
export const LEGEND_STYLES = { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } };

/**
 * An error of a whole list (too few options, none marked correct) under it. It carries the form's path, so after a
 * failed save the focus comes to it as it would to a field, and its text is read.
 */
export function ListError({ path, children }: { path: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <Text data-path={path} tabIndex={-1} size="sm" c="red.8" role="alert">
      {children}
    </Text>
  );
}

/** The button under a list that adds a row to it. */
export function AddRowButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </Button>
    </Group>
  );
}

/** A remove button beside one line of a list (level with the line's input, below its label). */
export function RemoveLine({
  label,
  onClick,
  disabled,
  mt = 26,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  mt?: number;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      size="lg"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      mt={mt}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
