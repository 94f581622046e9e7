/** What a numbered list asks for (ADR 0010); filters left undefined are not sent (spec §5: 'all' is no status). */
export type ListParams<S extends string> = {
  pageNumber: number;
  pageSize: number;
  sort: S;
  searchTerm?: string;
  status?: string;
};

/** The query string of a list call, without blank filters. */
export function listQueryString<S extends string>(params: ListParams<S>): string {
  const query = new URLSearchParams({
    pageNumber: String(params.pageNumber),
    pageSize: String(params.pageSize),
    sort: params.sort,
  });
  if (params.searchTerm) query.set('searchTerm', params.searchTerm);
  if (params.status) query.set('status', params.status);
  return query.toString();
}

/** A query string from any parameters: undefined, '' and empty lists left out, lists joined by commas. */
export function queryString(params: Record<string, string | number | boolean | readonly string[] | null | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query.set(key, value.join(','));
    } else query.set(key, String(value));
  }
  return query.toString();
}
