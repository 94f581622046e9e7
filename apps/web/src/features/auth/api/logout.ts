import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { trackBusy } from '../../../lib/busy-store';
import { endSession } from '../../../lib/session-store';
import { getRefreshToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast';

/** POST /auth/revoke-token; the body is the refresh token itself as a JSON string. */
export const revokeToken = (refreshToken: string) => api.post<{ message: string }>('/auth/revoke-token', refreshToken);

/** Signs out: revokes the refresh token (best effort), clears stored auth data, goes to `/` (spec §4). */
export function useLogout() {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async () => {
      const refreshToken = getRefreshToken();
      // The server may be unreachable; the user still expects to be signed out here.
      if (refreshToken) await trackBusy(revokeToken(refreshToken)).catch(() => undefined);
    },
    onSettled: () => {
      endSession(); // also drops the cached server data (query-client.ts)
      navigate('/', { replace: true });
      toast.success(t('logout.success'));
    },
  });
}
