import { Group, Pagination, Text } from '@mantine/core';

type Props = {
  /** e.g. "15 technologies in total", announced when it changes. */
  totalText: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number) => string };
};

/** Under a table: how many there are and, when there is more than one page, the page buttons. */
export function ListFooter({ totalText, page, pages, onPage, labels }: Props) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalText}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? labels.previous : labels.next,
          })}
          getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
          withEdges={false}
        />
      )}
    </Group>
  );
}
