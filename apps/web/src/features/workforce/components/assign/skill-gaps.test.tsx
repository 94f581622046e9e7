import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
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
    await renderWithProviders(<SkillGaps projectId={PROJECT} />);
    expect(await screen.findByRole('heading', { name: 'Skill gaps' })).toBeTruthy();
    expect(screen.getByText('Only verified skills count on this project.')).toBeTruthy();
    expect(screen.getByText('React: on the team, best level 4')).toBeTruthy();
    expect(screen.getByText('Elixir: not on the team · 1 person can be staffed with it')).toBeTruthy();
    expect(screen.getByText('No published course grants it yet.')).toBeTruthy();
    expect(screen.getByText('Gleam: nobody in the organization has it yet')).toBeTruthy();
    expect(screen.getByText('Gleam from zero (level 2)')).toBeTruthy();
  });
});
