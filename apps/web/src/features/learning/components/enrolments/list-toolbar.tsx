import { Button, Group, NativeSelect } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ENROLMENT_STATUSES } from '@talentpath/contracts/enrolments';
import { SearchField } from '../learner/search-field';
import { ListCourseSelect } from './list-course-select';
import type { StatusChoice, useEnrolmentListFilters } from './list-filters';

type Props = { filters: ReturnType<typeof useEnrolmentListFilters> };

/** The learner list's search (name or e-mail), course and status filters, and the way back to everything. */
export function ListToolbar({ filters }: Props) {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchField
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={filters.search}
        onChange={filters.setSearch}
        style={{ flex: '1 1 220px' }}
      />
      <ListCourseSelect value={filters.courseId} onChange={filters.setCourseId} style={{ flex: '1 1 220px' }} />
      <NativeSelect
        label={t('list.status')}
        value={filters.status}
        onChange={(event) => filters.setStatus(event.currentTarget.value as StatusChoice)}
        data={[
          { value: 'all', label: t('list.allStatuses') },
          ...ENROLMENT_STATUSES.map((value) => ({ value, label: t(`learning:enrolmentStatus.${value}`) })),
        ]}
        style={{ flex: '0 1 180px' }}
      />
      {filters.filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => filters.clear()}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
