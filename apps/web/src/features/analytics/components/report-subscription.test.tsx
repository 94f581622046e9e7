import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  nextReportRun,
  REPORT_ALREADY_SUBSCRIBED,
  REPORT_NOT_ALLOWED,
  type ReportFrequency,
  type ReportSubscription as Subscription,
} from '@talentpath/contracts/report-subscriptions';
import { formatDateTime } from '../../../lib/format-date-time';
import { toast } from '../../../lib/toast';
import noAnalytics from '../../../locales/no/analytics.json';
import { type ApiCall, json, stubApi } from '../../../test/api-stub';
import {
  click,
  openSignedInPage,
  resetSignedInPage,
  seriousViolations,
  speakNorwegianWith,
} from '../../../test/signed-in-page';
import { ReportSubscription } from './report-subscription';

// "Email me this report" against a stubbed API that keeps the caller's subscriptions: the switches say what the
// list says, a change posts or deletes and is shown once the list is read again, the server's refusals in the
// reader's words, the keyboard, axe, Norwegian.

const COORDINATOR = { id: '00000000-0000-4000-8000-000000000001', name: 'Cora Ordin', email: 'cora@x.io' };
const WEEKLY_ID = '00000000-0000-4000-8000-0000000000d1';
const OTHER_ID = '00000000-0000-4000-8000-0000000000d2';
const NEW_ID = '00000000-0000-4000-8000-0000000000d3';
const NEXT_MONDAY = '2026-12-07T06:00:00.000Z';
const LAST_MONDAY = '2026-11-30T06:00:00.000Z';

const subscription = (id: string, frequency: ReportFrequency, overrides: Partial<Subscription> = {}): Subscription => ({
  id,
  dashboard: 'coordinator',
  frequency,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSentAt: null,
  nextRunAt: nextReportRun(frequency, new Date()).toISOString(),
  ...overrides,
});

/** An answer whose body arrives when `release` is called: the request runs until then. */
function held(status: number, body: unknown) {
  let release = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(body)));
        controller.close();
      };
    },
  });
  return { response: new Response(stream, { status }), release: () => act(async () => release()) };
}

type Server = {
  items: Subscription[];
  /** POST's answer; by default the subscription is made (and listed from then on). */
  post?: (server: Server, call: ApiCall) => Response;
};

function open(server: Server) {
  const calls = stubApi((call) => {
    if (call.method === 'GET' && call.path === '/report-subscriptions') return json(200, { items: server.items });
    if (call.method === 'POST' && call.path === '/report-subscriptions') {
      if (server.post) return server.post(server, call);
      const body = call.body as { frequency: ReportFrequency };
      const created = subscription(NEW_ID, body.frequency);
      server.items = [...server.items, created];
      return json(201, created);
    }
    if (call.method === 'DELETE' && call.path.startsWith('/report-subscriptions/')) {
      const id = call.path.split('/').at(-1);
      server.items = server.items.filter((s) => s.id !== id);
      return json(204);
    }
    return undefined;
  });
  return {
    calls,
    page: openSignedInPage(
      COORDINATOR,
      'CourseCoordinator',
      '/coordinator/analytics',
      <ReportSubscription dashboard="coordinator" />,
      '/coordinator/analytics',
    ),
  };
}

/** The button, once the list is read (its icon says whether any subscription is on). */
const button = () => screen.getByRole('button', { name: 'Email me this report' });
const theSwitch = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
async function openPopover() {
  await click(button());
  return screen.findByRole('dialog', { name: 'Email me this report' });
}
const listReads = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/report-subscriptions').length;

// jsdom runs the page's handlers for a key but not the browser's default action: these add it.
const focused = () => document.activeElement as HTMLElement;
const TABBABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
/** Tab: the page may take it (the focus trap, at the dialog's end); if not, the next tabbable element in `within`. */
const tab = (scope: HTMLElement) =>
  act(async () => {
    const from = focused();
    if (!fireEvent.keyDown(from, { key: 'Tab', code: 'Tab' })) return;
    const all = [...scope.querySelectorAll<HTMLElement>(TABBABLE)];
    all[all.indexOf(from) + 1]?.focus();
  });
/** Enter on a button and Space on a checkbox click it. */
const press = (key: 'Enter' | ' ') =>
  act(async () => {
    const target = focused();
    const code = key === ' ' ? 'Space' : key;
    if (fireEvent.keyDown(target, { key, code })) {
      fireEvent.keyUp(target, { key, code });
      fireEvent.click(target);
    }
  });
const pressEscape = () => act(async () => void fireEvent.keyDown(focused(), { key: 'Escape', code: 'Escape' }));

// jsdom lays nothing out: every box and the viewport are 0×0, so the popover takes its button for one scrolled out
// of sight and hides itself (display: none), from the reader and the focus trap alike. A box and a screen for all.
beforeEach(() => {
  const box = { x: 600, y: 20, top: 20, left: 600, right: 800, bottom: 56, width: 200, height: 36 };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box } as DOMRect);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
});
afterEach(resetSignedInPage);

describe('ReportSubscription', () => {
  it("shows the dashboard's subscriptions from the server: on or off, the next and the last report", async () => {
    const { calls, page } = open({
      items: [
        subscription(WEEKLY_ID, 'weekly', { nextRunAt: NEXT_MONDAY, lastSentAt: LAST_MONDAY }),
        // Another dashboard's: not this one's monthly.
        subscription(OTHER_ID, 'monthly', { dashboard: 'admin' }),
      ],
    });
    await page;
    const dialog = await openPopover();
    const weekly = theSwitch('Weekly (Mondays)');
    await vi.waitFor(() => expect(weekly.getAttribute('aria-disabled')).toBe('false'));
    expect(weekly.checked).toBe(true);
    expect(theSwitch('Monthly (on the 1st)').checked).toBe(false);
    expect(within(dialog).getByText(`Next: ${formatDateTime(NEXT_MONDAY, 'en')}`)).toBeTruthy();
    expect(within(dialog).getByText(`Last sent: ${formatDateTime(LAST_MONDAY, 'en')}`)).toBeTruthy();
    // The dates describe the switch they belong to.
    const described = weekly.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toContain('Next: ');
    expect(within(dialog).getAllByText(/^Next: /)).toHaveLength(1);
    expect(
      within(dialog).getByText(
        "The e-mail comes at 06:00 UTC with the dashboard's figures as CSV files: for the week before (Monday to Sunday) or the month before, in UTC days. It is written in your e-mail language.",
      ),
    ).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: '/report-subscriptions', body: undefined }]);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('turning weekly on posts it; the switch follows the server, then the toast and the next date', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const answer = held(201, subscription(NEW_ID, 'weekly'));
    const server: Server = {
      items: [],
      post: (s, call) => {
        s.items = [subscription(NEW_ID, (call.body as { frequency: ReportFrequency }).frequency)];
        return answer.response;
      },
    };
    const { calls, page } = open(server);
    await page;
    await openPopover();
    const weekly = theSwitch('Weekly (Mondays)');
    await vi.waitFor(() => expect(weekly.getAttribute('aria-disabled')).toBe('false'));
    await click(weekly);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/report-subscriptions', body: { dashboard: 'coordinator', frequency: 'weekly' } },
    ]);
    // While it runs: off (as the server last said) and inactive; another click sends nothing.
    // (The request is sent before React renders its pending state: wait for that render, not a fixed moment.)
    await vi.waitFor(() => expect(weekly.getAttribute('aria-disabled')).toBe('true'));
    expect(weekly.checked).toBe(false);
    await click(weekly);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await answer.release();
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('You will get this dashboard by e-mail every Monday'));
    expect(listReads(calls)).toBe(2);
    await vi.waitFor(() => expect(weekly.checked).toBe(true));
    await vi.waitFor(() => expect(weekly.getAttribute('aria-disabled')).toBe('false'));
    const next = server.items[0]?.nextRunAt ?? '';
    expect(screen.getByText(`Next: ${formatDateTime(next, 'en')}`)).toBeTruthy();
    expect(screen.queryByText(/^Last sent/)).toBeNull();
  });

  it('a change still running when the popover is closed is answered all the same', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const answer = held(201, subscription(NEW_ID, 'monthly'));
    const { page } = open({
      items: [],
      post: (server) => {
        server.items = [subscription(NEW_ID, 'monthly')];
        return answer.response;
      },
    });
    await page;
    await openPopover();
    const monthly = theSwitch('Monthly (on the 1st)');
    await vi.waitFor(() => expect(monthly.getAttribute('aria-disabled')).toBe('false'));
    await click(monthly);
    await act(async () => void fireEvent.keyDown(monthly, { key: 'Escape', code: 'Escape' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await answer.release();
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('You will get this dashboard by e-mail on the 1st of each month'),
    );
    await openPopover();
    await vi.waitFor(() => expect(theSwitch('Monthly (on the 1st)').checked).toBe(true));
  });

  it('turning it off deletes the subscription by its id', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const { calls, page } = open({ items: [subscription(WEEKLY_ID, 'monthly')] });
    await page;
    await openPopover();
    const monthly = theSwitch('Monthly (on the 1st)');
    await vi.waitFor(() => expect(monthly.checked).toBe(true));
    await click(monthly);
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('You will no longer get this dashboard by e-mail on the 1st of each month'),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/report-subscriptions/${WEEKLY_ID}`, body: undefined },
    ]);
    await vi.waitFor(() => expect(monthly.checked).toBe(false));
    expect(screen.queryByText(/^Next: /)).toBeNull();
  });

  it('a 409 says so in the reader’s words, and the switch shows what the server has: on', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const { page } = open({
      items: [],
      // Subscribed meanwhile (another tab): the list read after the refusal has it.
      post: (server) => {
        server.items = [subscription(WEEKLY_ID, 'weekly')];
        return json(409, { code: 'CONFLICT', message: REPORT_ALREADY_SUBSCRIBED });
      },
    });
    await page;
    await openPopover();
    const weekly = theSwitch('Weekly (Mondays)');
    await vi.waitFor(() => expect(weekly.getAttribute('aria-disabled')).toBe('false'));
    await click(weekly);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('You already get this dashboard by e-mail that often'));
    await vi.waitFor(() => expect(weekly.checked).toBe(true));
    expect(success).not.toHaveBeenCalled();
  });

  it('a 403 says so in the reader’s words, and the switch stays off', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    const { calls, page } = open({
      items: [],
      post: () => json(403, { code: 'FORBIDDEN', message: REPORT_NOT_ALLOWED }),
    });
    await page;
    await openPopover();
    const monthly = theSwitch('Monthly (on the 1st)');
    await vi.waitFor(() => expect(monthly.getAttribute('aria-disabled')).toBe('false'));
    await click(monthly);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Your role cannot read this dashboard'));
    await vi.waitFor(() => expect(monthly.getAttribute('aria-disabled')).toBe('false'));
    expect(listReads(calls)).toBe(2);
    expect(monthly.checked).toBe(false);
  });

  it('by keyboard: Enter opens it on the first switch, Tab stays inside, Space toggles, Escape goes back', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const { calls, page } = open({ items: [] });
    await page;
    const target = button();
    await vi.waitFor(() => expect(listReads(calls)).toBe(1));
    act(() => target.focus());
    expect(target.getAttribute('aria-haspopup')).toBe('dialog');
    expect(target.getAttribute('aria-expanded')).toBe('false');
    await press('Enter');
    const dialog = await screen.findByRole('dialog', { name: 'Email me this report' });
    expect(target.getAttribute('aria-expanded')).toBe('true');
    const weekly = theSwitch('Weekly (Mondays)');
    const monthly = theSwitch('Monthly (on the 1st)');
    await vi.waitFor(() => expect(focused()).toBe(weekly));

    await tab(dialog);
    expect(focused()).toBe(monthly);
    // The last one: the trap brings Tab back to the first.
    await tab(dialog);
    expect(focused()).toBe(weekly);

    await press(' ');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('You will get this dashboard by e-mail every Monday'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await vi.waitFor(() => expect(weekly.checked).toBe(true));
    // Still where it was: the switch kept the focus while its request ran.
    expect(focused()).toBe(weekly);

    await pressEscape();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(focused()).toBe(target));
    expect(target.getAttribute('aria-expanded')).toBe('false');
  });

  it('in Norwegian: the button, the switches, the dates, the toasts and the refusals', async () => {
    await speakNorwegianWith({ analytics: noAnalytics });
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    let refuse = false;
    const { page } = open({
      items: [subscription(WEEKLY_ID, 'weekly', { nextRunAt: NEXT_MONDAY, lastSentAt: LAST_MONDAY })],
      post: (server, call) => {
        if (refuse) return json(403, { code: 'FORBIDDEN', message: REPORT_NOT_ALLOWED });
        const created = subscription(NEW_ID, (call.body as { frequency: ReportFrequency }).frequency);
        server.items = [...server.items, created];
        return json(201, created);
      },
    });
    await page;
    await click(screen.getByRole('button', { name: 'Send meg rapporten på e-post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send meg rapporten på e-post' });
    const weekly = screen.getByRole('switch', { name: 'Ukentlig (mandager)' }) as HTMLInputElement;
    await vi.waitFor(() => expect(weekly.checked).toBe(true));
    expect(within(dialog).getByText(`Neste: ${formatDateTime(NEXT_MONDAY, 'no')}`)).toBeTruthy();
    expect(within(dialog).getByText(`Sist sendt: ${formatDateTime(LAST_MONDAY, 'no')}`)).toBeTruthy();
    expect(within(dialog).getByText(/^E-posten kommer kl\. 06:00 UTC med tallene som CSV-filer/)).toBeTruthy();

    const monthly = screen.getByRole('switch', { name: 'Månedlig (den 1.)' }) as HTMLInputElement;
    await click(monthly);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Du får denne rapporten på e-post den 1. hver måned'));
    await vi.waitFor(() => expect(monthly.checked).toBe(true));

    await click(weekly);
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Du får ikke lenger denne rapporten på e-post hver mandag'),
    );
    await vi.waitFor(() => expect(weekly.checked).toBe(false));

    refuse = true;
    await click(weekly);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Rollen din har ikke tilgang til denne rapporten'));
    await vi.waitFor(() => expect(weekly.getAttribute('aria-disabled')).toBe('false'));
    expect(weekly.checked).toBe(false);
  });
});
