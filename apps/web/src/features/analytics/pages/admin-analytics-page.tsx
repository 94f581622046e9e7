import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_INTERVALS, ANALYTICS_RANGE_DAYS_MAX } from '@talentpath/contracts/analytics';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { choiceFilter, dayFilter, useListState } from '../../../lib/use-list-state';
import type { DayRange } from '../api/activity';
import { usePeopleList } from '../components/active-people';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityPanel } from '../components/activity-panel';
import { CertificatesPanel, useCertificateListState } from '../components/certificates-panel';
import { CompletionPanel } from '../components/completion-panel';
import { useLearningList } from '../components/learning-list';
import { ReportSubscription } from '../components/report-subscription';
import { SkillsPanel } from '../components/skills-panel';
import { lastDays, rangeProblem } from '../days';

/** The range shown when the address names none: the last twelve weeks, by week. */
const DEFAULT_DAYS = 84;

/** The dashboards of the page, each a tab (kept in the address as `tab`). */
const TABS = ['activity', 'completion', 'certificates', 'skills'] as const;

/**
 * /admin/analytics (issue 27): the organisation's activity over a range, what its learning came to (courses
 * completed by category and course, overdue assignments), certificates issued and ending, and skill coverage — with
 * every figure drilled down to the list behind it. The tab, the range, the interval and each list's state are kept
 * in the address, so a link shows the same view.
 */
export function AdminAnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('admin.title'));
  const view = useListState({
    filters: {
      tab: choiceFilter(TABS, 'activity'),
      from: dayFilter(),
      to: dayFilter(),
      interval: choiceFilter(ANALYTICS_INTERVALS, 'week'),
    },
  });
  const people = usePeopleList();
  const learning = useLearningList();
  const certificates = useCertificateListState();
  const fallback = lastDays(DEFAULT_DAYS);
  const range: DayRange = { from: view.filters.from ?? fallback.from, to: view.filters.to ?? fallback.to };
  const { interval, tab } = view.filters;
  const problem = rangeProblem(range);
  const ranged = tab !== 'skills';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('admin.title')}
          </Title>
          <ReportSubscription dashboard="admin" />
        </Group>
        <Text c="dimmed" maw={760}>
          {t('admin.intro')}
        </Text>
      </Stack>

      <Tabs value={tab} onChange={(value) => value && view.setFilters({ tab: value as (typeof TABS)[number] })}>
        <Tabs.List aria-label={t('tabs.label')}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {value !== tab ? null : (
              <Stack gap="lg">
                {ranged ? (
                  <ActivityFilters
                    range={range}
                    interval={interval}
                    withInterval={tab !== 'completion'}
                    withFuture={tab === 'certificates'}
                    onChange={(changes) => {
                      view.setFilters(changes);
                      // Another range or interval: a point chosen before is not one of its points.
                      for (const list of [people, learning, certificates])
                        list.setFilters({ from: undefined, to: undefined });
                    }}
                    rangeError={problem && t(`filters.${problem}`, { max: ANALYTICS_RANGE_DAYS_MAX })}
                  />
                ) : null}
                {ranged && problem ? null : tab === 'activity' ? (
                  <ActivityPanel range={range} interval={interval} people={people} learning={learning} />
                ) : tab === 'completion' ? (
                  <CompletionPanel range={range} />
                ) : tab === 'certificates' ? (
                  <CertificatesPanel range={range} interval={interval} list={certificates} />
                ) : (
                  <SkillsPanel />
                )}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
