import { useEffect, useRef, useState } from 'react';
import type { Attempt } from '@talentpath/contracts/attempts';
import { ApiError, NetworkError } from '../../../../lib/api-error';
import { saveAnswers } from '../api/save-answers';
import { SaveQueue, type SaveStatus } from '../model/save-queue';

/** The server closed the attempt (its deadline passed, or it was submitted in another tab). */
export const isAttemptClosed = (error: unknown) => error instanceof ApiError && error.code === 'ATTEMPT_CLOSED';

/** No connection, a timeout, or the server busy or failing: the same save may well work later. */
const isRetryable = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError && (error.status >= 500 || [408, 429].includes(error.status)));

/**
 * Saves the attempt's answers as they are given (a SaveQueue per attempt): tries again when the connection comes
 * back, warns before the page is left with answers unsaved, and sends what is left when the screen closes.
 */
export function useAttemptSaving(attempt: Pick<Attempt, 'id'>, onClosed: () => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const [queue] = useState(
    () =>
      new SaveQueue({
        send: (changes) => saveAnswers(attempt.id, changes),
        onStatus: (next) => {
          setStatus(next);
          if (next === 'closed') closed.current();
        },
        isClosed: isAttemptClosed,
        isRetryable,
      }),
  );

  useEffect(() => {
    const online = () => queue.retryNow();
    const leaving = (event: BeforeUnloadEvent) => {
      if (!queue.unsaved) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', leaving);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', leaving);
      // Left for another screen: what is still waiting goes now.
      queue.flush().catch(() => undefined);
    };
  }, [queue]);

  return { status, queue };
}
