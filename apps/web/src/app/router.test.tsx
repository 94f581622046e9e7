import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, sessionStore } from '../lib/session-store';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
});

let go!: (path: string) => void;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

describe('the signed-in routes', () => {
  it('keep one shell from role selection into a role area: the header is not mounted again', async () => {
    sessionStore.set({
      status: 'signed-in',
      user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@x.io', roles: ['Learner', 'ProjectManager'], avatar: null },
      currentRole: 'ProjectManager',
      requirePasswordChange: false,
    });
    await renderWithProviders(
      <>
        <Navigator />
        <AppRoutes />
      </>,
      { path: '/role-selection' },
    );
    const header = await screen.findByRole('banner', {}, { timeout: 10_000 });
    act(() => go('/project-manager/project-cruds/roles'));
    await waitFor(
      () => expect(screen.getByRole('link', { name: 'Project roles' }).getAttribute('aria-current')).toBe('page'),
      {
        timeout: 10_000,
      },
    );
    expect(screen.getByRole('banner')).toBe(header);
  }, 30_000);
});

describe('the public routes', () => {
  it('open certificate verification signed out, in the public site’s layout', async () => {
    const code = '7K2M-9QXD-R4TB-HW8N-3FJC';
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === `/api/verify/${code}`
            ? new Response(
                JSON.stringify({
                  code,
                  holder: 'Ada Lovelace',
                  course: 'Kotlin basics',
                  issuer: 'Acme Academy',
                  issuedAt: '2026-03-15T12:00:00.000Z',
                  expiresOn: null,
                  status: 'valid',
                  revoked: null,
                  renews: null,
                  renewedBy: null,
                }),
                { status: 200 },
              )
            : new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 }),
        ),
      ),
    );
    await renderWithProviders(<AppRoutes />, { path: `/verify/${code}` });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Valid certificate' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      screen.getByRole('main').contains(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })),
    ).toBe(true);
    expect(screen.getByRole('banner')).toBeTruthy();
  }, 30_000);
});
