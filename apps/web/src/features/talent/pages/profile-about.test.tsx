import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Profile } from '@talentpath/contracts/profiles';
import { endSession, sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

const ME = '00000000-0000-4000-8000-000000000001';
const OLA = '00000000-0000-4000-8000-000000000002';
const VISIBILITY = { about: 'everyone', skills: 'everyone', learning: 'everyone', work: 'managers' } as const;
const empty = { headline: '', bio: '', location: '', languages: [], links: [] };
const json = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

type Call = { method: string; path: string; body: unknown };

function serve(profiles: Record<string, Profile>, put?: (body: unknown) => Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        path: url.replace(/^\/api/, ''),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const id = /^\/profiles\/([\w-]+)$/.exec(call.path)?.[1];
      if (id && profiles[id]) return json(200, profiles[id]);
      if (call.method === 'PUT' && call.path === '/me/profile' && put) return put(call.body);
      return json(500, { code: 'INTERNAL', message: 'Unexpected call' });
    }),
  );
  return calls;
}

const profileOf = (id: string, name: string, change: Partial<Profile> = {}): Profile => ({
  person: { id, name, avatar: null },
  about: empty,
  skillsVisible: false,
  learningVisible: false,
  workVisible: false,
  visibility: id === ME ? VISIBILITY : null,
  ...change,
});

async function open(path: string) {
  sessionStore.set({
    status: 'signed-in',
    user: { id: ME, name: 'Ada', email: 'ada@x.io', roles: ['Learner'], avatar: null },
    currentRole: 'Learner',
    requirePasswordChange: false,
  });
  await renderWithProviders(
    <Routes>
      <Route path="/learner/profile" element={<ProfilePage />} />
      <Route path="/learner/view-profile/:id" element={<ProfilePage />} />
    </Routes>,
    { path },
  );
}

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

describe('the About part', () => {
  it('an empty own profile invites to write; the dialog refuses a bad link on its field, then saves it all', async () => {
    let saved: unknown;
    const calls = serve({ [ME]: profileOf(ME, 'Ada') }, (body) => {
      saved = body;
      return json(
        200,
        profileOf(ME, 'Ada', {
          about: { ...empty, headline: 'Backend developer', languages: [{ language: 'Norwegian', level: 'native' }] },
          visibility: { ...VISIBILITY, about: 'managers' },
        }),
      );
    });
    await open('/learner/profile');
    expect(await screen.findByText('Tell colleagues who you are')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create my CV' }).getAttribute('href')).toBe('/cv');
    await click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Headline' }), {
      target: { value: 'Backend developer' },
    });
    await click(within(dialog).getByRole('button', { name: 'Add a language' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Language 1' }), { target: { value: 'Norwegian' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Level of language 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Native', hidden: true }));
    await click(within(dialog).getByRole('button', { name: 'Add a link' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text of link 1' }), { target: { value: 'Blog' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address of link 1' }), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(
      within(within(dialog).getByRole('radiogroup', { name: 'About you' })).getByRole('radio', {
        name: 'Managers only',
      }),
    );
    await click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('Link must be an http or https address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await click(within(dialog).getByRole('button', { name: 'Remove link 1' }));
    await click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual({
      headline: 'Backend developer',
      bio: '',
      location: '',
      languages: [{ language: 'Norwegian', level: 'native' }],
      links: [],
      visibility: { ...VISIBILITY, about: 'managers' },
    });
    expect(await screen.findByText('Norwegian · Native')).toBeTruthy();
    expect(screen.getByText('Backend developer')).toBeTruthy();
  });

  it('another person’s: what they wrote, links opening in a new tab; or a line saying it is private', async () => {
    serve({
      [OLA]: profileOf(OLA, 'Ola', {
        about: {
          headline: 'Tester',
          bio: 'First paragraph.\nSecond paragraph.',
          location: 'Bergen',
          languages: [],
          links: [{ label: 'GitHub', url: 'https://github.com/ola' }],
        },
      }),
    });
    await open(`/learner/view-profile/${OLA}`);
    expect(await screen.findByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByText('Bergen')).toBeTruthy();
    const link = screen.getByRole('link', { name: /GitHub/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull(); // a learner makes no CV of another
    cleanup();
    serve({ [OLA]: profileOf(OLA, 'Ola', { about: null }) });
    await open(`/learner/view-profile/${OLA}`);
    expect(await screen.findByText('Ola keeps this part of the profile private.')).toBeTruthy();
  });
});
