import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { endSession, sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { AuditLogPage } from './audit-log-page';

let address = '';
function Address() {
  address = useLocation().search;
  return null;
}

beforeEach(() => {
  sessionStore.set({
    status: 'signed-in',
    user: { id: 'u1', name: 'Sofia Berg', email: 'sofia@x.io', roles: ['SuperAdmin'], avatar: null },
    currentRole: 'SuperAdmin',
    requirePasswordChange: false,
  });
  const empty = () => Promise.resolve(new Response(JSON.stringify({ items: [], nextCursor: null }), { status: 200 }));
  vi.stubGlobal('fetch', vi.fn(empty));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

describe('the audit log filters', () => {
  it('keep both ends of a range typed before the page renders again (the second does not undo the first)', async () => {
    await renderWithProviders(
      <>
        <AuditLogPage />
        <Address />
      </>,
      { path: '/admin/audit-log' },
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // Both in one batch: the second change is made before a render with the first in the address.
    act(() => {
      fireEvent.change(from, { target: { value: '2099-01-02' } });
      fireEvent.change(to, { target: { value: '2099-01-01' } });
    });
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({ from: '2099-01-02', to: '2099-01-01' });
    expect(await screen.findByText('The start of the range must not be after its end')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    expect(address).toBe('');
  });
});
