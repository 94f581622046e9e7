/**
 * Runs work one at a time, in the order it was asked for, each next one started on a later turn of the event loop,
 * so that what arrived meanwhile (requests, and the queries they send) goes in between. PGlite runs on this thread
 * and takes one transaction after another: heavy ones queued together ran back to back and held every other
 * request until the last was done (ADR 0047).
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/** At most `most` pieces of work at once: one more is refused at once with `refusal()` rather than left to wait. */
export function atMost(most: number, refusal: () => Error) {
  let running = 0;
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= most) throw refusal();
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
    }
  };
}
