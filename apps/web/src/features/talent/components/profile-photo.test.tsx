import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PHOTO_MAX_BYTES, PHOTO_UNREADABLE } from '@talentpath/contracts/photo-messages';
import type { Profile } from '@talentpath/contracts/profiles';
import { endSession, getSession, sessionStore } from '../../../lib/session-store';
import { type SentRequest, stubUploads } from '../../../test/fake-upload';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from '../pages/profile-page';

const ME = '00000000-0000-4000-8000-000000000001';
const OLA = '00000000-0000-4000-8000-000000000002';
const PHOTO = `/api/people/${ME}/photos/00000000-0000-4000-8000-0000000000aa`;
const empty = { headline: '', bio: '', location: '', languages: [], links: [] };
const profileOf = (id: string, name: string, avatar: string | null = null): Profile => ({
  person: { id, name, avatar },
  about: empty,
  skillsVisible: false,
  learningVisible: false,
  workVisible: false,
  visibility: null,
});
const json = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

/** Profiles by fetch (GET, DELETE /me/photo); the upload by XMLHttpRequest, answered `upload`. */
function serve(profiles: Record<string, Profile>, upload: () => { status: number; body: unknown }) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, file: null });
      const id = /\/profiles\/([\w-]+)$/.exec(url)?.[1];
      if (method === 'GET' && id && profiles[id]) return json(200, profiles[id]);
      if (method === 'DELETE' && url === '/api/me/photo') return json(200, profileOf(ME, 'Ada'));
      return json(500, { code: 'INTERNAL', message: 'Unexpected call' });
    }),
  );
  return stubUploads(upload, sent);
}

async function open(path: string) {
  sessionStore.set({
    status: 'signed-in',
    user: { id: ME, name: 'Ada', email: 'ada@x.io', roles: ['Learner'], avatar: null },
    currentRole: 'Learner',
    requirePasswordChange: false,
  });
  const view = await renderWithProviders(
    <Routes>
      <Route path="/learner/profile" element={<ProfilePage />} />
      <Route path="/learner/view-profile/:id" element={<ProfilePage />} />
    </Routes>,
    { path },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const choose = (file: File) =>
  act(async () => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
  });
const png = (name = 'me.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

describe('the profile photo', () => {
  it('own profile: a chosen picture is uploaded, shown, and becomes the signed-in user’s avatar; then removed', async () => {
    const sent = serve({ [ME]: profileOf(ME, 'Ada') }, () => ({ status: 200, body: profileOf(ME, 'Ada', PHOTO) }));
    await open('/learner/profile');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    await choose(png());
    await screen.findByRole('button', { name: 'Remove photo' });
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ url: '/api/me/photo', file: { name: 'me.png' } });
    // Mantine's Avatar shows the picture one render after its address changes (its error state follows in an
    // effect): wait for it, as the eye does.
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe(PHOTO));
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
    const session = getSession();
    expect(session.status === 'signed-in' && session.user.avatar).toBe(PHOTO);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove photo' })));
    await screen.findByRole('button', { name: 'Add photo' });
    expect(sent.some((s) => s.method === 'DELETE' && s.url === '/api/me/photo')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('refuses another type or a picture over 5 MB before sending; says what the server refused', async () => {
    let answer = { status: 415, body: { code: 'FILE_CONTENT_MISMATCH', message: 'x' } as unknown };
    const sent = serve({ [ME]: profileOf(ME, 'Ada') }, () => answer);
    await open('/learner/profile');
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('notes.txt is not a JPEG, PNG or WebP picture.');
    await choose(png('huge.png', PHOTO_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'huge.png is larger than 5 MB. Choose a smaller picture.',
    );
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
    // The server decides by the content: a text called .png.
    await choose(png('fake.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('fake.png is not a JPEG, PNG or WebP picture.'),
    );
    expect(screen.getByRole('button', { name: 'Add photo' }).getAttribute('aria-describedby')).toBe(
      'profile-photo-error',
    );
    answer = {
      status: 400,
      body: { code: 'VALIDATION', message: PHOTO_UNREADABLE, details: [{ path: 'file', message: PHOTO_UNREADABLE }] },
    };
    await choose(png('cut.png'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PHOTO_UNREADABLE));
  });

  it('another person’s profile shows their photo, with nothing to change', async () => {
    serve({ [OLA]: profileOf(OLA, 'Ola', `/api/people/${OLA}/photos/x`) }, () => ({ status: 500, body: {} }));
    await open(`/learner/view-profile/${OLA}`);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(`/api/people/${OLA}/photos/x`);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /photo/i })).toBeNull();
  });
});
