import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestions } from '@talentpath/contracts/search';
import { api } from '../../../lib/api-client';
import { searchKeys } from './query-keys';

/** GET /search/suggestions: the first few people, courses and projects for the header's list. */
export const getSuggestions = (text: string) =>
  api.get<SearchSuggestions>(`/search/suggestions?q=${encodeURIComponent(text)}`);

export const suggestionsQuery = (text: string) =>
  queryOptions({ queryKey: searchKeys.suggestions(text), queryFn: () => getSuggestions(text), staleTime: 30_000 });

/** Never asks for a blank text (spec §5); the text given is already debounced (spec §9). */
export const useSuggestions = (text: string) =>
  useQuery({ ...suggestionsQuery(text), enabled: text.trim() !== '', placeholderData: keepPreviousData });
