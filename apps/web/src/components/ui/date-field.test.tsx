import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import noCommon from '../../locales/no/common.json';
import { renderWithProviders, setupI18n } from '../../test/render';
import { AppModal } from './app-modal';
import { DateField, parseTypedDate } from './date-field';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const toNorwegian = async () => {
  await setupI18n();
  i18next.addResourceBundle('no', 'common', noCommon);
  await i18next.changeLanguage('no');
};

function Harness({
  initial = '',
  withTime = false,
  onChange = () => undefined,
}: {
  initial?: string;
  withTime?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Deadline"
      withTime={withTime}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Deadline', { selector: 'input' }) as HTMLInputElement;

describe('DateField', () => {
  it("shows and reads days as the app's language writes them, whatever the browser's locale", async () => {
    await renderWithProviders(<Harness initial="2026-12-24" />);
    expect(input().value).toBe('12/24/2026');
    await toNorwegian();
    await screen.findByDisplayValue('24.12.2026');
    expect(input().placeholder).toBe('DD.MM.ÅÅÅÅ');

    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    const field = screen.getAllByLabelText('Deadline', { selector: 'input' })[1] as HTMLInputElement;
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '1.2.2027' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-02-01');
    fireEvent.blur(field);
    expect(field.value).toBe('01.02.2027');
  });

  it('is clearable by keyboard: emptying the text empties the value', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness initial="2026-12-24" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Clear the date' })).toBeTruthy();
    fireEvent.change(input(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear the date' })).toBeNull();
  });

  it('with a time, holds the value as a datetime-local input wrote it', async () => {
    await toNorwegian();
    const onChange = vi.fn();
    await renderWithProviders(<Harness initial="2026-05-01T09:30" withTime onChange={onChange} />);
    expect(input().value).toBe('01.05.2026 09:30');
    fireEvent.change(input(), { target: { value: '2.5.2026 14:05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05-02T14:05');
  });

  it('reads only real days in the formats of the language', () => {
    expect(parseTypedDate('24.12.2026', 'no')).toBe('2026-12-24');
    expect(parseTypedDate('2026-12-24', 'no')).toBe('2026-12-24');
    expect(parseTypedDate('12/24/2026', 'en')).toBe('2026-12-24');
    expect(parseTypedDate('12/24/2026', 'no')).toBeNull();
    expect(parseTypedDate('31.02.2026', 'no')).toBeNull();
    expect(parseTypedDate('24.12', 'no')).toBeNull();
    expect(parseTypedDate('05/01/2026 2:30 PM', 'en', true)).toBe('2026-05-01 14:30:00');
  });

  it('Escape closes the calendar first, and the dialog around the field only after', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <AppModal opened onClose={onClose} title="Dialog">
        <Harness />
      </AppModal>,
    );
    const field = await screen.findByLabelText('Deadline', { selector: 'input' });
    field.focus();
    fireEvent.focus(field);
    expect(field.getAttribute('data-mantine-stop-propagation')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(field.getAttribute('data-mantine-stop-propagation')).toBeNull();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
