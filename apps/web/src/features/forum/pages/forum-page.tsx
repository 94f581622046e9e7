import { useState } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORUM_ANSWER_STATES, FORUM_TAG_MAX, FORUM_THREAD_KINDS } from '@talentpath/contracts/forum';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import {
  flagFilter,
  idFilter,
  optionalChoiceFilter,
  textFilter,
  useListState,
  usePageCount,
} from '../../../lib/use-list-state';
import { useForumSpaces } from '../api/get-spaces';
import { useForumThreads } from '../api/list-threads';
import { NewThreadDialog } from '../components/new-thread-dialog';
import { PagedList } from '../components/paged-list';
import { SpacePicker } from '../components/space-picker';
import { THREAD_SORTS, ThreadFilters } from '../components/thread-filters';
import { ThreadList } from '../components/thread-list';
import { WatchSpaceButton } from '../components/watch-space-button';
import { forumErrorText } from '../forum-messages';

const PAGE_SIZE = 20;

/**
 * /{area}/forum (issue 26): the forums the caller reads — the general one, announcements, their courses' — and the
 * threads of one or of all, pinned first: searched, filtered (kind, answered or not, unread, a tag) and sorted, all
 * kept in the address. "New thread" where the caller may post; a forum chosen may be watched.
 */
export function ForumPage() {
  const { t } = useTranslation('forum');
  usePageTitle(t('page.title'));
  const list = useListState({
    sorts: THREAD_SORTS,
    defaultSort: '-activity',
    defaultPageSize: PAGE_SIZE,
    filters: {
      space: idFilter({ keep: true }),
      kind: optionalChoiceFilter(FORUM_THREAD_KINDS),
      answer: optionalChoiceFilter(FORUM_ANSWER_STATES),
      tag: textFilter(FORUM_TAG_MAX),
      unread: flagFilter(),
    },
  });
  const { space, kind, answer, tag, unread } = list.filters;
  const spaces = useForumSpaces();
  const threads = useForumThreads({
    spaceId: space,
    kind,
    answer,
    tag: tag || undefined,
    q: list.searchTerm,
    unread,
    sort: list.sort,
    pageNumber: list.page,
    pageSize: PAGE_SIZE,
  });
  const pages = usePageCount(list, threads);
  const [composing, setComposing] = useState(false);
  const all = spaces.data?.items ?? [];
  const current = all.find((s) => s.id === space);
  const postable = all.filter((s) => s.canPost);
  const startIn = current?.canPost ? current.id : current ? undefined : postable[0]?.id;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('page.title')}
        text={t('page.text')}
        action={
          (current || startIn) && (
            <Group gap="xs">
              {current && <WatchSpaceButton space={current} />}
              {startIn && (
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setComposing(true)}>
                  {t('page.newThread')}
                </Button>
              )}
            </Group>
          )
        }
      />
      {spaces.isError ? (
        <QueryError error={spaces.error} onRetry={() => void spaces.refetch()} errorText={forumErrorText} />
      ) : spaces.data ? (
        <SpacePicker spaces={all} value={space} onChange={(spaceId) => list.setFilters({ space: spaceId })} />
      ) : (
        <Skeleton h={56} />
      )}
      <ThreadFilters
        search={list.search}
        onSearch={list.setSearch}
        sort={list.sort}
        onSort={list.setSort}
        filters={{ kind, answer, tag, unread }}
        onFilters={list.setFilters}
        filtered={list.filtered}
        onClear={() => list.clear()}
      />
      <PagedList
        query={threads}
        loadingLabel={t('page.loading')}
        empty={
          <EmptyState
            title={t(list.filtered ? 'page.noneMatchTitle' : 'page.emptyTitle')}
            text={t(list.filtered ? 'page.noneMatchText' : 'page.emptyText')}
          />
        }
        totalText={(count) => t('page.total', { count })}
        page={list.page}
        pages={pages}
        onPage={list.setPage}
      >
        {(items) => (
          <ThreadList threads={items} withSpace={!current} onTag={(next) => list.setFilters({ tag: next })} />
        )}
      </PagedList>
      {startIn && (
        <NewThreadDialog spaces={postable} spaceId={startIn} opened={composing} onClose={() => setComposing(false)} />
      )}
    </Stack>
  );
}
