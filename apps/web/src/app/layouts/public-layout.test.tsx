import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { catchEarlyLoginClicks, takeEarlyLoginRequest } from '../../boot/early-login';
import { closeDialog } from '../../lib/dialog-store';
import { endSession, sessionStore } from '../../lib/session-store';
import { renderWithProviders } from '../../test/render';
import { PublicLayout } from './public-layout';

// The boot guard (boot/early-login.ts) keeps a login click made before the app has taken the page over, and the
// layout answers it once the app has. The page's own controls hydrate after the layout's, so a click on the header
// can be both kept by the guard and answered by the app.
catchEarlyLoginClicks();

const signedIn = () =>
  sessionStore.set({
    status: 'signed-in',
    user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@x.io', roles: ['Learner'], avatar: null },
    currentRole: 'Learner',
    requirePasswordChange: false,
  });

const open = (path = '/') =>
  renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<p>Landing</p>} />
        <Route path="about" element={<p>About</p>} />
      </Route>
    </Routes>,
    { path },
  );

beforeEach(() => {
  endSession();
  closeDialog('login');
  takeEarlyLoginRequest();
});
afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.appReady;
});

describe('a login click made before the app had taken the page over', () => {
  it('answered by the app itself, is not answered again at the next sign-out', async () => {
    await open();
    // The header is the app's; the page below it (here: the mark) not yet.
    delete document.documentElement.dataset.appReady;
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to TalentPath' })).toBeTruthy();
    expect(takeEarlyLoginRequest(), 'no request left behind').toBe(false);
  });

  it('kept while the page was not the app’s, opens the dialog once it is, and only then', async () => {
    signedIn();
    await open('/about'); // signed in, the landing would send them home
    document.documentElement.dataset.loginRequested = '';
    delete document.documentElement.dataset.appReady;
    act(() => endSession()); // the layout looks again, but the page is not the app's yet
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      document.documentElement.dataset.appReady = '';
      document.dispatchEvent(new Event('talentpath:app-ready'));
    });
    expect(await screen.findByRole('dialog', { name: 'Sign in to TalentPath' })).toBeTruthy();
  });
});
