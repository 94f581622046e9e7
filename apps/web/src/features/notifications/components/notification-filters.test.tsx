import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { NOTIFICATION_TYPES } from '@talentpath/contracts/notifications';
import { renderWithProviders } from '../../../test/render';
import { NotificationFilters } from './notification-filters';
import { useFeedFilter } from './use-feed-filter';

let address = '';
function Feed() {
  address = useLocation().search;
  const [filter, setFilter] = useFeedFilter(NOTIFICATION_TYPES);
  return <NotificationFilters value={filter} onChange={setFilter} types={NOTIFICATION_TYPES} />;
}

describe('the notification filters', () => {
  it('keep a status and a type chosen before the page renders again (the type does not put the old status back)', async () => {
    await renderWithProviders(<Feed />, { path: '/learner/notifications?status=unread' });
    expect(address).toBe('?status=unread');
    // Both in one batch: the type is chosen before a render with "all" in the address.
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'All' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'password-changed' } });
    });
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({ type: 'password-changed' });

    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Read' })));
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({ type: 'password-changed', status: 'read' });
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '' } }));
    expect(address).toBe('?status=read');
  });
});
