import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Course } from '@talentpath/contracts/courses';
import { renderWithProviders, testQueryClient } from '../../../../test/render';
import { learningKeys } from '../../api/query-keys';
import { CourseOutcomesSection } from './course-outcomes-section';

const REACT = '00000000-0000-4000-8000-0000000000aa';
const course = { id: '00000000-0000-4000-8000-000000000c01', title: 'React basics' } as Course;
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The API as the section sees it: the course's outcomes, the active technologies, and the save. */
function serve(save: (body: unknown) => Promise<Response>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.includes('/technologies'))
      return json({
        items: [{ id: REACT, name: 'React' }],
        pageNumber: 1,
        pageSize: 100,
        totalCount: 1,
        hasNextPage: false,
      });
    if (url.endsWith('/outcomes') && init?.method === 'PUT') return save(JSON.parse(String(init.body)));
    return json({ items: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CourseOutcomesSection', () => {
  it('adds a skill at a level that needs every quiz passed, and sends it', async () => {
    const sent: unknown[] = [];
    serve((body) => {
      sent.push(body);
      return json({ items: [{ technology: { id: REACT, name: 'React' }, level: 4, requiresPass: true }] });
    });
    await renderWithProviders(<CourseOutcomesSection course={course} />);
    expect(await screen.findByText('This course grants no skills yet.')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add a skill' })));
    fireEvent.click(screen.getByRole('combobox', { name: /Technology 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'React', hidden: true }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    fireEvent.click(await screen.findByRole('option', { name: '4 · Proficient', hidden: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only when every quiz is passed' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save skills' })));
    await waitFor(() => expect(sent).toEqual([{ outcomes: [{ technologyId: REACT, level: 4, requiresPass: true }] }]));
  });

  it('refuses a skill without a technology before sending, on the field', async () => {
    const save = vi.fn();
    serve(save);
    await renderWithProviders(<CourseOutcomesSection course={course} />);
    await screen.findByText('This course grants no skills yet.');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add a skill' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save skills' })));
    expect(await screen.findByText('Technology not found')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps what is being edited when the list is read again, and starts again from the saved list after a save', async () => {
    serve(() => json({ items: [{ technology: { id: REACT, name: 'React' }, level: 3, requiresPass: false }] }));
    const client = testQueryClient();
    await renderWithProviders(<CourseOutcomesSection course={course} />, { client });
    await screen.findByText('This course grants no skills yet.');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add a skill' })));
    fireEvent.click(screen.getByRole('combobox', { name: /Technology 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'React', hidden: true }));
    // Read again (as on the window regaining focus): the row being edited stays.
    await act(async () => {
      await client.refetchQueries({ queryKey: learningKeys.outcomes(course.id) });
      await new Promise((settled) => setTimeout(settled, 20)); // the cache tells its observers on a timer
    });
    expect(screen.getByRole('combobox', { name: /Technology 1/ })).toHaveProperty('value', 'React');
    expect(screen.getByRole('button', { name: 'Save skills' })).toHaveProperty('disabled', false);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save skills' })));
    // Saved: the form holds the saved list and has nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save skills' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('combobox', { name: /Technology 1/ })).toHaveProperty('value', 'React');
  });
});
