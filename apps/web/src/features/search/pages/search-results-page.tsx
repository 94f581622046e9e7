import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX, SEARCH_TYPES, type SearchResults, type SearchType } from '@talentpath/contracts/search';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSignedInSession } from '../../../lib/session-store';
import { hasSomethingToSearch, useSearch, type SearchParams } from '../api/search';
import { SearchFilters } from '../components/search-filters';
import { CourseItem, PersonItem, ProjectItem, ResultGroup } from '../components/result-groups';
import { addressOf, apiParamsOf, paramsOf } from '../search-params';

/**
 * /search-results (issue 24): people, courses and projects the caller may see, grouped with their counts; one group
 * paged; filters for a skill at a level (verified only), an availability window and a technology. The address holds
 * it all, so a result can be shared and Back returns to it.
 */
export function SearchResultsPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('page.title'));
  const { currentRole } = useSignedInSession();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = paramsOf(query);
  const [text, setText] = useState(params.q ?? '');
  const [shownText, setShownText] = useState(params.q ?? '');
  if (shownText !== (params.q ?? '')) {
    // The address changed from outside (the header's box, Back): the field follows it.
    setShownText(params.q ?? '');
    setText(params.q ?? '');
  }
  const apiParams = apiParamsOf(params);
  const results = useSearch(apiParams);
  const change = (changes: Partial<SearchParams>) => navigate(addressOf({ ...params, pageNumber: 1, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim() || undefined });
  };
  const search = params.q ?? '';

  return (
    <Stack gap="lg">
      <PageHeader title={t('page.title')} text={params.q ? t('page.for', { text: params.q }) : t('page.text')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <form onSubmit={submit} aria-label={t('page.formLabel')}>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('page.textLabel')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={SEARCH_TEXT_MAX}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: 1 }}
                type="search"
              />
              <Button type="submit">{t('page.submit')}</Button>
            </Group>
          </form>
          <SearchFilters params={params} onChange={change} />
        </Stack>
      </Paper>
      {!hasSomethingToSearch(apiParams) ? (
        <Text c="dimmed">{t('page.blank')}</Text>
      ) : results.isError ? (
        <QueryError error={results.error} onRetry={() => results.refetch()} />
      ) : !results.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('page.loading')}>
          <Skeleton h={120} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : (
        <Results data={results.data} params={params} search={search} role={currentRole} onChange={change} />
      )}
    </Stack>
  );
}

type ResultsProps = {
  data: SearchResults;
  params: SearchParams;
  search: string;
  role: ReturnType<typeof useSignedInSession>['currentRole'];
  onChange: (changes: Partial<SearchParams>) => void;
};

function Results({ data, params, search, role, onChange }: ResultsProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const searched = SEARCH_TYPES.filter((type) => data.counts[type] !== null);
  // A group the server did not search (a people-only filter chosen on the courses tab, a shared address of projects
  // for a learner) is not the one shown: every group searched is.
  const current = params.type && searched.includes(params.type) ? params.type : undefined;
  const shown = current ? [current] : searched;
  const total = searched.reduce((sum, type) => sum + (data.counts[type] ?? 0), 0);
  const pick = (type: SearchType | undefined) => onChange({ type });
  return (
    <Stack gap="md">
      <Group gap="xs" role="group" aria-label={t('results.groupsLabel')}>
        <Button
          size="compact-sm"
          variant={current ? 'default' : 'filled'}
          aria-pressed={!current}
          onClick={() => pick(undefined)}
        >
          {t('results.all', { count: total })}
        </Button>
        {searched.map((type) => (
          <Button
            key={type}
            size="compact-sm"
            variant={current === type ? 'filled' : 'default'}
            aria-pressed={current === type}
            onClick={() => pick(type)}
          >
            {t(`groups.${type}`)} ({data.counts[type]})
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('results.total', { count: total })}
      </Text>
      {shown.map((type) => {
        const page = data[type];
        if (!page) return null;
        const pages = Math.ceil(page.totalCount / page.pageSize);
        return (
          <Stack key={type} gap="xs">
            <ResultGroup type={type} count={page.totalCount} onShowAll={current ? undefined : () => pick(type)}>
              {type === 'people' &&
                data.people?.items.map((hit) => <PersonItem key={hit.id} hit={hit} search={search} />)}
              {type === 'courses' &&
                data.courses?.items.map((hit) => <CourseItem key={hit.id} hit={hit} search={search} role={role} />)}
              {type === 'projects' &&
                data.projects?.items.map((hit) => <ProjectItem key={hit.id} hit={hit} search={search} />)}
            </ResultGroup>
            {current && pages > 1 && (
              <ListFooter
                totalText={t('results.pageOf', { page: page.pageNumber, pages })}
                page={page.pageNumber}
                pages={pages}
                onPage={(n) => navigate(addressOf({ ...params, pageNumber: n }))}
                labels={{
                  previous: t('results.previous'),
                  next: t('results.next'),
                  page: (n) => t('results.page', { page: n }),
                }}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
