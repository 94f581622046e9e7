import type { SearchParams } from './search';

// Query keys of global search. The cache is dropped when the user or the role changes (lib/query-client.ts), so
// the keys need no user part even though what a search finds depends on who asks.
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
  suggestions: (text: string) => ['search', 'suggestions', text] as const,
  technologies: ['search', 'technologies'] as const,
};
