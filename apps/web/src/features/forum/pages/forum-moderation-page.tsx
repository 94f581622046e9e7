import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_STATES } from '@talentpath/contracts/forum';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { toast } from '../../../lib/toast';
import { choiceFilter, useListState, usePageCount } from '../../../lib/use-list-state';
import { useForumReports } from '../api/list-reports';
import { useSettleReport } from '../api/settle-report';
import { PagedList } from '../components/paged-list';
import { ReportCard } from '../components/report-card';
import classes from '../components/post-view.module.css';
import { forumErrorText } from '../forum-messages';

const STATES = [...REPORT_STATES, 'all'] as const;
const PAGE_SIZE = 20;

/**
 * /{area}/forum-moderation (issue 26; coordinators and admins): the reports on posts of the forums the caller
 * moderates, oldest first, open ones by default; each open one upheld (the post hidden) or dismissed.
 */
export function ForumModerationPage() {
  const { t } = useTranslation('forum');
  usePageTitle(t('reports.title'));
  const list = useListState({ defaultPageSize: PAGE_SIZE, filters: { state: choiceFilter(STATES, 'open') } });
  const state = list.filters.state;
  const reports = useForumReports({
    ...(state === 'all' ? {} : { state }),
    pageNumber: list.page,
    pageSize: PAGE_SIZE,
  });
  const pages = usePageCount(list, reports);
  const settle = useSettleReport();

  const settleReport = (reportId: string, outcome: 'upheld' | 'dismissed') =>
    settle.mutate(
      { reportId, outcome },
      {
        onSuccess: () => toast.success(t(outcome === 'upheld' ? 'reports.upheld' : 'reports.dismissed')),
        onError: (error) => toast.error(forumErrorText(error)),
      },
    );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('reports.title')} text={t('reports.text')} />
      <NativeSelect
        label={t('reports.filter')}
        value={state}
        onChange={(event) => list.setFilters({ state: event.currentTarget.value as (typeof STATES)[number] })}
        data={STATES.map((value) => ({
          value,
          label: value === 'all' ? t('reports.all') : t(`reports.states.${value}`),
        }))}
        maw={240}
      />
      <PagedList
        query={reports}
        loadingLabel={t('reports.loading')}
        empty={
          <EmptyState
            title={t(state === 'open' ? 'reports.emptyOpenTitle' : 'reports.emptyTitle')}
            text={t(state === 'open' ? 'reports.emptyOpenText' : 'reports.emptyText')}
          />
        }
        totalText={(count) => t('reports.total', { count })}
        page={list.page}
        pages={pages}
        onPage={list.setPage}
      >
        {(items) => (
          <Stack component="ul" gap="sm" className={classes.list} aria-label={t('reports.listLabel')}>
            {items.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                settling={
                  settle.isPending && settle.variables?.reportId === report.id ? settle.variables.outcome : null
                }
                onSettle={(outcome) => settleReport(report.id, outcome)}
              />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
