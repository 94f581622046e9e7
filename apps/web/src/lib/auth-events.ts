/** Reasons a session ends without the user signing out in this tab. */
export type ExpiryReason = 'refresh-failed' | 'signed-out-elsewhere';

type Listener = (reason: ExpiryReason) => void;
const listeners = new Set<Listener>();

/** Announces that the session can no longer be used; the app clears it and returns to `/`. */
export function emitSessionExpired(reason: ExpiryReason): void {
  for (const listener of [...listeners]) listener(reason);
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
