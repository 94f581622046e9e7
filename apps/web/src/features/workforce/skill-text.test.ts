import { describe, expect, it } from 'vitest';
import type { Skill } from '@talentpath/contracts/staffing';
import { skillText } from './skill-text';
import { i18n } from '../../lib/i18n';
import { setupI18n } from '../../test/render';

await setupI18n();
const t = i18n.getFixedT('en', 'workforce');

const skill = (over: Partial<Skill>): Skill => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'React',
  level: 4,
  verifiedLevel: null,
  basis: 'rated',
  ...over,
});

describe('skillText', () => {
  it('says what the level rests on', () => {
    expect(skillText(t, skill({ verifiedLevel: 4, basis: 'evidence' }))).toBe('React · level 4 · verified');
    expect(skillText(t, skill({ verifiedLevel: 2 }))).toBe('React · level 4 · verified at level 2');
    expect(skillText(t, skill({}))).toBe('React · level 4 · rated');
    expect(skillText(t, skill({ basis: 'self' }))).toBe('React · level 4 · self-assessed');
  });
});
