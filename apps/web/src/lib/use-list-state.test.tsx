import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  choiceFilter,
  flagFilter,
  idFilter,
  idListFilter,
  SEARCH_DEBOUNCE_MS,
  textFilter,
  useAddressTextBox,
  useListState,
  usePageCount,
} from './use-list-state';

const A = '3b3e2aba-24b1-46fd-af88-5a33066882bb';
const B = '0c1f7f2e-5d0a-4a6e-9d55-7f0c8a3f2a11';
const SORTS = ['name', '-name', '-createdAt'] as const;
const filters = {
  status: choiceFilter(['all', 'active', 'inactive'], 'all'),
  tech: idListFilter(),
  courseId: idFilter({ keep: true }),
  mine: flagFilter(),
  tag: textFilter(),
};
const options = { sorts: SORTS, defaultSort: 'name' as const, pageSizes: [10, 20, 50], defaultPageSize: 20, filters };

function setup<R = ReturnType<typeof useListState<(typeof SORTS)[number], typeof filters>>>(
  address: string,
  hook: () => R = () => useListState(options) as R,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: hook(), location: useLocation(), navigation: useNavigationType(), navigate: useNavigate() }),
    { wrapper },
  );
}

const search = (result: { current: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(result.current.location.search));

describe('useListState: a list page kept in the address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the page, size, sort, search and filters of a shared link', () => {
    const { result } = setup(
      `/x?page=3&size=50&sort=-createdAt&q=%20ada%20&status=active&tech=${A},${B}&courseId=${A}`,
    );
    const { list } = result.current;
    expect(list).toMatchObject({ page: 3, pageSize: 50, sort: '-createdAt', searchTerm: 'ada', search: 'ada' });
    expect(list.filters).toEqual({ status: 'active', tech: [A, B], courseId: A, mine: false, tag: '' });
    expect(list.filtered).toBe(true);
  });

  it('reads a hand-edited address as the defaults', () => {
    const { result } = setup('/x?page=-2&size=7&sort=salary&status=late&tech=nope,1&courseId=x&mine=yes');
    const { list } = result.current;
    expect(list).toMatchObject({ page: 1, pageSize: 20, sort: 'name', searchTerm: undefined });
    expect(list.filters).toEqual({ status: 'all', tech: [], courseId: undefined, mine: false, tag: '' });
    expect(list.filtered).toBe(false);
  });

  it('goes back to the first page on any change but the page, and leaves defaults out of the address', () => {
    const { result } = setup('/x?page=4&sort=-name');
    act(() => result.current.list.setFilters({ status: 'inactive' }));
    expect(search(result)).toEqual({ sort: '-name', status: 'inactive' });
    act(() => result.current.list.setPage(2));
    expect(search(result)).toEqual({ sort: '-name', status: 'inactive', page: '2' });
    act(() => result.current.list.setSort('name'));
    expect(search(result)).toEqual({ status: 'inactive' });
    act(() => result.current.list.setPageSize(50));
    act(() => result.current.list.setFilters({ tech: [B, A], mine: true }));
    expect(search(result)).toEqual({ status: 'inactive', size: '50', tech: `${B},${A}`, mine: 'true' });
    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).not.toContain('page');
  });

  it('clears the search and the narrowing filters, keeping the sort, the size and what the list is of', () => {
    const { result } = setup(`/x?q=ada&status=active&sort=-name&size=10&courseId=${A}&tag=css&page=2`);
    act(() => result.current.list.clear());
    expect(search(result)).toEqual({ sort: '-name', size: '10', courseId: A });
    expect(result.current.list.filtered).toBe(false);
  });

  it('sends the search 300 ms after the last keystroke, replacing the address entry; a filter adds one', () => {
    const { result } = setup('/x?page=3');
    act(() => result.current.list.setSearch('ad'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    act(() => result.current.list.setSearch('ada '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(result.current.location.search).toBe('?page=3');
    act(() => vi.advanceTimersByTime(50));
    expect(search(result)).toEqual({ q: 'ada' });
    expect(result.current.list.searchTerm).toBe('ada');
    expect(result.current.navigation).toBe('REPLACE');
    act(() => result.current.list.setFilters({ status: 'active' }));
    expect(result.current.navigation).toBe('PUSH');
  });

  it('shows in the box a term the address changes to on its own (back, forward, a link)', () => {
    const { result } = setup('/x?q=ada');
    act(() => result.current.navigate('/x?q=berg'));
    expect(result.current.list.search).toBe('berg');
    act(() => result.current.navigate('/x'));
    expect(result.current.list.search).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('');
  });

  it('builds each write on the one before, even before the router renders it', () => {
    const { result } = setup('/x?page=2');
    // One event, two writes from the same render (a debounced term and a filter chosen meanwhile do this).
    act(() => {
      result.current.list.setFilters({ status: 'active' });
      result.current.list.setSort('-createdAt');
      result.current.list.setPage(3);
    });
    expect(search(result)).toEqual({ status: 'active', sort: '-createdAt', page: '3' });
  });

  it('keeps two lists of one page apart, each under its prefix, and both of their writes', () => {
    const { result } = setup('/x?projectId=1&projects.q=web&q=ann', () => ({
      projects: useListState({ prefix: 'projects', filters: { group: choiceFilter(['all', 'active'], 'active') } }),
      people: useListState({ filters: { mine: flagFilter() } }),
    }));
    expect(result.current.list.projects.searchTerm).toBe('web');
    expect(result.current.list.people.searchTerm).toBe('ann');
    act(() => {
      result.current.list.projects.setFilters({ group: 'all' });
      result.current.list.people.setFilters({ mine: true });
    });
    expect(search(result)).toEqual({
      projectId: '1',
      'projects.q': 'web',
      q: 'ann',
      'projects.group': 'all',
      mine: 'true',
    });
  });
});

describe('useAddressTextBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what was typed when the address renders the term it sent only after more was typed', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useAddressTextBox(value, commit), {
      initialProps: { value: '' },
    });
    act(() => result.current[1]('ok'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenLastCalledWith('ok');
    // Typed on before the router rendered 'ok' (its update is a transition; typing goes first).
    act(() => result.current[1]('okafor'));
    rerender({ value: 'ok' });
    expect(result.current[0]).toBe('okafor');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenLastCalledWith('okafor');
    // A value from elsewhere (back, forward, clear) is shown, and not sent back.
    rerender({ value: 'berg' });
    expect(result.current[0]).toBe('berg');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenCalledTimes(2);
  });
});

describe('usePageCount', () => {
  const page = (totalCount: number) => ({ totalCount });

  function setupCount(address: string, initial: { data?: { totalCount: number }; isPlaceholderData: boolean }) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    );
    return renderHook(
      (props: { data?: { totalCount: number }; isPlaceholderData: boolean }) => {
        const list = useListState({ defaultPageSize: 10 });
        return { pages: usePageCount(list, props), location: useLocation(), navigation: useNavigationType() };
      },
      { wrapper, initialProps: initial },
    );
  }

  it('counts the pages of a loaded list, 1 before it loads', () => {
    const { result, rerender } = setupCount('/x', { isPlaceholderData: false });
    expect(result.current.pages).toBe(1);
    rerender({ data: page(21), isPlaceholderData: false });
    expect(result.current.pages).toBe(3);
    rerender({ data: page(0), isPlaceholderData: false });
    expect(result.current.pages).toBe(1);
  });

  it('moves a page past the last to the last (replacing the entry) once a fresh answer says so', () => {
    const { result, rerender } = setupCount('/x?page=5', { isPlaceholderData: false });
    // The previous list, kept on screen while page 5 loads, has fewer rows: no move on its count.
    rerender({ data: page(12), isPlaceholderData: true });
    expect(result.current.location.search).toBe('?page=5');
    rerender({ data: page(30), isPlaceholderData: false });
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.navigation).toBe('REPLACE');
  });
});
