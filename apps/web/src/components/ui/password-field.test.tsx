import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { PasswordField } from './password-field';

afterEach(cleanup);

describe('PasswordField', () => {
  it('has a show/hide toggle button with aria-label and aria-pressed', async () => {
    await renderWithProviders(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('tabindex')).not.toBe('-1');

    fireEvent.mouseDown(toggle);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(input.getAttribute('type')).toBe('text');

    fireEvent.keyDown(hide, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(input.getAttribute('type')).toBe('password');
  });

  it('is aria-invalid and described by its error when it has one', async () => {
    await renderWithProviders(
      <>
        <PasswordField label="Current" />
        <PasswordField label="Password" error="Password is required" />
      </>,
    );
    expect(screen.getByLabelText('Current', { selector: 'input' }).getAttribute('aria-invalid')).toBeNull();
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')?.trim().split(/\s+/) ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Password is required');
  });
});
