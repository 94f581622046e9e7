import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveTechnologies } from '../../api/active-technologies';
import {
  CATALOG_SORTS,
  type CatalogSort,
  ENROLLED_FILTERS,
  type EnrolledFilter,
  type useCatalogFilters,
} from './use-catalog-filters';
import { SearchField } from '../learner/search-field';

const SORT_KEYS = {
  title: 'catalog.sort.title',
  '-publishedAt': 'catalog.sort.newest',
  '-updatedAt': 'catalog.sort.updated',
} as const satisfies Record<CatalogSort, string>;

/** The catalogue's search, technology filter, enrolment filter and sort (stacked on phones). */
export function CatalogToolbar({ filters }: { filters: ReturnType<typeof useCatalogFilters> }) {
  const { t } = useTranslation('learning');
  const technologies = useActiveTechnologies();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchField
        label={t('catalog.search')}
        placeholder={t('catalog.searchPlaceholder')}
        value={filters.search}
        onChange={filters.setSearch}
        style={{ flex: '2 1 240px' }}
      />
      <MultiSelect
        label={t('catalog.technologies')}
        placeholder={filters.technologyIds.length ? undefined : t('catalog.anyTechnology')}
        data={(technologies.data ?? []).map((technology) => ({ value: technology.id, label: technology.name }))}
        value={filters.technologyIds}
        onChange={filters.setTechnologyIds}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('catalog.clearTechnologies') }}
        nothingFoundMessage={t('catalog.noTechnology')}
        maxValues={20}
        style={{ flex: '2 1 240px' }}
      />
      <Select
        label={t('catalog.enrolledFilter')}
        value={filters.enrolled}
        onChange={(value) => value && filters.setEnrolled(value as EnrolledFilter)}
        allowDeselect={false}
        data={ENROLLED_FILTERS.map((value) => ({ value, label: t(`catalog.enrolled.${value}`) }))}
        style={{ flex: '1 1 160px' }}
      />
      <Select
        label={t('catalog.sortLabel')}
        value={filters.sort}
        onChange={(value) => value && filters.setSort(value as CatalogSort)}
        allowDeselect={false}
        data={CATALOG_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
        style={{ flex: '1 1 160px' }}
      />
    </Group>
  );
}
