import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { RecommendedList } from './recommended-list';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const serve = (items: unknown[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecommendedList', () => {
  it('lists each course with its project and who recommended it; a course begun opens in the player', async () => {
    serve([
      {
        course: { id: id(1), title: 'Elixir basics' },
        project: { id: id(2), name: 'Payments' },
        recommendedBy: { id: id(3), name: 'Per Berg' },
        recommendedAt: '2026-11-20T10:00:00.000Z',
        enrolled: false,
      },
      {
        course: { id: id(4), title: 'OTP in practice' },
        project: { id: id(2), name: 'Payments' },
        recommendedBy: null,
        recommendedAt: '2026-11-19T10:00:00.000Z',
        enrolled: true,
      },
    ]);
    await renderWithProviders(<RecommendedList />);
    const section = await screen.findByRole('region', { name: 'Recommended for your projects' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Elixir basics' }).getAttribute('href')).toBe(
      `/learner/course-preview/${id(1)}`,
    );
    expect(within(first!).getByText('For “Payments”, recommended by Per Berg')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'OTP in practice' }).getAttribute('href')).toBe(
      `/learner/course-view/${id(4)}`,
    );
    expect(within(second!).getByText('Enrolled')).toBeTruthy();
    expect(within(second!).getByText('For “Payments”')).toBeTruthy();
  });

  it('shows nothing when there is nothing recommended', async () => {
    serve([]);
    await renderWithProviders(<RecommendedList />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Recommended for your projects')).toBeNull();
  });
});
