import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEnrolmentListFilters } from './list-filters';

const COURSE = '3b3e2aba-24b1-46fd-af88-5a33066882bb';

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useEnrolmentListFilters(), location: useLocation() }), { wrapper });
}

describe('the learner list’s filters in the address', () => {
  it('reads what the dashboard links to (?status=overdue) and the course, sort and page', () => {
    const { result } = setup(`/coordinator/learner-list?status=overdue&courseId=${COURSE}&sort=-dueDate&page=3&q=ada`);
    const { filters } = result.current;
    expect(filters.filters).toEqual({ searchTerm: 'ada', courseId: COURSE, status: 'overdue', sort: '-dueDate' });
    expect(filters.sort).toEqual({ key: 'dueDate', direction: 'desc' });
    expect(filters.page).toBe(3);
    expect(filters.filtered).toBe(true);
  });

  it('ignores a hand-edited status, course or sort and asks for the whole list', () => {
    const { result } = setup('/coordinator/learner-list?status=late&courseId=nope&sort=salary');
    const { filters } = result.current;
    expect(filters.filters).toEqual({ searchTerm: undefined, courseId: undefined, status: undefined, sort: 'learner' });
    expect(filters.status).toBe('all');
    expect(filters.filtered).toBe(false);
  });

  it('goes back to the first page on a new filter and leaves the default sort out of the address', () => {
    const { result } = setup('/coordinator/learner-list?page=2&sort=-progress');
    act(() => result.current.filters.setStatus('completed'));
    expect(result.current.location.search).toBe('?sort=-progress&status=completed');
    act(() => result.current.filters.setSort({ key: 'learner', direction: 'asc' }));
    expect(result.current.location.search).toBe('?status=completed');
    act(() => result.current.filters.setPage(4));
    act(() => result.current.filters.clear());
    expect(result.current.location.search).toBe('');
  });
});
