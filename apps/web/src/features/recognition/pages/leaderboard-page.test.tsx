import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noRecognition from '../../../locales/no/recognition.json';
import { toast } from '../../../lib/toast';
import {
  address,
  apiError,
  boardOf,
  categoriesPage,
  click,
  json,
  KOTLIN,
  openSignedIn,
  resetPage,
  seriousViolations,
  speakNorwegian,
  stubApi,
  summaryOf,
  type,
} from '../recognition-test-harness';
import { LeaderboardPage } from './leaderboard-page';

/** The leaderboard's API: the board (answered by `board`), categories, points and the visibility; calls kept. */
const serve = (board: () => Response = () => json(200, boardOf())) =>
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/leaderboard?')) return board();
    if (method === 'GET' && path.startsWith('/course-categories?')) return json(200, categoriesPage);
    if (method === 'GET' && path === '/me/points') return json(200, summaryOf());
    if (method === 'PUT' && path === '/me/leaderboard-preferences')
      return json(200, summaryOf({ leaderboard: body as never }));
    return undefined;
  });

const open = (path = '/learner/leaderboard') =>
  openSignedIn('Learner', '/learner/leaderboard', <LeaderboardPage />, path);

const boardCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/leaderboard?')).map((c) => c.path);

afterEach(resetPage);

describe('LeaderboardPage', () => {
  it('shows the top with shared ranks and pseudonyms marked, then a gap and my neighbours, my row highlighted', async () => {
    const calls = serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Name', 'Points']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent).slice(0, 4)).toEqual(['1', '2', '2', '4']);
    expect(within(rows[1]!).getByText('Pseudonym')).toBeTruthy();
    expect(within(rows[10]!).getByText('Others ranked between')).toBeTruthy();
    const mine = rows.find((r) => r.getAttribute('aria-current') === 'true');
    expect(mine && within(mine).getByText('Ada Lovelace')).toBeTruthy();
    expect(mine && within(mine).getByText('You')).toBeTruthy();
    expect(screen.getByText('Your rank: 12 of 14, with 60 points')).toBeTruthy();
    expect(screen.getByText('14 people ranked since Apr 13, 2026')).toBeTruthy();
    expect(boardCalls(calls)).toEqual(['/leaderboard?period=week&scope=organization']);
  });

  it('keeps the period and scope in the address and asks for them; a category waits until one is chosen', async () => {
    const calls = serve();
    await open();
    await screen.findByRole('table', { name: 'Leaderboard' });
    await click(screen.getByRole('radio', { name: 'All time' }));
    await waitFor(() => expect(address.current).toBe('/learner/leaderboard?period=all'));
    await waitFor(() => expect(boardCalls(calls)).toContain('/leaderboard?period=all&scope=organization'));

    await type(screen.getByRole('combobox', { name: 'Compare with' }), 'category');
    expect(address.current).toBe('/learner/leaderboard?period=all&scope=category');
    expect(await screen.findByText('Choose a category to see its leaderboard.')).toBeTruthy();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category.hasAttribute('disabled')).toBe(false));
    await type(category, KOTLIN);
    expect(address.current).toBe(`/learner/leaderboard?period=all&scope=category&categoryId=${KOTLIN}`);
    await waitFor(() =>
      expect(boardCalls(calls).at(-1)).toBe(`/leaderboard?period=all&scope=category&categoryId=${KOTLIN}`),
    );
    expect(boardCalls(calls).filter((p) => p.includes('scope=category'))).toHaveLength(1);
  });

  it('opens with the choice an address holds', async () => {
    const calls = serve();
    await open('/learner/leaderboard?period=month&scope=my-courses');
    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(boardCalls(calls)).toEqual(['/leaderboard?period=month&scope=my-courses']);
    expect((screen.getByRole('radio', { name: 'This month' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves appearing under a pseudonym, which it asks for', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await click(await screen.findByRole('radio', { name: 'Show me under a pseudonym' }));
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A pseudonym is required to appear under one')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await type(screen.getByRole('textbox', { name: /Pseudonym/ }), ' Quiet Fox ');
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Leaderboard visibility saved'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/me/leaderboard-preferences', body: { visibility: 'pseudonym', pseudonym: 'Quiet Fox' } },
    ]);
    // The leaderboard is read again, to show me as others now see me.
    await waitFor(() => expect(boardCalls(calls)).toHaveLength(2));
  });

  it('tells a hidden learner they still see their own rank', async () => {
    serve(() => json(200, boardOf({ me: { rank: 12, points: 60, visibility: 'hidden' } })));
    await open();
    expect(await screen.findByText('You are hidden from others; you still see your own rank.')).toBeTruthy();
  });

  it('says when nobody has points yet', async () => {
    serve(() =>
      json(200, boardOf({ top: [], neighbours: [], ranked: 0, me: { rank: null, points: 0, visibility: 'visible' } })),
    );
    await open();
    expect(await screen.findByText('Nobody has earned points in this period yet.')).toBeTruthy();
    expect(screen.getByText(/You have no points here yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says kindly that the leaderboard is turned off (LEADERBOARD_OFF), and asks only once', async () => {
    const calls = serve(() => apiError(404, 'LEADERBOARD_OFF'));
    await open();
    expect(await screen.findByText(/The leaderboard is turned off in your organization/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(boardCalls(calls)).toHaveLength(1);
  });

  it('has no serious accessibility violations', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('table', { name: 'Leaderboard' });
    await screen.findByRole('radio', { name: 'Show my name' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noRecognition.leaderboard.title })).toBeTruthy();
    expect(await screen.findByText('Din plassering: 12 av 14, med 60 poeng')).toBeTruthy();
    expect(screen.getByText('14 personer rangert siden 13. apr. 2026')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Denne uken' })).toBeTruthy();
  });
});
