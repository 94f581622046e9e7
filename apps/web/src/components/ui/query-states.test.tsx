import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CursorListBody } from './query-states';

describe('CursorListBody', () => {
  it('while loading, names its skeleton as a status: a name on a plain element is an ARIA error axe calls serious', async () => {
    const list = {
      isPending: true,
      isError: false,
      error: null,
      refetch: () => undefined,
      isFetchNextPageError: false,
      hasNextPage: false,
      isFetching: true,
      isFetchingNextPage: false,
      fetchNextPage: () => undefined,
    };
    const { container, getByRole } = await renderWithProviders(
      <CursorListBody list={list} count={0} skeleton={{ rows: 2, height: 40 }} empty={null}>
        <p>rows</p>
      </CursorListBody>,
    );
    expect(getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true');
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-attr'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
