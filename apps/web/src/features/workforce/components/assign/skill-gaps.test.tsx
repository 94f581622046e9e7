import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Project } from '@talentpath/contracts/projects';
import type { ProjectSkillGaps } from '@talentpath/contracts/skills';
import { renderWithProviders } from '../../../../test/render';
import { SkillGaps } from './skill-gaps';

const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const tech = (n: number, name: string) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name });
const gaps: ProjectSkillGaps = {
  project: { id: PROJECT, name: 'Payments', requireVerifiedSkills: true },
  items: [
    {
      technology: tech(1, 'React'),
      gap: 'covered',
      team: { people: 2, best: 4 },
      organisation: { people: 9, verified: 3 },
      courses: [],
    },
    {
      technology: tech(2, 'Elixir'),
      gap: 'team',
      team: { people: 0, best: null },
      organisation: { people: 1, verified: 1 },
      courses: [],
    },
    {
      technology: tech(3, 'Gleam'),
      gap: 'organisation',
      team: { people: 0, best: null },
      organisation: { people: 0, verified: 0 },
      courses: [
        { id: '00000000-0000-4000-8000-0000000000c1', title: 'Gleam from zero', level: 2, requiresPass: false },
      ],
    },
  ],
};

const ANA = '00000000-0000-4000-8000-0000000000e1';
const project: Project = {
  id: PROJECT,
  name: 'Payments',
  status: 'planned',
  statusGroup: 'active',
  startDate: '2026-06-01',
  deadline: '2026-08-01',
  overdue: false,
  shortDescription: '',
  description: '',
  manager: null,
  technologies: [tech(1, 'React'), tech(2, 'Elixir'), tech(3, 'Gleam')],
  requireVerifiedSkills: true,
  roles: [],
  team: [
    {
      assignmentId: '00000000-0000-4000-8000-0000000000f1',
      employee: { id: ANA, name: 'Ana Lima', email: 'ana@example.com' },
      role: { id: '00000000-0000-4000-8000-0000000000f2', name: 'Developer' },
      workload: 40,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SkillGaps', () => {
  it('says for each technology whether the team has it, who else does, and which course grants it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(gaps), { status: 200 }))),
    );
    await renderWithProviders(<SkillGaps project={project} canRecommend={false} />);
    expect(await screen.findByRole('heading', { name: 'Skill gaps' })).toBeTruthy();
    expect(screen.getByText('Only verified skills count on this project.')).toBeTruthy();
    expect(screen.getByText('React: on the team, best level 4')).toBeTruthy();
    expect(screen.getByText('Elixir: not on the team · 1 person can be staffed with it')).toBeTruthy();
    expect(screen.getByText('No published course grants it yet.')).toBeTruthy();
    expect(screen.getByText('Gleam: nobody in the organization has it yet')).toBeTruthy();
    expect(screen.getByText('Gleam from zero (level 2)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recommend “Gleam from zero” to people' })).toBeNull();
  });

  it('the manager recommends a course to a person of the team; nobody chosen is refused before sending', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url.includes('/course-recommendations')) {
          sent.push(JSON.parse(String(init?.body)));
          return json({ told: 1, already: 0 });
        }
        if (url.includes('/employees')) return json({ items: [], pageNumber: 1, pageSize: 50, totalCount: 0 });
        return json(gaps);
      }),
    );
    await renderWithProviders(<SkillGaps project={project} canRecommend />);
    fireEvent.click(await screen.findByRole('button', { name: 'Recommend “Gleam from zero” to people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend “Gleam from zero”' });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Recommend' })));
    expect(within(dialog).getByText('Choose at least one person')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'People' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Lima', hidden: true }));
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Recommend' })));
    await waitFor(() => expect(sent).toEqual([{ courseId: '00000000-0000-4000-8000-0000000000c1', userIds: [ANA] }]));
  });
});
