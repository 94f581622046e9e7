import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateLearning } from './invalidate';
import { learningKeys } from './query-keys';

/** A server whose answer is the version it had when the read arrived, sent back `ms` later. */
function slowServer(ms: number) {
  const server = { version: 0 };
  const read = () => {
    const seen = server.version;
    return new Promise<number>((resolve) => setTimeout(() => resolve(seen), ms));
  };
  return { server, read };
}

const settled = (observer: { getCurrentResult: () => { fetchStatus: string; data?: number } }) =>
  new Promise<number>((resolve) => {
    const check = () => {
      const result = observer.getCurrentResult();
      if (result.fetchStatus === 'idle' && result.data !== undefined) resolve(result.data);
      else setTimeout(check, 5);
    };
    check();
  });

describe('invalidateLearning', () => {
  it('reads again a list whose first read was still on its way when the change was made', async () => {
    const client = new QueryClient();
    const { server, read } = slowServer(40);
    // The list for a search just typed: its first read leaves before the change is made, and has no answer yet.
    const observer = new QueryObserver(client, {
      queryKey: learningKeys.learners({ searchTerm: 'Jorunn' }),
      queryFn: read,
    });
    const unsubscribe = observer.subscribe(() => {});
    server.version = 1; // the assignment is committed
    await invalidateLearning(client);
    expect(await settled(observer)).toBe(1);
    unsubscribe();
    client.clear();
  });

  it('reads again a list that had an answer and was being read again', async () => {
    const client = new QueryClient();
    const { server, read } = slowServer(20);
    const observer = new QueryObserver(client, { queryKey: learningKeys.learners({ searchTerm: '' }), queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    expect(await settled(observer)).toBe(0);
    void observer.refetch();
    server.version = 1;
    await invalidateLearning(client);
    expect(await settled(observer)).toBe(1);
    unsubscribe();
    client.clear();
  });
});
