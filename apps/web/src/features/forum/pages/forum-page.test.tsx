import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import noForum from '../../../locales/no/forum.json';
import { toast } from '../../../lib/toast';
import {
  ANNOUNCEMENTS,
  address,
  GENERAL,
  GRACE,
  apiError,
  changes,
  click,
  id,
  json,
  KOTLIN_FORUM,
  openSignedIn,
  pageOf,
  resetPage,
  seriousViolations,
  spaces,
  speakNorwegian,
  stubApi,
  summaryOf,
  threadOf,
  type,
} from '../forum-test-harness';
import { ForumPage } from './forum-page';

const question = summaryOf({ answered: true, pinned: true, unread: true });
const discussion = summaryOf({
  id: id(102),
  kind: 'discussion',
  title: 'Show your Kotlin projects',
  tags: [],
  space: { id: KOTLIN_FORUM, kind: 'course', courseTitle: 'Kotlin basics' },
  locked: true,
  replyCount: 1,
  score: -1,
});
const created = threadOf({ id: id(150), title: 'Flows or channels?' });

type Serve = { threads?: () => Response; create?: () => Response; watch?: () => Response; people?: () => Response };

/** The forum's API: the spaces, a page of threads (empty when searched for "nothing"), new threads, previews, watching, people. */
const serve = ({ threads, create, watch, people }: Serve = {}) =>
  stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/forum/spaces') return json(200, { items: spaces });
    if (method === 'GET' && path.startsWith('/forum/threads?'))
      return threads?.() ?? json(200, pageOf(path.includes('q=nothing') ? [] : [question, discussion]));
    if (method === 'POST' && path === '/forum/threads') return create?.() ?? json(201, created);
    if (method === 'PUT' && path.startsWith('/forum/spaces/')) return watch?.() ?? json(200, body);
    if (method === 'GET' && /^\/forum\/spaces\/[^/]+\/people\?/.test(path))
      return people?.() ?? json(200, { items: [] });
    if (method === 'POST' && path === '/forum/preview')
      return json(200, { html: `<p><em>${(body as { body: string }).body}</em></p>` });
    return undefined;
  });

/** The throttle's refusal: the wait in its Retry-After (the text shown comes from it, not from the body's words). */
const throttled = (retryAfter?: string) => {
  const refusal = apiError(429, 'RATE_LIMITED', 'Slow down.');
  if (retryAfter !== undefined) refusal.headers.set('Retry-After', retryAfter);
  return refusal;
};

// The route takes the paths below it too, so that opening the new thread is seen in the address.
const open = (path = '/learner/forum') => openSignedIn('Learner', '/learner/forum/*', <ForumPage />, path);
const threadGets = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/forum/threads?')).map((c) => c.path);

afterEach(resetPage);

describe('ForumPage', () => {
  it('lists the threads the API answers, each with its link, its marks in words, tags and facts', async () => {
    const calls = serve();
    await open();
    const link = await screen.findByRole('link', { name: 'How do coroutines cancel?' });
    expect(link.getAttribute('href')).toBe(`/learner/forum/threads/${question.id}`);
    const row = within(link.closest('li') as HTMLElement);
    for (const mark of ['Question', 'Answered', 'Pinned', 'New posts']) expect(row.getByText(mark)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Show threads tagged kotlin' })).toBeTruthy();
    expect(row.getByText(/Started by Grace Hopper · 2 replies · score 3 · last activity/)).toBeTruthy();
    const other = within(screen.getByRole('link', { name: 'Show your Kotlin projects' }).closest('li') as HTMLElement);
    for (const mark of ['Discussion', 'Locked']) expect(other.getByText(mark)).toBeTruthy();
    // Every forum's threads: each says its forum.
    expect(other.getByText(/^Kotlin basics · Started by/)).toBeTruthy();
    expect(screen.getByText('2 threads')).toBeTruthy();
    expect(threadGets(calls)).toEqual(['/forum/threads?sort=-activity&pageNumber=1&pageSize=20']);
  });

  it('keeps the forum, the filters, the order and the search in the address, and asks for them', async () => {
    const calls = serve();
    await open();
    await screen.findByRole('link', { name: 'How do coroutines cancel?' });
    const forums = screen.getByRole('group', { name: 'Forums' });
    expect(within(forums).getByRole('button', { name: 'All forums' }).getAttribute('aria-pressed')).toBe('true');
    await click(within(forums).getByRole('button', { name: 'Kotlin basics' }));
    expect(address.current).toBe(`/learner/forum?space=${KOTLIN_FORUM}`);
    await type(screen.getByRole('combobox', { name: 'Kind' }), 'question');
    await type(screen.getByRole('combobox', { name: 'Answers' }), 'unanswered');
    await type(screen.getByRole('combobox', { name: 'Sort by' }), '-votes');
    await click(screen.getByRole('checkbox', { name: 'Only with new posts' }));
    await type(screen.getByRole('searchbox', { name: 'Search' }), 'cancel');
    await waitFor(() => expect(address.current).toContain('q=cancel'));
    expect(new URLSearchParams(address.current.split('?')[1]).toString()).toBe(
      `space=${KOTLIN_FORUM}&kind=question&answer=unanswered&sort=-votes&unread=true&q=cancel`,
    );
    await waitFor(() =>
      expect(threadGets(calls).at(-1)).toBe(
        `/forum/threads?spaceId=${KOTLIN_FORUM}&kind=question&answer=unanswered&q=cancel&unread=true&sort=-votes&pageNumber=1&pageSize=20`,
      ),
    );
    expect(within(forums).getByRole('button', { name: 'Kotlin basics' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by a tag pressed in a row, says so, and lets it go', async () => {
    const calls = serve();
    await open();
    await click(await screen.findByRole('button', { name: 'Show threads tagged coroutines' }));
    expect(address.current).toBe('/learner/forum?tag=coroutines');
    await waitFor(() => expect(threadGets(calls).at(-1)).toContain('tag=coroutines'));
    await click(screen.getByRole('button', { name: 'Tag: coroutines (remove this filter)' }));
    expect(address.current).toBe('/learner/forum');
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    serve();
    await open('/learner/forum?q=nothing');
    expect(await screen.findByText('No threads match')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address.current).toBe('/learner/forum');
    expect(await screen.findByRole('link', { name: 'How do coroutines cancel?' })).toBeTruthy();
  });

  it('says why the threads did not load, and tries again', async () => {
    let fail = true;
    serve({ threads: () => (fail ? apiError(404, 'NOT_FOUND') : json(200, pageOf([question]))) });
    await open();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'How do coroutines cancel?' })).toBeTruthy();
  });

  it('offers "New thread" only where the caller may post', async () => {
    serve();
    await open(`/learner/forum?space=${ANNOUNCEMENTS}`);
    await screen.findByRole('link', { name: 'How do coroutines cancel?' });
    expect(screen.queryByRole('button', { name: 'New thread' })).toBeNull();
    await click(screen.getByRole('button', { name: 'General' }));
    expect(await screen.findByRole('button', { name: 'New thread' })).toBeTruthy();
  });

  it('watches the forum shown, and stops: one button, pressed while watching; none for every forum', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await screen.findByRole('link', { name: 'How do coroutines cancel?' });
    expect(screen.queryByRole('button', { name: 'Watch this forum' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Kotlin basics' }));
    const watch = await screen.findByRole('button', { name: 'Watch this forum' });
    expect(watch.getAttribute('aria-pressed')).toBe('false');
    await click(watch);
    await waitFor(() => expect(watch.getAttribute('aria-pressed')).toBe('true'));
    expect(success).toHaveBeenCalledWith('You will be told of every new thread and post in Kotlin basics');
    await click(watch);
    await waitFor(() => expect(watch.getAttribute('aria-pressed')).toBe('false'));
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: `/forum/spaces/${KOTLIN_FORUM}/watch`, body: { watching: true } },
      { method: 'PUT', path: `/forum/spaces/${KOTLIN_FORUM}/watch`, body: { watching: false } },
    ]);
  });

  it('says why a forum could not be watched', async () => {
    serve({ watch: () => apiError(404, 'NOT_FOUND', 'Forum not found') });
    const failed = vi.spyOn(toast, 'error').mockReturnValue('');
    await open(`/learner/forum?space=${KOTLIN_FORUM}`);
    await click(await screen.findByRole('button', { name: 'Watch this forum' }));
    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Watch this forum' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('posts a new thread in the forum shown, with its tags, and opens it', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open(`/learner/forum?space=${KOTLIN_FORUM}`);
    await click(await screen.findByRole('button', { name: 'New thread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New thread' }));
    expect((dialog.getByRole('combobox', { name: /Forum/ }) as HTMLSelectElement).value).toBe(KOTLIN_FORUM);
    // Announcements take no posts from a learner: not offered.
    expect(dialog.queryByRole('option', { name: 'Announcements' })).toBeNull();
    await click(dialog.getByRole('button', { name: 'Post thread' }));
    expect(await dialog.findByText('Enter a title')).toBeTruthy();
    expect(dialog.getByText('Write something first')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
    await click(dialog.getByRole('radio', { name: /Question/ }));
    await type(dialog.getByRole('textbox', { name: /Title/ }), 'Flows or channels?');
    await type(dialog.getByRole('textbox', { name: /Tags/ }), 'Kotlin, flows');
    await type(dialog.getByRole('textbox', { name: /^Text/ }), 'Which one when?');
    await click(dialog.getByRole('button', { name: 'Post thread' }));
    await waitFor(() => expect(address.current).toBe(`/learner/forum/threads/${created.id}`));
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: '/forum/threads',
        body: {
          spaceId: KOTLIN_FORUM,
          kind: 'question',
          title: 'Flows or channels?',
          body: 'Which one when?',
          tags: ['kotlin', 'flows'],
        },
      },
    ]);
    expect(success).toHaveBeenCalledWith('Your thread is posted');
  });

  it('suggests the forum’s readers after @ and letters, and writes the handle chosen', async () => {
    const calls = serve({
      people: () =>
        json(200, {
          items: [
            { id: GRACE.id, name: 'Grace Hopper', handle: 'grace.hopper' },
            { id: id(3), name: 'Grace Kelly', handle: 'gkelly' },
          ],
        }),
    });
    await open();
    await click(await screen.findByRole('button', { name: 'New thread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New thread' }));
    const text = dialog.getByRole('textbox', { name: /^Text/ }) as HTMLTextAreaElement;
    await type(text, 'Thanks @gra');
    // Mantine's dropdown counts as hidden in jsdom (its transition): `hidden: true` finds it.
    const suggested = () =>
      within(screen.getByRole('listbox', { name: 'People to mention', hidden: true }))
        .queryAllByRole('option', { hidden: true })
        .map((o) => o.textContent);
    await waitFor(() => expect(suggested()).toEqual(['Grace Hopper @grace.hopper', 'Grace Kelly @gkelly']));
    expect(calls.filter((c) => c.path.includes('/people')).map((c) => c.path)).toEqual([
      `/forum/spaces/${GENERAL}/people?q=gra`,
    ]);
    expect(await screen.findByText('2 people to mention: arrows to choose, Enter to write a handle')).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);
    // The first is chosen; the arrow moves on, Enter writes the handle where the caret was.
    await act(async () => void fireEvent.keyDown(text, { key: 'ArrowDown', code: 'ArrowDown' }));
    await act(async () => void fireEvent.keyDown(text, { key: 'Enter', code: 'Enter' }));
    expect(text.value).toBe('Thanks @gkelly ');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true }) ? suggested() : []).toEqual([]));
    // An e-mail address is no mention: nothing asked for.
    await type(text, 'Write to ada@example');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((c) => c.path.includes('/people'))).toHaveLength(1);
  });

  it('previews the text as the server renders it, and goes back to writing when there is none', async () => {
    const calls = serve();
    await open();
    await click(await screen.findByRole('button', { name: 'New thread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New thread' }));
    await type(dialog.getByRole('textbox', { name: /Title/ }), 'Hello');
    await click(dialog.getByRole('tab', { name: 'Preview' }));
    expect(dialog.getByText('Nothing to preview yet.')).toBeTruthy();
    // Sent from the preview without a text: back to writing, the text's error shown and its field focused.
    await click(dialog.getByRole('button', { name: 'Post thread' }));
    expect(await dialog.findByText('Write something first')).toBeTruthy();
    const text = dialog.getByRole('textbox', { name: /^Text/ });
    await waitFor(() => expect(document.activeElement).toBe(text));
    await type(text, 'Hello *there*');
    await click(dialog.getByRole('tab', { name: 'Preview' }));
    const shown = await dialog.findByText('Hello *there*');
    expect(shown.tagName).toBe('EM');
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/forum/preview', body: { body: 'Hello *there*' } }]);
  });

  /** Opens the list and posts a new thread (the server answers as the test serves it); its dialog. */
  async function postThreadAgain() {
    await open();
    await click(await screen.findByRole('button', { name: 'New thread' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New thread' }));
    await type(dialog.getByRole('textbox', { name: /Title/ }), 'Again');
    await type(dialog.getByRole('textbox', { name: /^Text/ }), 'And again');
    await click(dialog.getByRole('button', { name: 'Post thread' }));
    return dialog;
  }

  it('shows the throttle’s wait, from its Retry-After, when posting too fast (429)', async () => {
    serve({ create: () => throttled('25') });
    const dialog = await postThreadAgain();
    expect((await dialog.findByRole('alert')).textContent).toBe('You are posting too fast. Try again in 25 seconds.');
    expect(address.current).toBe('/learner/forum');
  });

  it('says only "too many requests" when a 429 names no wait', async () => {
    serve({ create: () => throttled() });
    const dialog = await postThreadAgain();
    expect((await dialog.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  });

  it('has no serious accessibility violations, the composer included', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('link', { name: 'How do coroutines cancel?' });
    expect(await seriousViolations(container)).toEqual([]);
    await click(screen.getByRole('button', { name: 'New thread' }));
    expect(await seriousViolations(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('speaks Norwegian, the throttle’s wait included', async () => {
    await speakNorwegian();
    serve({ create: () => throttled('1') });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noForum.page.title })).toBeTruthy();
    const row = within((await screen.findByRole('link', { name: 'How do coroutines cancel?' })).closest('li')!);
    expect(row.getByText('Besvart')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Kotlin basics' }));
    expect(await screen.findByRole('button', { name: 'Følg dette forumet' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Ny tråd' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ny tråd' }));
    await type(dialog.getByRole('textbox', { name: /Tittel/ }), 'Igjen');
    await type(dialog.getByRole('textbox', { name: /^Tekst/ }), 'Og igjen');
    await click(dialog.getByRole('button', { name: 'Publiser tråd' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Du skriver for fort. Prøv igjen om 1 sekund.');
  });
});
