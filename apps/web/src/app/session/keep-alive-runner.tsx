import { useEffect } from 'react';
import { trackActivity } from '../../lib/activity-tracker';
import { sendHeartbeat } from '../../lib/heartbeat';
import { createKeepAlive } from '../../lib/keep-alive';
import { useSession } from '../../lib/session-store';

/** Runs the heartbeat with idle detection while someone is signed in. */
export function KeepAliveRunner() {
  const signedIn = useSession().status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const keepAlive = createKeepAlive({ beat: sendHeartbeat });
    keepAlive.start();
    const stopTracking = trackActivity({ target: window, onActivity: keepAlive.recordActivity });
    return () => {
      stopTracking();
      keepAlive.stop();
    };
  }, [signedIn]);
  return null;
}
