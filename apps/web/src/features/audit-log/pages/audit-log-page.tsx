import { useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CursorListBody, EmptyState } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AUDIT_ACTIONS } from '@talentpath/contracts/audit';
import { useSignedInSession } from '../../../lib/session-store';
import { dayFilter, idFilter, optionalChoiceFilter, useListState } from '../../../lib/use-list-state';
import { useAdmins } from '../api/list-admins';
import { useAuditLog } from '../api/list-audit-log';
import type { AuditFilter } from '../api/query-keys';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** /admin/audit-log (SuperAdmin; the route keeps Admins out, the server refuses them anyway): read only. */
export function AuditLogPage() {
  const { t } = useTranslation(['audit-log', 'common']);
  usePageTitle(t('title'));
  const { user, currentRole } = useSignedInSession();
  const list = useListState({
    filters: {
      actorId: idFilter(),
      action: optionalChoiceFilter(AUDIT_ACTIONS),
      from: dayFilter(),
      to: dayFilter(),
    },
  });
  // Only the filters that are set: the query key is the same for {} and a filter left empty.
  const filter: AuditFilter = Object.fromEntries(Object.entries(list.filters).filter(([, value]) => value));
  const rangeInvalid = Boolean(filter.from && filter.to && filter.from > filter.to);
  const log = useAuditLog(user.id, currentRole, filter, !rangeInvalid);
  const admins = useAdmins(user.id, currentRole, true);

  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  // The admins, plus anyone the loaded entries name who is no admin any more.
  const actors = useMemo(() => {
    const known = new Map((admins.data ?? []).map((actor) => [actor.id, actor]));
    for (const entry of log.data?.pages.flatMap((page) => page.items) ?? [])
      if (entry.actorId && !known.has(entry.actorId))
        known.set(entry.actorId, { id: entry.actorId, name: entry.actorName ?? entry.actorId, email: '' });
    return [...known.values()];
  }, [admins.data, log.data]);
  const filtered = list.filtered;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('intro')}
        </Text>
      </Stack>

      <AuditFilters
        value={filter}
        onChange={list.setFilters}
        onClear={() => list.clear()}
        actors={actors}
        rangeInvalid={rangeInvalid}
      />

      {rangeInvalid ? null : (
        <CursorListBody
          list={log}
          count={entries.length}
          skeleton={{ rows: 5, height: 44 }}
          empty={
            <EmptyState
              title={t(filtered ? 'empty.filteredTitle' : 'empty.title')}
              text={t(filtered ? 'empty.filteredText' : 'empty.text')}
            />
          }
        >
          <AuditTable entries={entries} />
        </CursorListBody>
      )}
    </Stack>
  );
}
