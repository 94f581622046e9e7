import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PREFERENCE_TYPE_NOT_YOURS,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@talentpath/contracts/notifications';
import { endSession, sessionStore } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { NotificationPreferencesPage } from './notification-preferences-page';

const saved: NotificationPreferences = {
  language: 'en',
  items: [
    { type: 'course-assigned', area: 'learner', channel: 'both' },
    { type: 'course-due-soon', area: 'learner', channel: 'both' },
    { type: 'quiz-graded', area: 'learner', channel: 'app' },
    { type: 'project-overdue', area: 'project-manager', channel: 'both' },
    { type: 'password-changed', area: 'signed-in', channel: 'both' },
  ],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

type Answer = (body: NotificationPreferencesUpdate) => Response | Promise<Response>;

/** The server: GET answers `get`, PUT answers `put` with the body sent; every PUT body is kept. */
function serve({ get = () => json(200, saved), put }: { get?: () => Response; put?: Answer } = {}) {
  const sent: NotificationPreferencesUpdate[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    expect(url).toBe('/api/v1/notifications/preferences');
    if (init.method === 'GET') return Promise.resolve(get());
    const body = JSON.parse(String(init.body)) as NotificationPreferencesUpdate;
    sent.push(body);
    return Promise.resolve(put ? put(body) : json(200, saved));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

async function open(path = '/project-manager/notifications/preferences') {
  await renderWithProviders(<NotificationPreferencesPage />, { path });
  await screen.findByRole('radiogroup', { name: 'Course assigned' });
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const choose = (groupName: string, option: string) =>
  act(async () => void fireEvent.click(within(group(groupName)).getByRole('radio', { name: option })));
const save = () => screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
const submit = () => act(async () => void fireEvent.click(save()));

beforeEach(() =>
  sessionStore.set({
    status: 'signed-in',
    user: { id: 'u1', name: 'Jonas', email: 'jonas@x.io', roles: ['Learner', 'ProjectManager'], avatar: null },
    currentRole: 'ProjectManager',
    requirePasswordChange: false,
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

describe('NotificationPreferencesPage', () => {
  it('groups the types by area, the current area first, each a labelled choice showing what is saved', async () => {
    serve();
    await open();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Project management', 'Learning and projects', 'Account']);
    expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy();
    const checked = (name: string) =>
      within(group(name))
        .getAllByRole('radio')
        .find((r) => (r as HTMLInputElement).checked)
        ?.getAttribute('value');
    expect(checked('Course assigned')).toBe('both');
    expect(checked('Quiz graded')).toBe('app');
    expect(checked('E-mail language')).toBe('en');
    expect(group('Course assigned').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('An assigned course you have not completed is due within 3 days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to notifications' }).getAttribute('href')).toBe(
      '/project-manager/notifications',
    );
  });

  it('enables Save only while something differs from what is saved', async () => {
    serve();
    await open();
    expect(save().disabled).toBe(true);
    await choose('Course assigned', 'By e-mail');
    expect(save().disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes.');
    await choose('Course assigned', 'Both');
    expect(save().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends only what changed, is disabled while saving, then shows the saved answer with a toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { sent } = serve({ put: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const success = vi.spyOn(toast, 'success');
    await open();
    await choose('Course assigned', 'By e-mail');
    await choose('E-mail language', 'Norsk');
    await submit();
    expect(sent).toEqual([{ language: 'no', channels: { 'course-assigned': 'email' } }]);
    expect(save().disabled).toBe(true);
    expect(within(group('Quiz graded')).getByRole('radio', { name: 'Both' }).hasAttribute('disabled')).toBe(true);
    await submit();
    expect(sent).toHaveLength(1);

    const next: NotificationPreferences = {
      language: 'no',
      items: saved.items.map((i) => (i.type === 'course-assigned' ? { ...i, channel: 'email' } : i)),
    };
    await act(async () => answer(json(200, next)));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Notification settings saved'));
    expect(save().disabled).toBe(true);
    const byEmail = within(group('Course assigned')).getByRole('radio', { name: 'By e-mail' }) as HTMLInputElement;
    expect(byEmail.checked).toBe(true);
    // The saved answer is the new starting point: the next change is measured against it.
    await choose('Quiz graded', 'Both');
    await submit();
    expect(sent[1]).toEqual({ channels: { 'quiz-graded': 'both' } });
  });

  it('puts a refusal of one type next to that type, in the page’s language, and focuses it', async () => {
    serve({
      put: () =>
        json(400, {
          code: 'VALIDATION',
          message: 'Validation failed',
          details: [{ path: 'channels.project-overdue', message: PREFERENCE_TYPE_NOT_YOURS }],
        }),
    });
    await open();
    await choose('Project overdue', 'In the app');
    await submit();
    const refused = group('Project overdue');
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'));
    const errorId = refused.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('You do not receive notifications of this type');
    await waitFor(() => expect(document.activeElement).toBe(refused));
    expect(screen.queryByRole('alert')).toBeNull();
    // Choosing again clears the error.
    await choose('Project overdue', 'By e-mail');
    expect(refused.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal that belongs to no choice above Save, in the server’s words', async () => {
    serve({
      put: () =>
        json(400, {
          code: 'VALIDATION',
          message: 'Validation failed',
          details: [{ path: 'channels', message: 'Channel must be one of: app, email, both' }],
        }),
    });
    await open();
    await choose('Quiz graded', 'Both');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Channel must be one of: app, email, both');
    expect(save().disabled).toBe(false);
  });

  it('says a server failure by its code, keeping the changes to save again', async () => {
    serve({ put: () => json(500, { code: 'INTERNAL', message: 'Something went wrong.' }) });
    await open();
    await choose('Quiz graded', 'Both');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(save().disabled).toBe(false);
    expect((within(group('Quiz graded')).getByRole('radio', { name: 'Both' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a skeleton while loading and, when the load fails, the reason and a retry that loads again', async () => {
    let fail = true;
    const { fetchMock } = serve({
      get: () => (fail ? json(503, { code: 'SERVER_BUSY', message: 'Busy' }) : json(200, saved)),
    });
    await renderWithProviders(<NotificationPreferencesPage />, { path: '/learner/notifications/preferences' });
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => void fireEvent.click(retry));
    expect(await screen.findByRole('radiogroup', { name: 'Course assigned' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('Learning and projects');
  });
});
