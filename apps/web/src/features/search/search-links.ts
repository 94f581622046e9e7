import type { Role } from '@talentpath/contracts/roles';
import type { SearchType } from '@talentpath/contracts/search';

/** A person's profile, as any signed-in role opens it. */
export const personPath = (id: string) => `/learner/view-profile/${encodeURIComponent(id)}`;

/** Where the caller's role opens a course, or null when the role has no course page (the results list it). */
export function coursePath(role: Role, id: string): string | null {
  if (role === 'Learner') return `/learner/course-preview/${encodeURIComponent(id)}`;
  if (role === 'CourseCoordinator') return `/coordinator/course-view/${encodeURIComponent(id)}`;
  return null;
}

/** /search-results for a text (and a group). */
export function resultsPath(text: string, type?: SearchType): string {
  const query = new URLSearchParams({ q: text.trim() });
  if (type) query.set('type', type);
  return `/search-results?${query}`;
}
