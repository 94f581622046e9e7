import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@talentpath/contracts/projects';

const COLOR: Record<ProjectStatus, string> = {
  planned: 'gray',
  'in-progress': 'blue',
  'on-hold': 'yellow',
  completed: 'green',
  cancelled: 'red',
};

/**
 * A project's status, and "Overdue" when it is past its deadline and still active. Each badge keeps its whole
 * word (a badge cuts what does not fit): on a narrow screen the second goes under the first instead. A badge is
 * never narrower than its word (min-width), or a table's column shrank it when another row needed the room.
 */
export function ProjectStatusBadges({ status, overdue }: { status: ProjectStatus; overdue?: boolean }) {
  const { t } = useTranslation('workforce');
  return (
    <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
      {/* A coloured dot beside dark text, like StatusBadge: a light badge's coloured text misses 4.5:1. */}
      <Badge color={COLOR[status]} variant="dot" c="dark.7" style={{ flexShrink: 0, minWidth: 'max-content' }}>
        {t(`status.${status}`)}
      </Badge>
      {overdue && (
        <Badge color="red.9" variant="filled" style={{ flexShrink: 0, minWidth: 'max-content' }}>
          {t('overdue')}
        </Badge>
      )}
    </Group>
  );
}
