import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, sessionStore } from '../lib/session-store';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './router';

afterEach(() => {
  cleanup();
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
