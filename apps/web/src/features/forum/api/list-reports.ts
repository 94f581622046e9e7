import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ForumReport } from '@talentpath/contracts/forum';
import type { Page } from '@talentpath/contracts/paging';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { forumKeys, type ReportFilter } from './query-keys';

export type ForumReportPage = Page<ForumReport>;

/** GET /forum/moderation/reports: reports on posts of the forums the caller moderates, oldest first. */
export const useForumReports = (filter: ReportFilter) =>
  useQuery({
    queryKey: forumKeys.reportPage(filter),
    queryFn: ({ signal }) => api.get<ForumReportPage>(`/forum/moderation/reports?${queryString(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
