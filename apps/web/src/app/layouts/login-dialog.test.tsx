import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoginDialogSkeleton } from './login-dialog';

describe('the login dialog’s stand-in', () => {
  it('closes on Escape, as the dialog does: pressed before the dialog’s code ran, it used to be lost', async () => {
    const onClose = vi.fn();
    const { getByRole } = await renderWithProviders(<LoginDialogSkeleton onClose={onClose} />);
    expect(getByRole('dialog', { name: 'Sign in to TalentPath' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
