import { Badge } from '@mantine/core';

/** Active or inactive: a colored dot beside dark text (a light badge's colored text misses the 4.5:1 contrast). */
export function StatusBadge({ active, label }: { active: boolean; label: string }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot" c="dark.7">
      {label}
    </Badge>
  );
}
