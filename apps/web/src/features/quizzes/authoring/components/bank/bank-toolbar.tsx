import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAG_MAX } from '@talentpath/contracts/question-bank';
import { QUESTION_TYPES } from '@talentpath/contracts/questions';
import { BANK_SORTS, type BankFilters, type BankSort, type TypeChoice } from './use-bank-filters';

/** The bank's search (the question's text), type and tag filters, its order, and the way back to everything. */
export function BankToolbar({ filters }: { filters: BankFilters }) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('bank.search')}
        placeholder={t('bank.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: '2 1 220px' }}
      />
      <NativeSelect
        label={t('bank.type')}
        value={filters.type}
        onChange={(event) => filters.setType(event.currentTarget.value as TypeChoice)}
        data={[
          { value: 'all', label: t('bank.allTypes') },
          ...QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        style={{ flex: '1 1 160px' }}
      />
      <TextInput
        label={t('bank.tag')}
        leftSection={<IconTag size={16} aria-hidden />}
        value={filters.tagInput}
        onChange={(event) => filters.setTagInput(event.currentTarget.value)}
        maxLength={TAG_MAX}
        style={{ flex: '1 1 140px' }}
      />
      <NativeSelect
        label={t('bank.sort')}
        value={filters.sort}
        onChange={(event) => filters.setSort(event.currentTarget.value as BankSort)}
        data={BANK_SORTS.map((sort) => ({ value: sort, label: t(`bank.sorts.${sort}`) }))}
        style={{ flex: '1 1 180px' }}
      />
      {filters.filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => filters.clear()}>
          {t('bank.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
