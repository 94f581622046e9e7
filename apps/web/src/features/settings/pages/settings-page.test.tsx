import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, type SystemSettings, type SystemSettingsUpdate } from '@talentpath/contracts/settings';
import { endSession, sessionStore } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { SettingsPage } from './settings-page';

const saved: SystemSettings = {
  ...DEFAULT_SETTINGS,
  logoUrl: null,
  version: 3,
  updatedAt: '2026-03-02T10:00:00.000Z',
  updatedBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Amir Haddad' },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The server: each GET answers the next of `gets` (the last one again after that); PUT answers `put`. */
function serve({ gets = [saved], put }: { gets?: SystemSettings[]; put?: (body: SystemSettingsUpdate) => Response }) {
  const sent: SystemSettingsUpdate[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      expect(url).toBe('/api/admin/settings');
      if (init.method === 'GET') return Promise.resolve(json(200, gets[Math.min(reads++, gets.length - 1)]));
      const body = JSON.parse(String(init.body)) as SystemSettingsUpdate;
      sent.push(body);
      return Promise.resolve(put ? put(body) : json(200, { ...saved, ...body, version: body.version + 1 }));
    }),
  );
  return { sent };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
const submit = () => act(async () => void fireEvent.click(save()));
const type = (name: string, value: string) =>
  act(async () => void fireEvent.change(field(name), { target: { value } }));

async function open() {
  await renderWithProviders(<SettingsPage />, { path: '/admin/settings' });
  await screen.findByRole('textbox', { name: 'Organization name' });
}

beforeEach(() =>
  sessionStore.set({
    status: 'signed-in',
    user: { id: 'u1', name: 'Amir Haddad', email: 'admin@x.io', roles: ['Admin'], avatar: null },
    currentRole: 'Admin',
    requirePasswordChange: false,
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

// About thirty inputs re-render on every change: a few seconds a test in jsdom on a busy machine.
describe('SettingsPage', { timeout: 20_000 }, () => {
  it('shows what is saved; Save sends every field with the version it was loaded at', async () => {
    const { sent } = serve({});
    const success = vi.spyOn(toast, 'success');
    await open();
    expect(field('Contact email').value).toBe('support@talentpath.example');
    expect(field('Address').value).toBe(DEFAULT_SETTINGS.address);
    expect(screen.getByText(/^Last saved by Amir Haddad/)).toBeTruthy();
    expect(save().disabled).toBe(true);

    await type('Contact email', '  hei@nordlys.example ');
    expect(save().disabled).toBe(false);
    await submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Settings saved'));
    const { version, contactEmail, officeHours } = sent[0]!;
    expect({ version, contactEmail }).toEqual({ version: 3, contactEmail: 'hei@nordlys.example' });
    expect(officeHours).toEqual(DEFAULT_SETTINGS.officeHours);
    expect(save().disabled).toBe(true);
  });

  it('refuses bad input on the field, in the page’s language, and sends nothing', async () => {
    const { sent } = serve({});
    await open();
    await type('Organization name', '   ');
    await type('Phone', 'call us');
    await submit();
    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(screen.getByText(/^A phone number may hold only digits/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Organization name')));
    expect(sent).toEqual([]);
  });

  it('after another admin saved: says so, keeps the edits, and loads theirs only when asked', async () => {
    const theirs: SystemSettings = { ...saved, version: 4, phone: '+47 99 99 99 99' };
    const { sent } = serve({
      gets: [saved, theirs],
      put: () => json(409, { code: 'SETTINGS_CHANGED', message: 'changed' }),
    });
    await open();
    await type('Contact email', 'mine@nordlys.example');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved the settings after you opened them.');
    expect(field('Contact email').value).toBe('mine@nordlys.example');
    expect(sent[0]!.version).toBe(3);

    await act(async () => void fireEvent.click(within(alert).getByRole('button', { name: /Load their changes/ })));
    await waitFor(() => expect(field('Phone').value).toBe('+47 99 99 99 99'));
    expect(field('Contact email').value).toBe('support@talentpath.example');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save().disabled).toBe(true);
  });
});
