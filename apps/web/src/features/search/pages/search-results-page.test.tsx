import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import type { Role } from '@talentpath/contracts/roles';
import type { CourseHit, PersonHit, ProjectHit, SearchResults } from '@talentpath/contracts/search';
import noCommon from '../../../locales/no/common.json';
import noSearch from '../../../locales/no/search.json';
import { endSession, sessionStore } from '../../../lib/session-store';
import { renderWithProviders, setupI18n } from '../../../test/render';
import { SearchResultsPage } from './search-results-page';

const ME = '00000000-0000-4000-8000-000000000001';
const KARI = '00000000-0000-4000-8000-000000000002';
const COURSE = '00000000-0000-4000-8000-0000000000c1';
const PROJECT = '00000000-0000-4000-8000-0000000000d1';
const KOTLIN = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Kotlin' };
const RUST = { id: '00000000-0000-4000-8000-0000000000bb', name: 'Rust' };

const json = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

const kari: PersonHit = { id: KARI, name: 'Kari Nordmann', avatar: null, headline: 'Backend developer', skill: null };
const course: CourseHit = {
  id: COURSE,
  title: 'Kotlin with Kari',
  description: 'Taught by KARI herself',
  status: 'published',
};
const project: ProjectHit = { id: PROJECT, name: 'Kari platform', shortDescription: '', status: 'in-progress' };

const pageOf = <T,>(items: T[], totalCount: number, pageNumber = 1, pageSize = 5) => ({
  items,
  pageNumber,
  pageSize,
  totalCount,
  hasNextPage: pageNumber * pageSize < totalCount,
});

/** What a project manager finds for "kari" in the "all" view: 7 people (5 shown), a course and a project. */
const everything: SearchResults = {
  people: pageOf([kari], 7),
  courses: pageOf([course], 1),
  projects: pageOf([project], 1),
  counts: { people: 7, courses: 1, projects: 1 },
};

type Call = { method: string; path: string };
type Answer = (query: Record<string, string>) => SearchResults;

/** The API: the technologies, and GET /search answered by `answer`; every call is kept. */
function serve(answer: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = { method: init.method ?? 'GET', path: url.replace(/^\/api/, '') };
      calls.push(call);
      if (call.method === 'GET' && call.path.startsWith('/search?'))
        return json(200, answer(Object.fromEntries(new URLSearchParams(call.path.slice('/search?'.length)))));
      if (call.path.startsWith('/technologies'))
        return json(200, { items: [KOTLIN, RUST], pageNumber: 1, pageSize: 100, totalCount: 2, hasNextPage: false });
      return json(500, { code: 'INTERNAL', message: 'Unexpected call' });
    }),
  );
  /** GET /search's query strings, as objects, in the order asked. */
  const searches = () =>
    calls
      .filter((c) => c.path.startsWith('/search?'))
      .map((c) => Object.fromEntries(new URLSearchParams(c.path.slice('/search?'.length))));
  return { calls, searches };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function open(path: string, role: Role = 'ProjectManager') {
  sessionStore.set({
    status: 'signed-in',
    user: { id: ME, name: 'Ada', email: 'ada@x.io', roles: [role], avatar: null },
    currentRole: role,
    requirePasswordChange: false,
  });
  await renderWithProviders(
    <>
      <Routes>
        <Route path="/search-results" element={<SearchResultsPage />} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const where = () => screen.getByTestId('where').textContent;
const group = (name: string) => screen.getByRole('region', { name });
const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

async function choose(label: string, option: string) {
  await click(screen.getByRole('combobox', { name: label }));
  await click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  endSession();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

describe('SearchResultsPage', () => {
  it('searches the address’s text and shows each group with its count and the words marked', async () => {
    const { searches } = serve(() => everything);
    await open('/search-results?q=kari');

    expect(await screen.findByRole('heading', { level: 2, name: 'People (7)' })).toBeTruthy();
    expect(searches()).toEqual([{ q: 'kari', pageNumber: '1', pageSize: '5' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
    expect(screen.getByText('Results for “kari”')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search for' }) as HTMLInputElement).value).toBe('kari');
    expect(screen.getByRole('heading', { level: 2, name: 'Courses (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects (1)' })).toBeTruthy();
    expect(screen.getByText('9 results')).toBeTruthy();
    const tabs = within(screen.getByRole('group', { name: 'Show' }));
    expect(tabs.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All (9)',
      'People (7)',
      'Courses (1)',
      'Projects (1)',
    ]);

    // The person: a link to the profile, the name's matched word marked, the headline without a match unmarked.
    const people = group('People (7)');
    const person = within(people).getByRole('link', { name: 'Kari Nordmann' });
    expect(person.getAttribute('href')).toBe(`/learner/view-profile/${KARI}`);
    expect(person.querySelector('mark')?.textContent).toBe('Kari');
    expect(marks(people)).toEqual(['Kari']);
    expect(within(people).getByText('Backend developer')).toBeTruthy();
    expect(within(people).getByRole('button', { name: 'Show all 7 people' })).toBeTruthy();

    // The words are marked as they are written, whatever their case; a project manager has no course page to open.
    const courses = group('Courses (1)');
    expect(marks(courses)).toEqual(['Kari', 'KARI']);
    expect(within(courses).queryByRole('link')).toBeNull();
    const projects = group('Projects (1)');
    expect(marks(projects)).toEqual(['Kari']);
    expect(within(projects).getByText('In progress')).toBeTruthy();
    expect(screen.queryByText('Nothing found.')).toBeNull();
  });

  it('a group with nothing found says so, and each does when nothing is found at all', async () => {
    const { searches } = serve(({ q }) =>
      q === 'kari'
        ? { ...everything, courses: pageOf([], 0), counts: { ...everything.counts, courses: 0 } }
        : {
            people: pageOf([], 0),
            courses: pageOf([], 0),
            projects: pageOf([], 0),
            counts: { people: 0, courses: 0, projects: 0 },
          },
    );
    await open('/search-results?q=kari');

    expect(await screen.findByRole('heading', { level: 2, name: 'Courses (0)' })).toBeTruthy();
    expect(within(group('Courses (0)')).getByText('Nothing found.')).toBeTruthy();
    expect(within(group('Courses (0)')).queryByRole('button')).toBeNull();
    expect(within(group('People (7)')).queryByText('Nothing found.')).toBeNull();
    expect(screen.getAllByText('Nothing found.')).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for' }), { target: { value: 'zzz' } });
    await click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'People (0)' })).toBeTruthy();
    expect(searches().at(-1)).toEqual({ q: 'zzz', pageNumber: '1', pageSize: '5' });
    expect(where()).toBe('/search-results?q=zzz');
    expect(screen.getAllByText('Nothing found.')).toHaveLength(3);
    expect(screen.getByText('0 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show (all|the)/ })).toBeNull();
  });

  it('a blank text is not searched: the page asks for something, and searches once it is typed', async () => {
    const { calls, searches } = serve(() => everything);
    await open('/search-results?q=%20%20');

    expect(
      await screen.findByText('Type something to search for, or choose a technology or an availability window.'),
    ).toBeTruthy();
    expect(screen.getByText('Find people, courses and projects.')).toBeTruthy();
    // The filters' technologies are asked for; give a search (which must not come) the same time to be asked.
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/technologies'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(searches()).toEqual([]);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();

    // Submitting blanks is still no search.
    const box = screen.getByRole('searchbox', { name: 'Search for' });
    fireEvent.change(box, { target: { value: '   ' } });
    await click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/search-results');
    expect(searches()).toEqual([]);

    fireEvent.change(box, { target: { value: '  kari ' } });
    await click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'People (7)' })).toBeTruthy();
    expect(searches()).toEqual([{ q: 'kari', pageNumber: '1', pageSize: '5' }]);
    expect(where()).toBe('/search-results?q=kari');
  });

  it('one group is shown alone and paged: the next page asks for page 2 and keeps it in the address', async () => {
    const { searches } = serve(({ type, pageNumber, pageSize }) =>
      type === 'people'
        ? {
            people: pageOf([{ ...kari, name: `Kari ${pageNumber}` }], 25, Number(pageNumber), Number(pageSize)),
            courses: null,
            projects: null,
            counts: { people: 25, courses: 1, projects: 1 },
          }
        : { ...everything, people: pageOf([kari], 25), counts: { ...everything.counts, people: 25 } },
    );
    await open('/search-results?q=kari');

    // The "all" view has no paging: a group's button opens it alone.
    await screen.findByRole('heading', { level: 2, name: 'People (25)' });
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Show all 25 people' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(searches().at(-1)).toEqual({ q: 'kari', type: 'people', pageNumber: '1', pageSize: '10' });
    expect(where()).toBe('/search-results?q=kari&type=people');
    expect(screen.queryByRole('heading', { level: 2, name: 'Courses (1)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'People (25)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All (27)' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(group('People (25)')).queryByRole('button', { name: /^Show all/ })).toBeNull();

    await click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(searches().at(-1)).toEqual({ q: 'kari', type: 'people', pageNumber: '2', pageSize: '10' });
    expect(where()).toBe('/search-results?q=kari&type=people&pageNumber=2');
    expect(within(group('People (25)')).getByRole('link', { name: 'Kari 2' })).toBeTruthy();

    // Back to every group: the first page of each, five of each.
    await click(screen.getByRole('button', { name: 'All (27)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Courses (1)' })).toBeTruthy();
    expect(searches().at(-1)).toEqual({ q: 'kari', pageNumber: '1', pageSize: '5' });
    expect(where()).toBe('/search-results?q=kari');
  });

  it('choosing a technology, a minimum level and verified only searches again with them, kept in the address', async () => {
    const { searches } = serve(({ technologyId, minLevel, verified }) =>
      technologyId
        ? {
            people: pageOf(
              [{ ...kari, skill: { technologyId, name: 'Kotlin', level: 4, verifiedLevel: verified ? 3 : null } }],
              minLevel ? 1 : 2,
            ),
            courses: minLevel || verified ? null : pageOf([course], 1),
            projects: minLevel || verified ? null : pageOf([], 0),
            counts: {
              people: minLevel ? 1 : 2,
              courses: minLevel || verified ? null : 1,
              projects: minLevel || verified ? null : 0,
            },
          }
        : everything,
    );
    await open('/search-results?q=kari');
    await screen.findByRole('heading', { level: 2, name: 'People (7)' });
    // A level and verified only need a technology.
    expect((screen.getByRole('combobox', { name: 'Minimum level' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).disabled).toBe(true);

    await choose('Skill or technology', 'Kotlin');
    expect(await screen.findByRole('heading', { level: 2, name: 'People (2)' })).toBeTruthy();
    expect(searches().at(-1)).toEqual({ q: 'kari', technologyId: KOTLIN.id, pageNumber: '1', pageSize: '5' });
    expect(where()).toBe(`/search-results?q=kari&technologyId=${KOTLIN.id}`);
    expect(within(group('People (2)')).getByText('Kotlin: level 4')).toBeTruthy();

    await choose('Minimum level', 'Level 3 or higher');
    expect(await screen.findByRole('heading', { level: 2, name: 'People (1)' })).toBeTruthy();
    expect(searches().at(-1)).toEqual({
      q: 'kari',
      technologyId: KOTLIN.id,
      minLevel: '3',
      pageNumber: '1',
      pageSize: '5',
    });

    await click(screen.getByRole('checkbox', { name: 'Verified only' }));
    expect(await screen.findByText('Verified 3')).toBeTruthy();
    expect(searches().at(-1)).toEqual({
      q: 'kari',
      technologyId: KOTLIN.id,
      minLevel: '3',
      verified: 'true',
      pageNumber: '1',
      pageSize: '5',
    });
    expect(where()).toBe(`/search-results?q=kari&technologyId=${KOTLIN.id}&minLevel=3&verified=true`);
    // The fields show what the address holds; with people-only filters only people are searched.
    expect((screen.getByRole('combobox', { name: 'Skill or technology' }) as HTMLInputElement).value).toBe('Kotlin');
    expect((screen.getByRole('combobox', { name: 'Minimum level' }) as HTMLInputElement).value).toBe(
      'Level 3 or higher',
    );
    expect((screen.getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('heading', { level: 2, name: /^Courses/ })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: /^Projects/ })).toBeNull();
  });

  it('an availability window from the address is searched once both its days are there', async () => {
    const { searches } = serve(() => ({
      people: pageOf([kari], 1),
      courses: null,
      projects: null,
      counts: { people: 1, courses: null, projects: null },
    }));
    await open('/search-results?availableFrom=2026-06-01&availableTo=2026-06-30');

    expect(await screen.findByRole('heading', { level: 2, name: 'People (1)' })).toBeTruthy();
    expect(searches()).toEqual([
      { availableFrom: '2026-06-01', availableTo: '2026-06-30', pageNumber: '1', pageSize: '5' },
    ]);
    expect(screen.queryByRole('heading', { level: 2, name: /^Courses/ })).toBeNull();
    // No text searched: nothing is marked.
    expect(marks(group('People (1)'))).toEqual([]);
  });

  it('shows only the groups the caller gets back: a learner has no projects', async () => {
    const { searches } = serve(() => ({
      ...everything,
      projects: null,
      counts: { ...everything.counts, projects: null },
    }));
    await open('/search-results?q=kari', 'Learner');

    expect(await screen.findByRole('heading', { level: 2, name: 'People (7)' })).toBeTruthy();
    expect(searches()).toEqual([{ q: 'kari', pageNumber: '1', pageSize: '5' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Courses (1)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: /^Projects/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Projects/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'All (8)' })).toBeTruthy();
    expect(screen.getByText('8 results')).toBeTruthy();
    // A learner opens a course from the results, its matched word still marked.
    const link = within(group('Courses (1)')).getByRole('link', { name: 'Kotlin with Kari' });
    expect(link.getAttribute('href')).toBe(`/learner/course-preview/${COURSE}`);
    expect(link.querySelector('mark')?.textContent).toBe('Kari');
  });

  it('a group asked for that was not searched shows every group that was (a learner’s shared address of projects)', async () => {
    // The server then pages every group it searched, as without a type.
    serve(() => ({ ...everything, projects: null, counts: { ...everything.counts, projects: null } }));
    await open('/search-results?q=kari&type=projects', 'Learner');

    expect(await screen.findByRole('heading', { level: 2, name: 'People (7)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Courses (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All (8)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'People (7)' }).getAttribute('aria-pressed')).toBe('false');
    // The groups shown are the "all" view: each offers all of its results.
    expect(within(group('People (7)')).getByRole('button', { name: 'Show all 7 people' })).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await setupI18n();
    i18next.addResourceBundle('no', 'common', noCommon);
    i18next.addResourceBundle('no', 'search', noSearch);
    await i18next.changeLanguage('no');
    serve(() => everything);
    await open('/search-results?q=kari');

    expect(await screen.findByRole('heading', { level: 2, name: `${noSearch.groups.people} (7)` })).toBeTruthy();
    expect(noSearch.groups.people).toBe('Personer');
    expect(screen.getByRole('heading', { level: 1, name: noSearch.page.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: `${noSearch.groups.courses} (1)` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: `${noSearch.groups.projects} (1)` })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: noSearch.filters.technology })).toBeTruthy();
  });
});
