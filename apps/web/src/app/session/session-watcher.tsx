import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@talentpath/contracts/roles';
import { TOAST_SESSION_EXPIRED_MS } from '@talentpath/contracts/constants';
import { onSessionExpired } from '../../lib/auth-events';
import { AUTH_KEYS } from '../../lib/storage';
import { endSession, getSession, syncSessionFromStorage } from '../../lib/session-store';
import { toast } from '../../lib/toast';

const LANDING_PATHS = ['/', '/login'];
let initFailureShown = false;

/**
 * Ends the session when a refresh fails or another tab removes the access token (spec §4), and follows a
 * sign-in or role switch made in another tab.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const pathname = location.pathname;

  useEffect(() => {
    const expire = () => {
      if (getSession().status !== 'signed-in') return;
      endSession('expired');
      navigate('/', { replace: true });
      toast.error(t('session.expiredToast'), { autoClose: TOAST_SESSION_EXPIRED_MS, id: 'session-expired' });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key !== null && !(AUTH_KEYS as readonly string[]).includes(event.key)) return;
      const wasSignedIn = getSession().status === 'signed-in';
      const change = syncSessionFromStorage();
      if (change === 'removed') expire();
      const now = getSession();
      if (change === 'updated' && !wasSignedIn && now.status === 'signed-in' && LANDING_PATHS.includes(pathname)) {
        navigate(roleHome(now.currentRole), { replace: true });
      }
    };
    const offExpired = onSessionExpired(expire);
    window.addEventListener('storage', onStorage);
    return () => {
      offExpired();
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate, t, pathname]);

  useEffect(() => {
    const session = getSession();
    if (initFailureShown || session.status !== 'signed-out' || session.notice !== 'init-failed') return;
    initFailureShown = true;
    toast.error(t('session.initFailed'));
  }, [t]);

  return null;
}
