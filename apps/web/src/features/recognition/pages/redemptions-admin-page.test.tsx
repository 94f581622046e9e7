import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noRecognition from '../../../locales/no/recognition.json';
import { toast } from '../../../lib/toast';
import {
  address,
  apiError,
  click,
  id,
  json,
  openSignedIn,
  redemptionOf,
  resetPage,
  seriousViolations,
  speakNorwegian,
  stubApi,
  type,
} from '../recognition-test-harness';
import { RedemptionsAdminPage } from './redemptions-admin-page';

const pending = redemptionOf({ person: { id: id(9), name: 'Grace Hopper' } });
const rejected = redemptionOf({
  id: id(302),
  status: 'rejected',
  reason: 'Out of coffee',
  decidedAt: '2026-04-16T12:00:00.000Z',
});
const page = (items: unknown[]) => ({
  items,
  pageNumber: 1,
  pageSize: 20,
  totalCount: items.length,
  hasNextPage: false,
});

/** The admin's redemptions API: a page per status, fulfil and reject (answered by `decide`); calls kept. */
const serve = (decide?: () => Response) =>
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/admin/redemptions?'))
      return json(200, page(path.includes('status=pending') ? [pending] : [pending, rejected]));
    if (method === 'POST' && path === `/admin/redemptions/${pending.id}/fulfil`)
      return decide?.() ?? json(200, { ...pending, status: 'fulfilled' });
    if (method === 'POST' && path === `/admin/redemptions/${pending.id}/reject`)
      return decide?.() ?? json(200, { ...pending, status: 'rejected', reason: (body as { reason: string }).reason });
    return undefined;
  });

const open = (path = '/admin/redemptions') =>
  openSignedIn('Admin', '/admin/redemptions', <RedemptionsAdminPage />, path);
const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET').map((c) => c.path);

afterEach(resetPage);

describe('RedemptionsAdminPage', () => {
  it('shows pending ones first, and every status when asked, the filter kept in the address', async () => {
    const calls = serve();
    await open();
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    expect(within(table).getByText('Grace Hopper')).toBeTruthy();
    expect(gets(calls)).toEqual(['/admin/redemptions?status=pending&pageNumber=1&pageSize=20']);
    await type(screen.getByRole('combobox', { name: 'Status' }), 'all');
    expect(address.current).toBe('/admin/redemptions?status=all');
    await waitFor(() => expect(gets(calls).at(-1)).toBe('/admin/redemptions?pageNumber=1&pageSize=20'));
    expect(await screen.findByText('Out of coffee')).toBeTruthy();
    // A decided one has no actions.
    expect(screen.getAllByRole('button', { name: /^Reject:/ })).toHaveLength(1);
  });

  it('fulfills a pending one and reads the list again', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'Fulfill: Coffee voucher, Grace Hopper' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Marked as fulfilled for Grace Hopper'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/redemptions/${pending.id}/fulfil` },
    ]);
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
  });

  it('rejects with a reason, which it asks for', async () => {
    const calls = serve();
    await open();
    await click(await screen.findByRole('button', { name: 'Reject: Coffee voucher, Grace Hopper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Coffee voucher for Grace Hopper' }));
    expect(dialog.getByText('100 points go back to the learner. They see your reason.')).toBeTruthy();
    await click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('A reason is required')).toBeTruthy();
    await type(dialog.getByRole('textbox', { name: /Reason/ }), 'No vouchers left this month');
    await click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: `/admin/redemptions/${pending.id}/reject`,
          body: { reason: 'No vouchers left this month' },
        },
      ]),
    );
  });

  it('says when another admin decided first (REDEMPTION_DECIDED)', async () => {
    serve(() => apiError(409, 'REDEMPTION_DECIDED'));
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'Fulfill: Coffee voucher, Grace Hopper' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This redemption has already been decided'));
  });

  it('has no serious accessibility violations, the dialog included', async () => {
    serve();
    const { container } = await open('/admin/redemptions?status=all');
    await screen.findByText('Out of coffee');
    expect(await seriousViolations(container)).toEqual([]);
    await click(screen.getByRole('button', { name: 'Reject: Coffee voucher, Grace Hopper' }));
    expect(await seriousViolations(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noRecognition.redemptionsAdmin.title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Lever: Coffee voucher, Grace Hopper' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Venter')).toBeTruthy();
  });
});
