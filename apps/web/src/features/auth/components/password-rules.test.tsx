import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PASSWORD_RULES } from '@talentpath/contracts/password';
import { renderWithProviders } from '../../../test/render';
import { PasswordRules } from './password-rules';

afterEach(cleanup);

const states = () => [...document.querySelectorAll('li')].map((li) => li.getAttribute('data-met'));

describe('PasswordRules', () => {
  it('lists every rule of the contracts with its met state', async () => {
    await renderWithProviders(<PasswordRules password="abc" />);
    for (const rule of PASSWORD_RULES) expect(screen.getByText(rule.message)).toBeTruthy();
    expect(states()).toEqual(['false', 'false', 'true', 'false', 'false']);
  });

  it('marks all rules met for a strong password', async () => {
    await renderWithProviders(<PasswordRules password="Str0ng!Pass" />);
    expect(states()).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(screen.getAllByText('(met)', { exact: false })).toHaveLength(5);
  });
});
