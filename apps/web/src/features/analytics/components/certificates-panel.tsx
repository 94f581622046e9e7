import {
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Title,
} from '@mantine/core';
import { IconCalendarDue, IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AnalyticsInterval,
  CERTIFICATE_KINDS,
  CERTIFICATE_LIST_SORTS,
  type CertificateKind,
  type CertificateListItem,
} from '@talentpath/contracts/analytics';
import { formatSort, parseSort } from '@talentpath/contracts/paging';
import { QueryError } from '../../../components/ui/query-states';
import { SortHeader } from '../../../components/ui/sort-header';
import { StatCard } from '../../../components/ui/stat-card';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDay } from '../../../lib/format-date-time';
import { choiceFilter, dayFilter, usePageCount, useListState } from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { type CertificateSort, downloadCertificates, useCertificateList, useCertificateSeries } from '../api/outcomes';
import { ExportButtons } from './export-buttons';
import { periodName } from '../days';
import { PersonCell } from './active-people';
import { ChartCard } from './chart-card';
import { DrillList, drilledDays, showPoint } from './drill-list';

const PAGE_SIZE = 20;
const SORTS = CERTIFICATE_LIST_SORTS.flatMap((key) => [key, `-${key}`]) as CertificateSort[];
const LIST_TITLE = 'certificate-list-title';

/**
 * The certificate list's state in the address: `certificates.kind`, `certificates.from`, `certificates.to` (a point's
 * days), its sort and page.
 */
export const useCertificateListState = () =>
  useListState({
    prefix: 'certificates',
    sorts: SORTS,
    defaultSort: 'day',
    defaultPageSize: PAGE_SIZE,
    filters: { from: dayFilter(), to: dayFilter(), kind: choiceFilter(CERTIFICATE_KINDS, 'issued') },
  });

type CertificateListState = ReturnType<typeof useCertificateListState>;

type Props = { range: DayRange; interval: AnalyticsInterval; list: CertificateListState };

/**
 * Certificates issued and ending over the range (which may reach into the future), per day, week or month, with
 * every point drilled down to the certificates behind it.
 */
export function CertificatesPanel({ range, interval, list }: Props) {
  const { t } = useTranslation('analytics');
  const series = useCertificateSeries(range, interval, true);
  const data = series.data;
  const points = data?.points ?? [];
  const total = (column: 'issued' | 'expiring') => data && points.reduce((sum, point) => sum + point[column], 0);

  if (series.isError && !data) return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="certificate-totals">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz="lg" id="certificate-totals">
            {t('totals.title')}
          </Title>
          <ExportButtons what="figures" download={(format) => downloadCertificates(range, interval, format)} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <StatCard label={t('figures.issued')} icon={IconCertificate} value={total('issued')} />
          <StatCard label={t('figures.expiring')} icon={IconCalendarDue} value={total('expiring')} />
        </SimpleGrid>
      </Stack>
      {data ? (
        <ChartCard
          id="chart-certificates"
          title={t('certificates.chart')}
          description={t('certificates.chartText')}
          points={points}
          interval={data.interval}
          lines={[
            { column: 'issued', color: 'indigo.7' },
            { column: 'expiring', color: 'red.8', dash: '8 4' },
          ]}
          drill="certificates"
          onPick={(index) => {
            const point = points[index];
            if (point) showPoint(list, point, LIST_TITLE);
          }}
        />
      ) : (
        <Skeleton h={320} role="status" aria-label={t('charts.loading')} />
      )}
      <CertificateList list={list} range={range} />
    </Stack>
  );
}

/** The certificates issued, or ending, on the range's days or a chosen point's: who holds them, of which course. */
export function CertificateList({ list, range }: { list: CertificateListState; range: DayRange }) {
  const { t, i18n } = useTranslation('analytics');
  const { chosen, days } = drilledDays(list.filters, range);
  const { kind } = list.filters;
  const certificates = useCertificateList({
    ...days,
    kind,
    sort: list.sort,
    pageNumber: list.page,
    pageSize: PAGE_SIZE,
  });
  const pages = usePageCount(list, certificates);
  const sort = parseSort(list.sort);
  const period = periodName({ start: days.from, end: days.to }, 'day', i18n.language);
  const onSort = (next: typeof sort) => list.setSort(formatSort(next));
  const dayOf = (item: CertificateListItem) =>
    kind === 'issued' ? item.issuedAt.slice(0, 10) : (item.expiresOn ?? undefined);

  return (
    <DrillList
      id={LIST_TITLE}
      title={t('certificates.title')}
      subtitle={t(chosen ? `certificates.ofPoint.${kind}` : `certificates.ofRange.${kind}`, { period })}
      actions={
        <Group gap="xs">
          {chosen && (
            <Button variant="default" onClick={() => list.setFilters({ from: undefined, to: undefined })}>
              {t('certificates.wholeRange')}
            </Button>
          )}
          <SegmentedControl
            aria-label={t('certificates.kind')}
            value={kind}
            onChange={(value) => list.setFilters({ kind: value as CertificateKind })}
            data={CERTIFICATE_KINDS.map((value) => ({ value, label: t(`certificates.kinds.${value}`) }))}
          />
        </Group>
      }
      result={certificates}
      loading={t('certificates.loading')}
      empty={{ title: t(`certificates.empty.${kind}`) }}
      footer={{
        total: t(`certificates.total.${kind}`, { count: certificates.data?.totalCount ?? 0 }),
        page: list.page,
        pages,
        onPage: list.setPage,
      }}
    >
      <TableScroll label={t('certificates.title')} minWidth={640}>
        <Table striped verticalSpacing="sm" aria-label={t('certificates.title')}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader sortKey="day" sort={sort} onSort={onSort}>
                {t(`certificates.day.${kind}`)}
              </SortHeader>
              <SortHeader sortKey="name" sort={sort} onSort={onSort}>
                {t('certificates.name')}
              </SortHeader>
              <SortHeader sortKey="course" sort={sort} onSort={onSort}>
                {t('certificates.course')}
              </SortHeader>
              <Table.Th>{t('certificates.code')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {certificates.data?.items.map((item) => {
              const day = dayOf(item);
              return (
                <Table.Tr key={item.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {day ? <time dateTime={day}>{formatDay(day, i18n.language)}</time> : t('certificates.noEnd')}
                  </Table.Td>
                  <Table.Td>
                    <PersonCell name={item.person.name} email={item.person.email} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.course.title}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={`/verify/${item.code}`} size="sm" ff="monospace">
                        {item.code}
                      </Anchor>
                      {item.revoked && (
                        <Badge color="red" variant="light" size="sm">
                          {t('certificates.revoked')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </DrillList>
  );
}
