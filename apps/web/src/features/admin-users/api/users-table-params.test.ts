import { describe, expect, it } from 'vitest';
import { usersRequestPath, type UsersTableParams } from './users-table-params';

const base: UsersTableParams = {
  pageNumber: 1,
  pageSize: 20,
  sort: { key: 'name', direction: 'asc' },
  searchTerm: '',
  status: 'all',
};
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('the users call (spec §5)', () => {
  it('uses the plain list with neither a term nor a status', () => {
    expect(usersRequestPath(base)).toBe('/admin/users?pageNumber=1&pageSize=20&sort=name');
    expect(usersRequestPath({ ...base, searchTerm: '   ' })).toMatch(/^\/admin\/users\?/);
  });

  it('sends searchTerm only when not blank and status only when not all', () => {
    const term = usersRequestPath({ ...base, searchTerm: ' berg ' });
    expect(term).toMatch(/^\/admin\/users\/search\?/);
    expect(query(term)).toEqual({ pageNumber: '1', pageSize: '20', sort: 'name', searchTerm: 'berg' });
    const status = usersRequestPath({ ...base, status: 'disabled' });
    expect(query(status)).toEqual({ pageNumber: '1', pageSize: '20', sort: 'name', status: 'disabled' });
    const both = usersRequestPath({
      ...base,
      searchTerm: 'a',
      status: 'active',
      sort: { key: 'email', direction: 'desc' },
    });
    expect(query(both)).toEqual({ pageNumber: '1', pageSize: '20', sort: '-email', searchTerm: 'a', status: 'active' });
  });
});
