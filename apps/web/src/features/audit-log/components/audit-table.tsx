import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@talentpath/contracts/audit';
import { formatDateTime } from '../../../lib/format-date-time';

/** A details value as one line: lists joined, objects as JSON. */
const show = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(show).join(', ')
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The entries, newest first; read only. Scrolls sideways on a narrow screen. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('audit-log');
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="audit-table">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" c="dimmed" component="span">
            {t('table.caption')}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.when')}</Table.Th>
            <Table.Th scope="col">{t('table.actor')}</Table.Th>
            <Table.Th scope="col">{t('table.action')}</Table.Th>
            <Table.Th scope="col">{t('table.target')}</Table.Th>
            <Table.Th scope="col">{t('table.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const details = Object.entries(entry.details);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                </Table.Td>
                <Table.Td>{entry.actorName ?? <Text c="dimmed">{t('table.system')}</Text>}</Table.Td>
                <Table.Td data-action={entry.action}>{t(`actions.${entry.action}`)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="xs" c="dimmed">
                    {t(`targetTypes.${entry.targetType}`)}
                  </Text>
                  {entry.targetLabel ?? entry.targetId ?? t('table.none')}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Stack gap={2}>
                    {details.map(([key, value]) => (
                      <Text key={key} size="sm">
                        <Text span c="dimmed" size="sm">
                          {key}:
                        </Text>{' '}
                        {show(value)}
                      </Text>
                    ))}
                    {entry.ip ? (
                      <Text size="xs" c="dimmed">
                        {t('table.ip', { ip: entry.ip })}
                      </Text>
                    ) : null}
                    {details.length === 0 && !entry.ip ? t('table.none') : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
