import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noRecognition from '../../../locales/no/recognition.json';
import { toast } from '../../../lib/toast';
import {
  click,
  coffee,
  headphones,
  id,
  json,
  openSignedIn,
  resetPage,
  rewardOf,
  seriousViolations,
  speakNorwegian,
  stubApi,
  type,
} from '../recognition-test-harness';
import { RewardsAdminPage } from './rewards-admin-page';

/** The admin's rewards API: the list, create and update (answered as sent); calls kept. */
const serve = () =>
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/rewards') return json(200, { items: [coffee, headphones] });
    if (method === 'POST' && path === '/admin/rewards')
      return json(201, rewardOf({ ...(body as object), id: id(299) }));
    if (method === 'PUT' && path === `/admin/rewards/${coffee.id}`) return json(200, rewardOf(body as object));
    return undefined;
  });

const open = () => openSignedIn('Admin', '/admin/rewards', <RewardsAdminPage />);

afterEach(resetPage);

describe('RewardsAdminPage', () => {
  it('lists rewards with cost, stock (or unlimited) and whether they are offered', async () => {
    serve();
    await open();
    const table = await screen.findByRole('table', { name: 'Rewards' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('100 points')).toBeTruthy();
    expect(within(rows[0]!).getByText('3')).toBeTruthy();
    expect(within(rows[1]!).getByText('Unlimited')).toBeTruthy();
    expect(within(rows[1]!).getByText('Offered')).toBeTruthy();
  });

  it('creates a reward, an empty stock sent as unlimited (null)', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New reward' }));
    await type(dialog.getByRole('textbox', { name: /^Name/ }), 'Book token');
    await type(dialog.getByRole('textbox', { name: /Cost in points/ }), '250');
    await click(dialog.getByRole('button', { name: 'Create reward' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Book token created. You can add its picture now.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Book token',
      description: '',
      cost: 250,
      stock: null,
      active: true,
    });
    expect(await screen.findByRole('dialog', { name: 'Edit reward: Book token' })).toBeTruthy();
  });

  it('edits a reward: stock and offered', async () => {
    const calls = serve();
    await open();
    await click(await screen.findByRole('button', { name: 'Edit: Coffee voucher' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit reward: Coffee voucher' }));
    await type(dialog.getByRole('textbox', { name: /Stock/ }), '0');
    await click(dialog.getByRole('switch', { name: /Offered to learners/ }));
    await click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Coffee voucher',
      description: 'A coffee on us',
      cost: 100,
      stock: 0,
      active: false,
    });
  });

  it('refuses a cost of 0 with the contract’s message', async () => {
    const calls = serve();
    await open();
    await click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New reward' }));
    await type(dialog.getByRole('textbox', { name: /^Name/ }), 'Free lunch');
    await type(dialog.getByRole('textbox', { name: /Cost in points/ }), '0');
    await click(dialog.getByRole('button', { name: 'Create reward' }));
    expect(await dialog.findByText('Cost must be a whole number of points from 1 to 1000000')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('has no serious accessibility violations, the dialog included', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('table', { name: 'Rewards' });
    expect(await seriousViolations(container)).toEqual([]);
    await click(screen.getByRole('button', { name: 'Edit: Coffee voucher' }));
    expect(await seriousViolations(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noRecognition.rewardsAdmin.title })).toBeTruthy();
    expect(await screen.findByText('Ubegrenset')).toBeTruthy();
  });
});
