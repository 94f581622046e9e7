import { useLocation } from 'react-router';

/**
 * The forum's links in the area it is open in (`/learner/forum`, `/coordinator/forum` …): learners and staff reach
 * the same pages from their own areas, and a link stays in the area it was followed from.
 */
export function useForumLinks() {
  const area = useLocation().pathname.split('/')[1] ?? 'learner';
  const forum = `/${area}/forum`;
  return { forum, thread: (threadId: string) => `${forum}/threads/${encodeURIComponent(threadId)}` };
}
