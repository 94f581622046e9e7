import { useState } from 'react';
import { Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@talentpath/contracts/recognition';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableScroll } from '../../../components/ui/table-scroll';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAdminBadges } from '../api/get-admin-badges';
import { useCategoryOptions } from '../api/get-categories';
import { BadgeFormModal } from '../components/badge-form-modal';
import { useConditionText } from '../components/condition-text';
import { RecognitionImage } from '../components/recognition-image';

/**
 * /admin/badges (issue 25): every badge — picture, name, its conditions in words, active, how many hold it — and
 * a dialog to create or edit one (its picture once it exists).
 */
export function BadgesAdminPage() {
  const { t } = useTranslation('recognition');
  usePageTitle(t('badgesAdmin.title'));
  const badges = useAdminBadges();
  const [editing, setEditing] = useState<{ badge: Badge | null } | null>(null);
  const items = badges.data?.items;
  // The dialog shows the badge as the list has it now (a new picture lands there).
  const open = editing && {
    badge: editing.badge && (items?.find((b) => b.id === editing.badge?.id) ?? editing.badge),
  };
  const add = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ badge: null })}>
      {t('badgesAdmin.add')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('badgesAdmin.title')} text={t('badgesAdmin.text')} action={add} />
      {badges.isError && !items ? (
        <QueryError error={badges.error} onRetry={() => void badges.refetch()} />
      ) : !items ? (
        <Stack role="status" gap="xs" aria-busy="true" aria-label={t('badgesAdmin.loading')}>
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState title={t('badgesAdmin.emptyTitle')} text={t('badgesAdmin.emptyText')} />
      ) : (
        <BadgesTable items={items} onEdit={(badge) => setEditing({ badge })} />
      )}
      <BadgeFormModal editing={open} onClose={() => setEditing(null)} onCreated={(badge) => setEditing({ badge })} />
    </Stack>
  );
}

function BadgesTable({ items, onEdit }: { items: Badge[]; onEdit: (badge: Badge) => void }) {
  const { t } = useTranslation('recognition');
  const categories = useCategoryOptions(true);
  const conditionText = useConditionText();
  const categoryName = (id: string | null) =>
    id === null ? null : (categories.data?.find((c) => c.id === id)?.name ?? t('badgesAdmin.unknownCategory'));
  return (
    <TableScroll label={t('badgesAdmin.tableLabel')} minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={t('badgesAdmin.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>
              <VisuallyHidden>{t('badgesAdmin.image')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('badgesAdmin.name')}</Table.Th>
            <Table.Th>{t('badgesAdmin.conditions')}</Table.Th>
            <Table.Th>{t('badgesAdmin.status')}</Table.Th>
            <Table.Th ta="right">{t('badgesAdmin.awarded')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('badgesAdmin.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((badge) => (
            <Table.Tr key={badge.id}>
              <Table.Td>
                <RecognitionImage url={badge.imageUrl} kind="badge" size={40} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {badge.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {badge.conditions
                    .map((c) => conditionText(c, c.kind === 'courses-completed' ? categoryName(c.categoryId) : null))
                    .join(t(badge.match === 'all' ? 'badgesAdmin.and' : 'badgesAdmin.or'))}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge active={badge.active} label={t(badge.active ? 'form.active' : 'form.inactive')} />
              </Table.Td>
              <Table.Td ta="right">{badge.awarded}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(badge)}
                  aria-label={t('form.editName', { name: badge.name })}
                >
                  {t('form.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
