import { Chip, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_STATUSES, type CoursePage } from '@talentpath/contracts/courses';
import { COURSE_LIST_SORTS, type CourseListSort, type useCourseListFilters } from './use-course-list-filters';

type Props = {
  filters: ReturnType<typeof useCourseListFilters>;
  counts: CoursePage['statusCounts'] | undefined;
};

/** Search, the status filter with each status's count (of the courses the search finds), and the order. */
export function CourseListToolbar({ filters, counts }: Props) {
  const { t } = useTranslation(['course-authoring', 'learning']);
  const statusLabel = useId();
  const all = counts ? counts.draft + counts.published + counts.archived : undefined;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('list.sortLabel')}
          value={filters.sort}
          onChange={(value) => value && filters.setSort(value as CourseListSort)}
          allowDeselect={false}
          data={COURSE_LIST_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={statusLabel}>
          {t('list.statusLabel')}
        </Text>
        <Chip.Group value={filters.status} onChange={(value) => filters.setStatus(value as typeof filters.status)}>
          <Group gap="xs" role="radiogroup" aria-labelledby={statusLabel}>
            {(['all', ...COURSE_STATUSES] as const).map((status) => (
              <Chip key={status} value={status} variant="outline" name={statusLabel}>
                {withCount(
                  status === 'all' ? t('list.all') : t(`learning:courseStatus.${status}`),
                  status === 'all' ? all : counts?.[status],
                )}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Stack>
  );
}
