import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { LearningSection } from './learning-section';
import { WorkSection } from './work-section';

const PERSON = '00000000-0000-4000-8000-0000000000b1';
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const entry = (name: string, status: string, workload: number, startDate: string, deadline: string) => ({
  project: { id: crypto.randomUUID(), name, status },
  role: { id: crypto.randomUUID(), name: 'Developer' },
  workload,
  startDate,
  deadline,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a profile’s learning and work', () => {
  it('lists the completed courses with their day', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json({ items: [{ course: { id: PERSON, title: 'GDPR at work' }, completedAt: '2026-03-12T10:00:00.000Z' }] }),
      ),
    );
    await renderWithProviders(<LearningSection personId={PERSON} name="Kari" own={false} />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('GDPR at work')).toBeTruthy();
    expect(within(list).getByText('Completed Mar 12, 2026')).toBeTruthy();
  });

  it('says so when there is nothing, to the person and to others', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ items: [] })),
    );
    await renderWithProviders(<LearningSection personId={PERSON} name="Kari" own={false} />);
    expect(await screen.findByText('Kari has not completed a course yet.')).toBeTruthy();
  });

  it('shows today’s workload and the projects, current and past, each with role, share and dates', async () => {
    const fetchMock = vi.fn((_url: string) =>
      json({
        workload: 70,
        current: [entry('Payments rewrite', 'in-progress', 70, '2026-11-01', '2027-02-15')],
        past: [entry('Old intranet', 'completed', 50, '2025-01-06', '2025-06-30')],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<WorkSection personId={PERSON} name="Kari" own />);
    expect(await screen.findByText('70% allocated · 30% free')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '70% allocated today' })).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Current projects' });
    expect(within(current).getByText('Payments rewrite')).toBeTruthy();
    expect(within(current).getByText('In progress')).toBeTruthy();
    expect(within(current).getByText('Developer · 70%')).toBeTruthy();
    expect(within(current).getByText('Nov 1, 2026 – Feb 15, 2027')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Past projects' })).getByText('Old intranet')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/people/${PERSON}/work`);
  });

  it('a person on no project reads that the projects they are staffed on show here', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ workload: 0, current: [], past: [] })),
    );
    await renderWithProviders(<WorkSection personId={PERSON} name="Kari" own />);
    expect(await screen.findByText('The projects you are staffed on show here.')).toBeTruthy();
    expect(screen.getByText('0% allocated · 100% free')).toBeTruthy();
  });
});
