// Answers saved as they are given (issue 12): changes wait a moment so typing makes one save, not one per key;
// changes to one question merge (the newest wins); a save that fails for want of a connection is tried again
// with growing pauses, its changes kept under any newer ones; an attempt the server has closed stops saving.

/** One question's change: its response, its flag, or both. */
export type AnswerChange = { position: number; response?: unknown; flagged?: boolean };

/** idle: nothing changed yet; pending: waiting for the pause; saving: sent; retrying: the last save failed. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'failed' | 'closed';

export type SaveQueueOptions = {
  send: (changes: AnswerChange[]) => Promise<unknown>;
  onStatus?: (status: SaveStatus) => void;
  /** The server closed the attempt (409 ATTEMPT_CLOSED): nothing more can be saved. */
  isClosed: (error: unknown) => boolean;
  /** Worth trying again (no connection, a timeout, the server busy); anything else is dropped as refused. */
  isRetryable: (error: unknown) => boolean;
  debounceMs?: number;
  /** The pauses before each retry; the last repeats. */
  backoffMs?: readonly number[];
  /** The most changes one save may carry (the server's ANSWERS_PER_SAVE_MAX). */
  batchMax?: number;
};

export const DEBOUNCE_MS = 800;
export const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/** A change over an older one of the same question: what the newer one says wins, the rest is kept. */
export function mergeChange(older: AnswerChange | undefined, newer: AnswerChange): AnswerChange {
  const merged: AnswerChange = { position: newer.position };
  const response = newer.response !== undefined ? newer.response : older?.response;
  const flagged = newer.flagged ?? older?.flagged;
  if (response !== undefined) merged.response = response;
  if (flagged !== undefined) merged.flagged = flagged;
  return merged;
}

export class SaveQueue {
  private readonly options: Required<Omit<SaveQueueOptions, 'onStatus'>> & Pick<SaveQueueOptions, 'onStatus'>;
  private pending = new Map<number, AnswerChange>();
  private current: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private lastError: unknown = null;
  private state: SaveStatus = 'idle';

  constructor(options: SaveQueueOptions) {
    this.options = { debounceMs: DEBOUNCE_MS, backoffMs: BACKOFF_MS, batchMax: 100, ...options };
  }

  get status(): SaveStatus {
    return this.state;
  }

  /** Whether some change has not reached the server yet. */
  get unsaved(): boolean {
    return this.pending.size > 0 || this.current !== null;
  }

  /** A change to save after the pause (or at the next retry, while retrying). */
  change(change: AnswerChange): void {
    if (this.state === 'closed') return;
    this.pending.set(change.position, mergeChange(this.pending.get(change.position), change));
    if (this.state === 'retrying') return;
    if (!this.current) this.setStatus('pending');
    this.schedule(this.options.debounceMs);
  }

  /**
   * Saves everything now (before a submit): resolves once nothing is left unsaved; rejects with the error of a
   * save that failed (retries go on in the background) or that found the attempt closed.
   */
  async flush(): Promise<void> {
    if (this.current) await this.current;
    while (this.pending.size > 0) {
      if (this.state === 'closed') break;
      this.clearTimer();
      await this.run();
      if (this.lastError !== null) throw this.lastError;
    }
    if (this.state === 'closed') throw this.lastError;
  }

  /**
   * Takes a question's response out of what waits to be saved, once a save under way has ended: an interactive quiz's
   * check sends the response itself, and an older save of it must not reach the server after the check. The
   * question's flag still saves.
   */
  async withdraw(position: number): Promise<void> {
    if (this.current) await this.current;
    const change = this.pending.get(position);
    if (change?.response === undefined) return;
    if (change.flagged === undefined) this.pending.delete(position);
    else this.pending.set(position, { position, flagged: change.flagged });
    if (this.pending.size > 0 || this.current) return;
    // Nothing else waits: the pause (or the retry) would have nothing to send.
    this.clearTimer();
    if (this.state === 'pending' || this.state === 'retrying') this.setStatus('saved');
  }

  /** Tries a failed save again at once (the connection is back). */
  retryNow(): void {
    if (this.state !== 'retrying' || this.current) return;
    this.schedule(0);
  }

  private setStatus(status: SaveStatus) {
    if (this.state === status) return;
    this.state = status;
    this.options.onStatus?.(status);
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.current) return this.current;
    const positions = [...this.pending.keys()].sort((a, b) => a - b).slice(0, this.options.batchMax);
    if (positions.length === 0) return Promise.resolve();
    const batch = positions.map((p) => this.pending.get(p)!);
    for (const p of positions) this.pending.delete(p);
    this.lastError = null;
    this.setStatus('saving');
    this.current = this.options.send(batch).then(
      () => this.succeeded(),
      (error: unknown) => this.failed(batch, error),
    );
    return this.current;
  }

  private succeeded() {
    this.current = null;
    this.failures = 0;
    if (this.pending.size === 0) return this.setStatus('saved');
    // Changes made while this save was under way (or beyond one save's size) follow after the pause.
    this.setStatus('pending');
    this.schedule(this.options.debounceMs);
  }

  private failed(batch: AnswerChange[], error: unknown) {
    this.current = null;
    this.lastError = error;
    if (this.options.isClosed(error)) {
      this.pending.clear();
      this.clearTimer();
      return this.setStatus('closed');
    }
    if (!this.options.isRetryable(error)) {
      // Refused as it is (it would be refused again): dropped, and the next change saves afresh.
      return this.setStatus('failed');
    }
    // Kept, under whatever changed since.
    for (const change of batch) {
      const newer = this.pending.get(change.position);
      this.pending.set(change.position, newer ? mergeChange(change, newer) : change);
    }
    const { backoffMs } = this.options;
    const pause = backoffMs[Math.min(this.failures, backoffMs.length - 1)] ?? DEBOUNCE_MS;
    this.failures += 1;
    this.setStatus('retrying');
    this.schedule(pause);
  }
}
