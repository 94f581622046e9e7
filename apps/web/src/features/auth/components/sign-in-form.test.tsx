import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import { renderWithProviders } from '../../../test/render';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Harness({ onSignedIn = vi.fn() }: { onSignedIn?: () => void }) {
  let email = '';
  return (
    <SignInForm email={email} onEmailChange={(v) => (email = v)} onForgot={() => undefined} onSignedIn={onSignedIn} />
  );
}

describe('SignInForm', () => {
  it('requires an email and a password', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Invalid email or password" when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }), {
            status: 401,
          }),
        ),
      ),
    );
    await renderWithProviders(
      <SignInForm
        email="ada@example.com"
        onEmailChange={() => undefined}
        onForgot={() => undefined}
        onSignedIn={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('stores the session and reports success', async () => {
    const response = {
      userId: '11111111-1111-4111-8111-111111111111',
      name: 'Ada',
      email: 'ada@example.com',
      roles: ['Learner'],
      avatar: null,
      requirePasswordChange: false,
      token: { accessToken: 'at', refreshToken: 'rt', expiresAt: '2030-01-01T00:00:00.000Z', currentRole: 'Learner' },
    };
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(response), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    await renderWithProviders(
      <SignInForm
        email=" ada@example.com "
        onEmailChange={() => undefined}
        onForgot={() => undefined}
        onSignedIn={onSignedIn}
      />,
    );
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(response));
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      email: 'ada@example.com',
      password: 'secret',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('at');
    expect(localStorage.getItem(STORAGE_KEYS.currentRole)).toBe('Learner');
  });
});
