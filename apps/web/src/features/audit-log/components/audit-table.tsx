import { Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@talentpath/contracts/audit';
import { ROLES, type Role } from '@talentpath/contracts/roles';
import { formatDateTime } from '../../../lib/format-date-time';
import { TableScroll } from '../../../components/ui/table-scroll';

type AuditT = TFunction<['audit-log', 'common']>;

const DETAIL_KEYS = [
  'roles',
  'status',
  'from',
  'to',
  'name',
  'email',
  'created',
  'rejected',
  'importRow',
  'added',
  'removed',
  // The system settings' fields (their office hours and switches show by their paths).
  'organizationName',
  'defaultLanguage',
  'contactEmail',
  'phone',
  'secondPhone',
  'emergencyPhone',
  'address',
  'timeZone',
  'logo',
];
const STATUSES = ['active', 'disabled'];

/**
 * A details value as one line, in the reader's language where it is a role or a status: lists joined, a change
 * as "before → after", an import's rejected rows by number, anything else as JSON.
 */
function show(value: unknown, t: AuditT): string {
  if (Array.isArray(value)) return value.length ? value.map((item) => show(item, t)).join(', ') : t('table.none');
  if (typeof value === 'string') {
    if ((ROLES as readonly string[]).includes(value)) return t(`common:roles.${value as Role}.title`);
    if (STATUSES.includes(value)) return t(`details.statuses.${value as 'active' | 'disabled'}`);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    if ('from' in fields && 'to' in fields) return `${show(fields.from, t)} → ${show(fields.to, t)}`;
    if ('row' in fields) return t('details.row', { row: fields.row });
    return Object.entries(fields)
      .map(([key, item]) => `${detailLabel(key, t)}: ${show(item, t)}`)
      .join('; ');
  }
  return String(value);
}

const detailOrder = (key: string) => (DETAIL_KEYS.includes(key) ? DETAIL_KEYS.indexOf(key) : DETAIL_KEYS.length);

const detailLabel = (key: string, t: AuditT): string =>
  DETAIL_KEYS.includes(key) ? t(`details.keys.${key as 'roles'}`) : key;

/** The entries, newest first; read only. Scrolls sideways on a narrow screen. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation(['audit-log', 'common']);
  return (
    <TableScroll label={t('table.caption')} minWidth={880}>
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
            // In a stable order ('from' before 'to'): the database keeps an object's keys in its own order.
            const details = Object.entries(entry.details).sort(([a], [b]) => detailOrder(a) - detailOrder(b));
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
                          {detailLabel(key, t)}:
                        </Text>{' '}
                        {show(value, t)}
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
    </TableScroll>
  );
}
