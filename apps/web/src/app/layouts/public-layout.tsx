import { Suspense, useEffect, useState } from 'react';
import { Alert, Box, Container } from '@mantine/core';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@talentpath/contracts/roles';
import { PageLoader } from '../../components/ui/page-loader';
import { SkipLink } from '../../components/ui/skip-link';
import { LOGIN_TRIGGER, takeEarlyLoginRequest } from '../../boot/early-login';
import { PageHydrated, whenAppReady } from '../app-ready';
import { closeDialog, openDialog, useDialogOpen } from '../../lib/dialog-store';
import { dismissNotice, useSession } from '../../lib/session-store';
import { LoginDialog, LoginDialogSkeleton } from './login-dialog';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { useSessionAtEntry } from './use-session-at-entry';

const LANDING_PATHS = ['/', '/login'];
const LOGIN_PREFETCH_MS = 2_500;

/** Layout of the public pages; owns the login dialog, which /login opens directly. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const entry = useSessionAtEntry();
  const onLoginRoute = pathname === '/login';
  // /login is the page with the dialog open from its first paint (prerendered), not a page that opens it later.
  const loginOpen = useDialogOpen('login') || (onLoginRoute && session.status === 'signed-out');
  // The first render matches the prerendered HTML, which has the dialog's stand-in; the dialog itself follows.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Stays mounted after the first opening so closing can animate and return focus.
  const [loginMounted, setLoginMounted] = useState(false);
  useEffect(() => {
    if (!loginOpen) return;
    setLoginMounted(true);
    // A login click the boot guard kept while the header was already the app's was answered by the app itself:
    // left behind, it would open the dialog again at the next sign-out.
    takeEarlyLoginRequest();
  }, [loginOpen]);

  // /login opens the dialog; so does a login control clicked before the app had taken the page over, once it has
  // (the page's own controls hydrate after this layout).
  useEffect(() => {
    if (session.status !== 'signed-out') return;
    if (onLoginRoute) openDialog('login');
    return whenAppReady(() => {
      if (takeEarlyLoginRequest()) openDialog('login');
    });
  }, [onLoginRoute, session.status]);

  // Fetch the dialog's code once the page has settled, or as soon as the pointer or focus reaches a control
  // that opens it: opening is then instant, and the first page loads no more script than before.
  useEffect(() => {
    const prefetch = () => void LoginDialog.preload().catch(() => undefined);
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(LOGIN_TRIGGER)) prefetch();
    };
    const timer = window.setTimeout(prefetch, LOGIN_PREFETCH_MS);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  if (LANDING_PATHS.includes(pathname) && entry.status === 'signed-in' && !entry.requirePasswordChange) {
    return <Navigate to={roleHome(entry.currentRole)} replace />;
  }

  const closeLogin = () => {
    closeDialog('login');
    if (onLoginRoute) navigate('/', { replace: true });
  };

  const notice = session.status === 'signed-out' ? session.notice : null;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* First in the document: the browser paints it with the first part of the page it has read. */}
      {loginOpen && !hydrated && <LoginDialogSkeleton onClose={closeLogin} />}
      <SkipLink />
      <PublicHeader />
      {notice && (
        <Container size="lg" w="100%" pt="md">
          <Alert
            color={notice === 'expired' ? 'yellow' : 'red'}
            variant="light"
            withCloseButton
            onClose={dismissNotice}
            closeButtonLabel={t('close')}
            role="alert"
          >
            {t(notice === 'expired' ? 'session.expired' : 'session.initFailed')}
          </Alert>
        </Container>
      )}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </Box>
      <PublicFooter />
      {hydrated && (loginOpen || loginMounted) && (
        <Suspense fallback={loginOpen ? <LoginDialogSkeleton onClose={closeLogin} /> : null}>
          <LoginDialog opened={loginOpen} onClose={closeLogin} instant={onLoginRoute} />
        </Suspense>
      )}
    </Box>
  );
}
