import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ImportUsersDialog } from './import-users-dialog';

describe('ImportUsersDialog', () => {
  it("names the button that removes a chosen file (Mantine's has no name: axe's button-name)", async () => {
    await renderWithProviders(<ImportUsersDialog onClose={() => undefined} />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['email,name\n'], 'users.csv', { type: 'text/csv' })] } });
    expect(await screen.findByRole('button', { name: 'Remove the file' })).toBeTruthy();
  });
});
