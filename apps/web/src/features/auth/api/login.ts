import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@talentpath/contracts/auth';
import { api } from '../../../lib/api-client';
import { trackBusy } from '../../../lib/busy-store';
import { startSession } from '../../../lib/session-store';

/** POST /auth/login {email, password}. */
export const login = (input: LoginInput) => api.post<LoginResponse>('/auth/login', input);

/** Signs in and stores the session (tokens, role, user, password-change flag). */
export function useLogin() {
  return useMutation({
    // Sign-in happens in the login dialog, whose Sign in button shows the loader: no overlay on top of it.
    mutationFn: (input: LoginInput) => trackBusy(login(input), { shownInPlace: true }),
    onSuccess: (response) => {
      const { userId, name, email, roles, avatar, requirePasswordChange, token } = response;
      startSession({ id: userId, name, email, roles, avatar }, token, requirePasswordChange);
    },
  });
}
