import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { AUDIT_ACTIONS, type AuditAction } from '@talentpath/contracts/audit';
import type { Actor } from '../api/list-admins';
import type { AuditFilter } from '../api/query-keys';

type Props = {
  value: AuditFilter;
  /** What one control changed, only that: two changes before the page renders again must not undo each other. */
  onChange: (changes: Partial<AuditFilter>) => void;
  onClear: () => void;
  actors: Actor[];
  rangeInvalid: boolean;
};

/** Actor, action and an inclusive date range (the app's date fields); each change reloads the log from the top. */
export function AuditFilters({ value, onChange, onClear, actors, rangeInvalid }: Props) {
  const { t } = useTranslation('audit-log');
  const active = Object.values(value).some(Boolean);
  return (
    <Group component="form" role="search" aria-label={t('filters.label')} gap="md" align="flex-start" wrap="wrap">
      <NativeSelect
        label={t('filters.actor')}
        data={[
          { value: '', label: t('filters.actorPlaceholder') },
          ...actors.map((actor) => ({
            value: actor.id,
            label: actor.email ? `${actor.name} (${actor.email})` : actor.name,
          })),
        ]}
        value={value.actorId ?? ''}
        onChange={(event) => onChange({ actorId: event.currentTarget.value || undefined })}
        w={{ base: '100%', sm: 280 }}
      />
      <NativeSelect
        label={t('filters.action')}
        data={[
          { value: '', label: t('filters.actionPlaceholder') },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
        ]}
        value={value.action ?? ''}
        onChange={(event) => onChange({ action: (event.currentTarget.value as AuditAction) || undefined })}
        w={{ base: '100%', sm: 260 }}
      />
      <DateField
        label={t('filters.from')}
        value={value.from ?? ''}
        max={value.to || undefined}
        onChange={(from) => onChange({ from: from || undefined })}
        w={{ base: '100%', xs: 200 }}
      />
      <DateField
        label={t('filters.to')}
        value={value.to ?? ''}
        min={value.from || undefined}
        onChange={(to) => onChange({ to: to || undefined })}
        error={rangeInvalid ? t('filters.rangeInvalid') : undefined}
        w={{ base: '100%', xs: 200 }}
      />
      {active ? (
        <Button variant="subtle" onClick={onClear} mt={{ base: 0, sm: 25 }}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
