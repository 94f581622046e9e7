import { lazy, Suspense, useEffect } from 'react';
import i18next from 'i18next';
import { Outlet } from 'react-router';
import { wantsHub } from '../../features/notifications/hub/hub-state';
import { useDialogOpen } from '../../lib/dialog-store';
import { takeHeldLoginToast, useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { PageLoader } from '../../components/ui/page-loader';
import { useAppReadyAtRoot } from '../app-ready';
import { BusyOverlay } from '../loading/busy-overlay';
import { LoadingBar } from '../loading/loading-bar';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { schedulePreload } from '../preload';
import { KeepAliveRunner } from '../session/keep-alive-runner';
import { SessionWatcher } from '../session/session-watcher';

const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);
// Socket.IO loads only for a signed-in Learner, not with the first page.
const NotificationHubRunner = lazy(() =>
  import('../../features/notifications/hub/notification-hub-runner').then((m) => ({
    default: m.NotificationHubRunner,
  })),
);

/** Wraps every route: session upkeep, the Learner's notification hub, global loading indicators and the password dialog. */
export function RootLayout() {
  const session = useSession();
  const voluntary = useDialogOpen('changePassword');
  const required = session.status === 'signed-in' && session.requirePasswordChange;

  useEffect(() => schedulePreload(), []);
  // The sign-in's 'Login successful!', held while a temporary password had to be replaced, once it is.
  useEffect(() => {
    if (!required && takeHeldLoginToast()) toast.success(i18next.t('auth:login.success'));
  }, [required]);
  useAppReadyAtRoot();

  return (
    <>
      <SessionWatcher />
      <KeepAliveRunner />
      {wantsHub(session) && (
        <Suspense fallback={null}>
          <NotificationHubRunner userId={session.user.id} />
        </Suspense>
      )}
      <LoadingBar />
      <BusyOverlay />
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {session.status === 'signed-in' && (required || voluntary) && (
        <Suspense fallback={null}>
          <ChangePasswordModal required={required} />
        </Suspense>
      )}
    </>
  );
}
