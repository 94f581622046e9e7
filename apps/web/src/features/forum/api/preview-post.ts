import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

/**
 * POST /forum/preview: the text rendered and sanitised as a post would be (the browser never renders Markdown).
 * Asked only while the preview is shown and the text is not blank; each text once.
 */
export const usePostPreview = (body: string, shown: boolean) =>
  useQuery({
    queryKey: forumKeys.preview(body),
    queryFn: ({ signal }) => api.post<{ html: string }>('/forum/preview', { body }, { signal }),
    enabled: shown && body.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
