import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noRecognition from '../../../locales/no/recognition.json';
import { toast } from '../../../lib/toast';
import {
  apiError,
  click,
  coffee,
  earnedBadge,
  headphones,
  hoodie,
  json,
  ledger,
  lockedBadge,
  openSignedIn,
  redemptionOf,
  resetPage,
  seriousViolations,
  speakNorwegian,
  stubApi,
  summaryOf,
} from '../recognition-test-harness';
import { BadgesRewardsPage } from './badges-rewards-page';

type Answers = { redeem?: () => Response; balance?: () => number };

/** The learner's API: points, badges, rewards, redemptions, history and redeeming; every call is kept. */
const serve = ({ redeem = () => json(201, redemptionOf()), balance = () => 120 }: Answers = {}) =>
  stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/me/points') return json(200, summaryOf({ balance: balance() }));
    if (method === 'GET' && path === '/me/badges') return json(200, { items: [lockedBadge, earnedBadge] });
    if (method === 'GET' && path === '/rewards') return json(200, { items: [coffee, headphones, hoodie] });
    if (method === 'GET' && path === '/me/redemptions')
      return json(200, {
        items: [redemptionOf(), redemptionOf({ id: 'r2', status: 'rejected', reason: 'Out of coffee' })],
      });
    if (method === 'GET' && path.startsWith('/me/points/history')) return json(200, ledger);
    if (method === 'POST' && path === `/rewards/${coffee.id}/redeem`) return redeem();
    if (method === 'GET' && path === `/me/badges/${earnedBadge.id}/credential`) return json(200, { type: [] });
    return undefined;
  });

const open = (path = '/learner/badges-rewards') =>
  openSignedIn('Learner', '/learner/badges-rewards', <BadgesRewardsPage />, path);

const card = (name: string) => within(screen.getByRole('article', { name }));

// The download test's stand-ins for object URLs are put back as they were (files share a worker).
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);
afterEach(() => {
  for (const [name, descriptor] of objectUrls)
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
});
afterEach(resetPage);

describe('BadgesRewardsPage', () => {
  it('shows the balance, the level with the way to the next, the streak, and the badges earned and locked', async () => {
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Badges and rewards' })).toBeTruthy();
    expect(await screen.findByText('120 points')).toBeTruthy();
    expect(screen.getByText('Level 2: Explorer')).toBeTruthy();
    expect(screen.getByText('50 points to Achiever')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress to Achiever' }).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('3 days in a row')).toBeTruthy();
    expect(screen.getByText('Best: 9 days')).toBeTruthy();

    await screen.findByRole('article', { name: 'First steps' });
    // Earned first, then locked.
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'First steps',
      'Kotlin master',
    ]);
    expect(card('First steps').getByText('Earned Mar 15, 2026')).toBeTruthy();
    const locked = card('Kotlin master');
    expect(locked.getByText('Not earned yet')).toBeTruthy();
    expect(locked.getByText('Meet all of these:')).toBeTruthy();
    expect(locked.getByText('3 of 5 courses completed in Kotlin')).toBeTruthy();
    expect(locked.getByRole('progressbar', { name: '2 of 7 days in a row' })).toBeTruthy();
  });

  it('downloads an earned badge as an Open Badges credential; a locked one has none', async () => {
    const calls = serve();
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:credential', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open();
    await screen.findByRole('article', { name: 'First steps' });
    expect(card('Kotlin master').queryByRole('button', { name: /Download credential/ })).toBeNull();
    await click(card('First steps').getByRole('button', { name: 'Download credential (Open Badges): First steps' }));
    await waitFor(() => expect(saved).toEqual(['badge-first-steps.json']));
    const download = calls.find((c) => c.path.endsWith('/credential'));
    expect(download?.path).toBe(`/me/badges/${earnedBadge.id}/credential`);
    expect(download?.headers.Accept).toBe('application/vc');
  });

  it('offers rewards with their cost and stock, and says why one cannot be redeemed', async () => {
    serve();
    await open('/learner/badges-rewards?tab=rewards');
    await screen.findByRole('article', { name: 'Coffee voucher' });
    expect(card('Coffee voucher').getByText('3 left')).toBeTruthy();
    expect(
      card('Coffee voucher').getByRole('button', { name: 'Redeem: Coffee voucher' }).hasAttribute('disabled'),
    ).toBe(false);
    const expensive = card('Headphones').getByRole('button', { name: 'Redeem: Headphones' });
    expect(card('Headphones').getByText('Unlimited')).toBeTruthy();
    expect(expensive.hasAttribute('disabled')).toBe(true);
    expect(expensive.getAttribute('aria-describedby')).toBeTruthy();
    expect(card('Headphones').getByText('You need 380 more points')).toBeTruthy();
    expect(card('Hoodie').getByRole('button', { name: 'Redeem: Hoodie' }).hasAttribute('disabled')).toBe(true);
    expect(card('Hoodie').getAllByText('Out of stock')).toHaveLength(1);
  });

  it('redeems after confirming, says so, and reads the balance again', async () => {
    let balance = 120;
    const calls = serve({
      balance: () => balance,
      redeem: () => {
        balance = 20;
        return json(201, redemptionOf());
      },
    });
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open('/learner/badges-rewards?tab=rewards');
    await click(await screen.findByRole('button', { name: 'Redeem: Coffee voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Coffee voucher?' });
    expect(within(dialog).getByText('This spends 100 points. Your balance will be 20 afterwards.')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Redeem' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Coffee voucher redeemed. An administrator will hand it over.'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/rewards/${coffee.id}/redeem` },
    ]);
    expect(await screen.findByText('20 points')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/me/points')).toHaveLength(2);
  });

  it('shows in the dialog that the balance is too low (POINTS_INSUFFICIENT)', async () => {
    serve({ redeem: () => apiError(409, 'POINTS_INSUFFICIENT') });
    await open('/learner/badges-rewards?tab=rewards');
    await click(await screen.findByRole('button', { name: 'Redeem: Coffee voucher' }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You do not have enough points for this reward',
    );
  });

  it('lists my redemptions with their status and a rejection’s reason, and my points history, capped marked', async () => {
    serve();
    await open('/learner/badges-rewards?tab=redemptions');
    const redemptions = await screen.findByRole('table', { name: 'My redemptions' });
    expect(within(redemptions).getByText('Pending')).toBeTruthy();
    expect(within(redemptions).getByText('Rejected')).toBeTruthy();
    expect(within(redemptions).getByText('Reason: Out of coffee')).toBeTruthy();

    await click(screen.getByRole('tab', { name: 'Points history' }));
    const history = await screen.findByRole('table', { name: 'Points history' });
    expect(within(history).getByText('Course completed: Kotlin basics')).toBeTruthy();
    expect(within(history).getByText('+100')).toBeTruthy();
    expect(within(history).getByText('-100')).toBeTruthy();
    expect(within(history).getByText('Capped')).toBeTruthy();
    expect(screen.getByText('3 entries in total')).toBeTruthy();
  });

  it('has no serious accessibility violations on any tab', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('article', { name: 'First steps' });
    expect(await seriousViolations(container)).toEqual([]);
    for (const tab of ['Rewards', 'My redemptions', 'Points history']) {
      await click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull());
      expect(await seriousViolations(container), tab).toEqual([]);
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noRecognition.page.title })).toBeTruthy();
    expect(await screen.findByText('120 poeng')).toBeTruthy();
    expect(screen.getByText('50 poeng til Achiever')).toBeTruthy();
    expect(await screen.findByText('3 av 5 kurs fullført i Kotlin')).toBeTruthy();
    expect(screen.getByText('Oppnådd 15. mars 2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Belønninger' })).toBeTruthy();
  });
});
