import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { SearchSuggestions } from '@talentpath/contracts/search';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders, setupI18n } from '../../../test/render';
import { HeaderSearch } from './header-search';

const SUGGESTIONS: SearchSuggestions = {
  people: [{ id: 'p1', name: 'Ada Lovelace', avatar: null, headline: 'Analytical <b>engines</b>', skill: null }],
  courses: [{ id: 'c1', title: 'Ada for beginners', description: '', status: 'published' }],
  projects: [],
};

let fetchMock: ReturnType<typeof vi.fn>;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function renderBox() {
  await renderWithProviders(
    <>
      <HeaderSearch />
      <input aria-label="Another field" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  return screen.getByRole('combobox', { name: 'Search people, courses and projects' }) as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const key = (target: Element, k: string) => fireEvent.keyDown(target, { key: k, code: k });
const asked = () => fetchMock.mock.calls.map((c) => String(c[0]));

beforeAll(() => setupI18n());
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(SUGGESTIONS), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set({
    status: 'signed-in',
    user: { id: 'me', name: 'Me', email: 'me@x.io', roles: ['Learner'], avatar: null },
    currentRole: 'Learner',
    requirePasswordChange: false,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the header search box', () => {
  it('asks once, 300 ms after the last key (spec §9)', async () => {
    const input = await renderBox();
    type(input, 'a');
    await wait(100);
    type(input, 'ad');
    await wait(100);
    type(input, 'ada');
    await wait(299);
    expect(asked()).toEqual([]);
    await wait(1);
    expect(asked()).toEqual(['/api/search/suggestions?q=ada']);
  });

  it('never searches a blank text (spec §5)', async () => {
    const input = await renderBox();
    type(input, '   ');
    await wait(1000);
    expect(asked()).toEqual([]);
  });

  it('`/` focuses it, except while typing in another field', async () => {
    const input = await renderBox();
    const other = screen.getByRole('textbox', { name: 'Another field' });
    other.focus();
    key(other, '/');
    await wait(50);
    expect(document.activeElement).toBe(other);
    other.blur();
    key(document.body, '/');
    await wait(50);
    expect(document.activeElement).toBe(input);
  });

  it('shows grouped suggestions with the words marked, as text', async () => {
    const input = await renderBox();
    input.focus();
    type(input, 'ada');
    await wait(300);
    await wait(300);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // jsdom sees the dropdown still in its opening transition: asked for with `hidden`.
    expect(screen.getByRole('listbox', { hidden: true })).toBeTruthy();
    const person = screen.getByRole('option', { name: /Ada Lovelace/, hidden: true });
    expect(person.querySelector('mark')?.textContent).toBe('Ada');
    // A headline holding markup is shown as the text it is.
    expect(person.textContent).toContain('Analytical <b>engines</b>');
    expect(person.querySelector('b')).toBeNull();
    expect(screen.getByText('People')).toBeTruthy();
    expect(screen.getByText('Courses')).toBeTruthy();
  });

  it('arrow keys choose a suggestion and Enter opens it', async () => {
    const input = await renderBox();
    input.focus();
    type(input, 'ada');
    await wait(300);
    key(input, 'ArrowDown');
    await wait(10);
    expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
    key(input, 'ArrowDown');
    await wait(10);
    key(input, 'Enter');
    await wait(10);
    expect(screen.getByTestId('where').textContent).toBe('/learner/course-preview/c1');
  });

  it('Enter with nothing chosen opens every result', async () => {
    const input = await renderBox();
    input.focus();
    type(input, 'ada l');
    key(input, 'Enter');
    await wait(10);
    expect(screen.getByTestId('where').textContent).toBe('/search-results?q=ada+l');
  });
});
