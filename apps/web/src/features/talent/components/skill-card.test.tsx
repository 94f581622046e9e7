import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PersonSkill, SkillClaim } from '@talentpath/contracts/skills';
import { renderWithProviders } from '../../../test/render';
import { SkillCard } from './skill-card';

const REACT = { id: '00000000-0000-4000-8000-0000000000aa', name: 'React' };
const claim = (change: Partial<SkillClaim>): SkillClaim => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'self-assessed',
  level: 3,
  madeBy: null,
  source: null,
  note: '',
  claimedAt: '2026-01-01T12:00:00.000Z',
  validUntil: null,
  status: 'live',
  withdrawal: null,
  ...change,
});
const skill = (change: Partial<PersonSkill>): PersonSkill => ({
  technology: REACT,
  level: 3,
  verifiedLevel: null,
  from: null,
  endorsements: 0,
  endorsedByMe: false,
  claims: [claim({})],
  ...change,
});

async function card(s: PersonSkill) {
  await renderWithProviders(
    <ul>
      <SkillCard skill={s} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('SkillCard', () => {
  it('says a course verifies the level, by its title and date, with the level in words', async () => {
    const item = await card(
      skill({
        level: 4,
        verifiedLevel: 4,
        from: { basis: 'evidence', kind: 'course-completed', label: 'Intro to React', at: '2026-03-12T10:00:00.000Z' },
        endorsements: 2,
      }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'React' })).toBeTruthy();
    expect(item.textContent).toContain('Level 4 of 5 · Proficient');
    expect(item.textContent).toContain('Verified by course Intro to React, Mar 12, 2026');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(item.textContent).toContain('2 endorsements');
  });

  it('says "Verified at N" when evidence backs a lower level than a rating', async () => {
    await card(
      skill({
        level: 4,
        verifiedLevel: 2,
        from: { basis: 'rated', kind: 'manager-rated', label: 'Petra PM', at: '2026-02-03T10:00:00.000Z' },
        endorsements: 1,
      }),
    );
    expect(screen.getByText('Verified at 2')).toBeTruthy();
    expect(screen.getByText('Rated by Petra PM, Feb 3, 2026')).toBeTruthy();
    expect(screen.getByText('1 endorsement')).toBeTruthy();
  });

  it('says a self-assessment is the person’s own word, and is not verified', async () => {
    await card(skill({ from: { basis: 'self', kind: 'self-assessed', label: 'Ada', at: '2026-01-01T12:00:00.000Z' } }));
    expect(screen.getByText('Self-assessed, Jan 1, 2026')).toBeTruthy();
    expect(screen.queryByText(/^Verified/)).toBeNull();
    expect(screen.getByText('Level 3 of 5 · Competent')).toBeTruthy();
  });

  it('says a skill is stale when every claim that counted expired, or was withdrawn', async () => {
    await card(
      skill({
        level: null,
        claims: [claim({ kind: 'certificate', status: 'expired', validUntil: '2026-01-31' })],
      }),
    );
    expect(screen.getByText('Stale: its evidence expired')).toBeTruthy();
    expect(screen.queryByText(/^Level/)).toBeNull();
  });

  it('says a skill whose claims were all withdrawn is stale for that reason', async () => {
    await card(
      skill({
        level: null,
        claims: [
          claim({
            status: 'withdrawn',
            withdrawal: { reason: 'Withdrawn by its maker', at: '2026-02-01T00:00:00.000Z', by: null },
          }),
        ],
      }),
    );
    expect(screen.getByText('Stale: its claims were withdrawn')).toBeTruthy();
  });

  it('lists every claim behind the History disclosure, with what it is, who made it, and why it was withdrawn', async () => {
    await card(
      skill({
        claims: [
          claim({
            id: '00000000-0000-4000-8000-0000000000c2',
            kind: 'manager-rated',
            level: 2,
            madeBy: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Petra PM' },
            note: 'Pairs well',
            status: 'withdrawn',
            withdrawal: {
              reason: 'Rated the wrong person',
              at: '2026-02-10T09:00:00.000Z',
              by: { id: '00000000-0000-4000-8000-0000000000e2', name: 'Ada Admin' },
            },
          }),
          claim({
            kind: 'certificate',
            level: 4,
            source: { type: 'certificate', id: '00000000-0000-4000-8000-0000000000d1', label: 'AWS SA' },
            validUntil: '2027-06-30',
          }),
        ],
      }),
    );
    const toggle = screen.getByRole('button', { name: 'History of React (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText("Manager's rating")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText("Manager's rating")).toBeTruthy();
    expect(screen.getByText('By Petra PM, Jan 1, 2026')).toBeTruthy();
    expect(screen.getByText('Note: Pairs well')).toBeTruthy();
    expect(screen.getByText('Withdrawn Feb 10, 2026 by Ada Admin. Reason: Rated the wrong person')).toBeTruthy();
    expect(screen.getByText('Certificate AWS SA, Jan 1, 2026')).toBeTruthy();
    expect(screen.getByText('Valid until Jun 30, 2027')).toBeTruthy();
    expect(screen.getByText('Withdrawn')).toBeTruthy();
    expect(screen.getByText('Counts')).toBeTruthy();
  });
});
