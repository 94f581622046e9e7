import { Checkbox, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import type { SearchParams } from '../api/search';
import { useTechnologies } from '../api/list-technologies';

type Props = { params: SearchParams; onChange: (changes: Partial<SearchParams>) => void };

const LEVELS = ['1', '2', '3', '4', '5'];

/**
 * Skill (technology, minimum level, verified only) and an availability window. A level, verified and availability
 * are people's: with one of them only people are listed.
 */
export function SearchFilters({ params, onChange }: Props) {
  const { t } = useTranslation('search');
  const technologies = useTechnologies();
  const options = (technologies.data ?? []).map((tech) => ({ value: tech.id, label: tech.name }));
  const noTechnology = !params.technologyId;
  return (
    <fieldset className="search-filters" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600} mb="xs">
        {t('filters.legend')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.technology')}
          placeholder={t('filters.anyTechnology')}
          data={options}
          value={params.technologyId ?? null}
          onChange={(value) =>
            onChange(
              value ? { technologyId: value } : { technologyId: undefined, minLevel: undefined, verified: undefined },
            )
          }
          searchable
          clearable
          nothingFoundMessage={t('filters.noTechnology')}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('filters.minLevel')}
          placeholder={t('filters.anyLevel')}
          data={LEVELS.map((level) => ({ value: level, label: t('filters.level', { level }) }))}
          value={params.minLevel ? String(params.minLevel) : null}
          onChange={(value) => onChange({ minLevel: value ? Number(value) : undefined })}
          disabled={noTechnology}
          clearable
          w={{ base: '100%', xs: 150 }}
        />
        <Checkbox
          label={t('filters.verified')}
          checked={params.verified === true}
          onChange={(event) => onChange({ verified: event.currentTarget.checked || undefined })}
          disabled={noTechnology}
          mb={8}
        />
        <DateField
          label={t('filters.availableFrom')}
          value={params.availableFrom ?? ''}
          max={params.availableTo}
          onChange={(day) => onChange({ availableFrom: day || undefined })}
          w={{ base: '100%', xs: 170 }}
        />
        <DateField
          label={t('filters.availableTo')}
          value={params.availableTo ?? ''}
          min={params.availableFrom}
          onChange={(day) => onChange({ availableTo: day || undefined })}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('filters.peopleOnly')}
      </Text>
    </fieldset>
  );
}
