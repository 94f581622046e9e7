import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnswerChange, mergeChange, SaveQueue, type SaveStatus } from './save-queue';

class Offline extends Error {}
class Closed extends Error {}
class Refused extends Error {}

function setUp(answer: (changes: AnswerChange[]) => Promise<unknown> = () => Promise.resolve()) {
  const sent: AnswerChange[][] = [];
  const statuses: SaveStatus[] = [];
  const send = vi.fn((changes: AnswerChange[]) => {
    sent.push(changes);
    return answer(changes);
  });
  const queue = new SaveQueue({
    send,
    onStatus: (s) => statuses.push(s),
    isClosed: (e) => e instanceof Closed,
    isRetryable: (e) => e instanceof Offline,
    debounceMs: 800,
    backoffMs: [1000, 5000],
    batchMax: 3,
  });
  return { queue, sent, statuses, send };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answers saved as they are given', () => {
  it('waits for a pause in the typing and sends one save with the latest answer', async () => {
    const { queue, sent, statuses } = setUp();
    queue.change({ position: 2, response: { text: 'O' } });
    await vi.advanceTimersByTimeAsync(500);
    queue.change({ position: 2, response: { text: 'Os' } });
    await vi.advanceTimersByTimeAsync(500);
    queue.change({ position: 2, response: { text: 'Oslo' } });
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual([[{ position: 2, response: { text: 'Oslo' } }]]);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(queue.unsaved).toBe(false);
  });

  it('merges a flag and an answer of one question, and sends the questions changed in position order', async () => {
    const { queue, sent } = setUp();
    queue.change({ position: 3, flagged: true });
    queue.change({ position: 1, response: { optionId: 'a' } });
    queue.change({ position: 3, response: { value: true } });
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual([
      [
        { position: 1, response: { optionId: 'a' } },
        { position: 3, response: { value: true }, flagged: true },
      ],
    ]);
  });

  it('newer wins when merging; what the newer change leaves out is kept', () => {
    expect(mergeChange({ position: 1, response: 'a', flagged: true }, { position: 1, response: 'b' })).toEqual({
      position: 1,
      response: 'b',
      flagged: true,
    });
    expect(mergeChange(undefined, { position: 4, flagged: false })).toEqual({ position: 4, flagged: false });
  });

  it('changes made while a save is under way follow in a save of their own', async () => {
    let release!: () => void;
    const { queue, sent } = setUp(() => new Promise<void>((r) => (release = r)));
    queue.change({ position: 1, response: { text: 'a' } });
    await vi.advanceTimersByTimeAsync(800);
    queue.change({ position: 1, response: { text: 'ab' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual([{ position: 1, response: { text: 'ab' } }]);
  });

  it('offline: says it is retrying, tries again with growing pauses, keeps newer answers over the failed ones', async () => {
    let online = false;
    const { queue, sent, statuses } = setUp(() => (online ? Promise.resolve() : Promise.reject(new Offline())));
    queue.change({ position: 1, response: { text: 'first' } });
    queue.change({ position: 2, flagged: true });
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses.at(-1)).toBe('retrying');
    // A change while retrying waits for the retry instead of starting the pause again.
    queue.change({ position: 1, response: { text: 'second' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(2);
    online = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual([
      { position: 1, response: { text: 'second' } },
      { position: 2, flagged: true },
    ]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('retries at once when the connection comes back', async () => {
    let online = false;
    const { queue, sent } = setUp(() => (online ? Promise.resolve() : Promise.reject(new Offline())));
    queue.change({ position: 1, response: { text: 'x' } });
    await vi.advanceTimersByTimeAsync(800);
    online = true;
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(queue.status).toBe('saved');
  });

  it('an attempt the server closed stops saving; flush says so', async () => {
    const { queue, sent, statuses } = setUp(() => Promise.reject(new Closed()));
    queue.change({ position: 1, response: { text: 'late' } });
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses.at(-1)).toBe('closed');
    queue.change({ position: 1, response: { text: 'later' } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    await expect(queue.flush()).rejects.toBeInstanceOf(Closed);
  });

  it('a refused save is dropped, not retried for ever', async () => {
    const { queue, sent, statuses } = setUp(() => Promise.reject(new Refused()));
    queue.change({ position: 9, response: { text: 'x' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(statuses.at(-1)).toBe('failed');
    expect(queue.unsaved).toBe(false);
  });

  it('flush saves at once, in saves of at most the server’s size, and waits for one under way', async () => {
    const { queue, sent } = setUp();
    for (let p = 1; p <= 7; p++) queue.change({ position: p, flagged: true });
    await queue.flush();
    expect(sent.map((s) => s.map((c) => c.position))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(queue.unsaved).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(3);
  });

  it('flush rejects when the connection is gone, and the retries go on', async () => {
    let online = false;
    const { queue, sent } = setUp(() => (online ? Promise.resolve() : Promise.reject(new Offline())));
    queue.change({ position: 1, response: { text: 'x' } });
    await expect(queue.flush()).rejects.toBeInstanceOf(Offline);
    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect(queue.status).toBe('saved');
  });

  it('withdraws a question’s response for a check: after a save under way, keeping its flag', async () => {
    let release!: () => void;
    const { queue, sent, statuses } = setUp(() => new Promise<void>((r) => (release = r)));
    queue.change({ position: 1, response: { text: 'a' } });
    await vi.advanceTimersByTimeAsync(800);
    queue.change({ position: 1, response: { text: 'ab' }, flagged: true });
    let withdrawn = false;
    const withdrawing = queue.withdraw(1).then(() => (withdrawn = true));
    await vi.advanceTimersByTimeAsync(0);
    // The older save is still on its way: the check must wait for it.
    expect(withdrawn).toBe(false);
    release();
    await withdrawing;
    await vi.advanceTimersByTimeAsync(800);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[{ position: 1, response: { text: 'a' } }], [{ position: 1, flagged: true }]]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('says saved when the response withdrawn was all that waited, even a retry', async () => {
    const { queue, sent, statuses } = setUp(() => Promise.reject(new Offline()));
    queue.change({ position: 2, response: { text: 'x' } });
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses.at(-1)).toBe('retrying');
    await queue.withdraw(2);
    expect(statuses.at(-1)).toBe('saved');
    expect(queue.unsaved).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });
});
