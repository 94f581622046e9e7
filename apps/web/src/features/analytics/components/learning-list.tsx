import { Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEARNING_EVENT_SORTS, LEARNING_KINDS, type LearningKind } from '@talentpath/contracts/analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { SortHeader } from '../../../components/ui/sort-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDateTime } from '../../../lib/format-date-time';
import { choiceFilter, dayFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import { type DayRange, downloadLearning, type LearningSort, useLearningEvents } from '../api/activity';
import { periodName } from '../days';
import { PersonCell } from './active-people';
import { DrillList, drilledDays } from './drill-list';
import { ExportButtons } from './export-buttons';

const PAGE_SIZE = 20;
const SORTS = LEARNING_EVENT_SORTS.flatMap((key) => [key, `-${key}`]) as LearningSort[];

/** The learning list's state in the address: `learning.kind`, `learning.from`, `learning.to`, its sort and page. */
export const useLearningList = () =>
  useListState({
    prefix: 'learning',
    sorts: SORTS,
    defaultSort: '-at',
    defaultPageSize: PAGE_SIZE,
    filters: { from: dayFilter(), to: dayFilter(), kind: choiceFilter(LEARNING_KINDS, 'enrolled') },
  });

type Props = { list: ReturnType<typeof useLearningList>; range: DayRange };

/** Who enrolled, was assigned a course or completed one — the range's, or a chosen point's — with the course. */
export function LearningList({ list, range }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const { chosen, days } = drilledDays(list.filters, range);
  const { kind } = list.filters;
  const events = useLearningEvents({ ...days, kind, sort: list.sort, pageNumber: list.page, pageSize: PAGE_SIZE });
  const pages = usePageCount(list, events);
  const sort = parseSort(list.sort);
  const period = periodName({ start: days.from, end: days.to }, 'day', i18n.language);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));

  return (
    <DrillList
      id="learning-list-title"
      title={t('learning.title')}
      subtitle={t(chosen ? 'learning.ofPoint' : 'learning.ofRange', { period })}
      actions={
        <Group gap="xs">
          <SegmentedControl
            aria-label={t('learning.kind')}
            value={kind}
            onChange={(value) => list.setFilters({ kind: value as LearningKind })}
            data={LEARNING_KINDS.map((value) => ({ value, label: t(`learning.kinds.${value}`) }))}
          />
          <ExportButtons
            what="learning"
            download={(format) => downloadLearning({ ...days, kind, sort: list.sort }, format)}
          />
        </Group>
      }
      result={events}
      loading={t('learning.loading')}
      empty={{ title: t(`learning.empty.${kind}`) }}
      footer={{
        total: t(`learning.total.${kind}`, { count: events.data?.totalCount ?? 0 }),
        page: list.page,
        pages,
        onPage: list.setPage,
      }}
    >
      <TableScroll label={t('learning.title')} minWidth={560}>
        <Table striped verticalSpacing="sm" aria-label={t('learning.title')}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader sortKey="at" sort={sort} onSort={onSort}>
                {t('learning.when')}
              </SortHeader>
              <SortHeader sortKey="name" sort={sort} onSort={onSort}>
                {t('people.name')}
              </SortHeader>
              <Table.Th>{t('learning.course')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data?.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" component="time" dateTime={item.at}>
                    {formatDateTime(item.at, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <PersonCell name={item.person.name} email={item.person.email} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {item.course?.title ?? t('learning.courseGone')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </DrillList>
  );
}
