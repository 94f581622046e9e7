import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Leaderboard, LeaderboardEntry } from '@talentpath/contracts/recognition';
import { TableScroll } from '../../../components/ui/table-scroll';

/**
 * The top of the leaderboard and, when the caller is not in it, a gap and those around them. Equal points share a
 * rank (the server's). The caller's row is highlighted and says so in words.
 */
export function LeaderboardTable({ board }: { board: Leaderboard }) {
  const { t } = useTranslation('recognition');
  const gap = board.neighbours.length > 0;
  return (
    <TableScroll label={t('leaderboard.tableLabel')} minWidth={320}>
      <Table verticalSpacing="sm" aria-label={t('leaderboard.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('leaderboard.rank')}</Table.Th>
            <Table.Th>{t('leaderboard.name')}</Table.Th>
            <Table.Th ta="right">{t('leaderboard.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board.top.map((entry) => (
            <Row key={rowKey(entry)} entry={entry} />
          ))}
          {gap && (
            <Table.Tr>
              <Table.Td colSpan={3} ta="center" c="dimmed">
                <span aria-hidden>⋯</span>
                <VisuallyHidden>{t('leaderboard.gap')}</VisuallyHidden>
              </Table.Td>
            </Table.Tr>
          )}
          {board.neighbours.map((entry) => (
            <Row key={rowKey(entry)} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** A person's id; one under a pseudonym has none, so their rank, points and pseudonym stand in. */
const rowKey = (e: LeaderboardEntry) => e.personId ?? `pseudonym-${e.rank}-${e.points}-${e.name}`;

function Row({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation('recognition');
  return (
    <Table.Tr
      aria-current={entry.isMe ? 'true' : undefined}
      bg={entry.isMe ? 'var(--mantine-color-brand-0)' : undefined}
      fw={entry.isMe ? 700 : undefined}
    >
      <Table.Td>{entry.rank}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw="inherit" style={{ overflowWrap: 'anywhere' }}>
            {entry.name}
          </Text>
          {entry.pseudonym && (
            <Badge color="gray" variant="outline" c="dark.7" size="sm">
              {t('leaderboard.pseudonym')}
            </Badge>
          )}
          {entry.isMe && (
            <Badge color="brand" variant="filled" size="sm">
              {t('leaderboard.you')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{entry.points}</Table.Td>
    </Table.Tr>
  );
}
