import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Button, Textarea, TextInput } from '@mantine/core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '@talentpath/contracts/auth';
import { contactMessageInput, type ContactMessageFields } from '@talentpath/contracts/contact';
import { projectInput } from '@talentpath/contracts/projects';
import { PasswordField } from '../components/ui/password-field';
import noErrors from '../locales/no/errors.json';
import noValidation from '../locales/no/validation.json';
import { renderWithProviders } from '../test/render';
import { toApiError } from './api-error';
import { useAppForm } from './form';

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

/** The contact fields in another order than the schema's (name, email, subject, message). */
function ContactHarness({
  onSend = () => undefined,
}: {
  onSend?: (input: ContactMessageFields, fail: (error: unknown) => void) => void;
}) {
  const form = useAppForm({
    schema: contactMessageInput,
    initialValues: { name: '', email: '', subject: '', message: '' },
  });
  return (
    <form onSubmit={form.onSubmit((input) => onSend(input, form.fail))} noValidate>
      {form.failure !== null && <p role="alert">failed</p>}
      <TextInput label="Subject" {...form.getInputProps('subject')} />
      <Textarea label="Message" {...form.getInputProps('message')} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('useAppForm', () => {
  it('validates with the contracts schema and focuses the first invalid field in page order', async () => {
    const onSend = vi.fn();
    await renderWithProviders(<ContactHarness onSend={onSend} />);
    fireEvent.change(field('Subject'), { target: { value: 'Hello' } });
    submit();
    expect(onSend).not.toHaveBeenCalled();
    // Name comes first in the schema, Message first on the page.
    expect(document.activeElement).toBe(field('Message'));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.queryByText('Subject is required')).toBeNull();
  });

  it('marks an invalid field aria-invalid and describes it by its error', async () => {
    await renderWithProviders(<ContactHarness />);
    expect(field('Email').getAttribute('aria-invalid')).not.toBe('true');
    submit();
    for (const [label, message] of [
      ['Email', 'Email is required'],
      ['Message', 'Message is required'],
    ]) {
      const input = field(label!);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
  });

  it('hands the schema output (trimmed) to the handler; editing clears that field error and the failure', async () => {
    const onSend = vi.fn((_input: ContactMessageFields, fail: (error: unknown) => void) => fail(new Error('offline')));
    await renderWithProviders(<ContactHarness onSend={onSend} />);
    submit();
    fireEvent.change(field('Name'), { target: { value: '  Ada ' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
    fireEvent.change(field('Email'), { target: { value: ' ada@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'Demo ' } });
    fireEvent.change(field('Message'), { target: { value: ' A demo for 300 pupils ' } });
    submit();
    expect(onSend.mock.calls[0]?.[0]).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Demo',
      message: 'A demo for 300 pupils',
    });
    expect(screen.getByRole('alert').textContent).toBe('failed');
    fireEvent.change(field('Subject'), { target: { value: 'Demo!' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a VALIDATION answer's details on their fields and focuses the first", async () => {
    const answer = toApiError(400, {
      code: 'VALIDATION',
      message: 'Invalid body',
      details: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'email', message: 'Email must be at most 254 characters' },
        { path: 'nickname', message: 'Unknown field' },
      ],
    });
    await renderWithProviders(<ContactHarness onSend={(_input, fail) => fail(answer)} />);
    for (const [label, value] of [
      ['Name', 'Ada'],
      ['Email', 'ada@example.com'],
      ['Subject', 'Demo'],
      ['Message', 'Hello there, TalentPath'],
    ]) {
      fireEvent.change(field(label!), { target: { value } });
    }
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Email must be at most 254 characters')).toBeNull();
    expect(screen.queryByText('Unknown field')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
  });
});

/** Like the change-password dialog: the fields are disabled while the request runs, and it fails afterwards. */
function PasswordHarness({ answer }: { answer: unknown }) {
  useTranslation(); // as every form does, so it renders again when the language changes
  const [busy, setBusy] = useState(false);
  const form = useAppForm({
    schema: changePasswordForm,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fieldCodes: { CURRENT_PASSWORD_INCORRECT: 'currentPassword', PASSWORD_REUSED: 'newPassword' },
  });
  const send = () => {
    setBusy(true);
    setTimeout(() => {
      form.fail(answer);
      // As TanStack Query does: the mutation's state changes a tick after its onError callback.
      setTimeout(() => setBusy(false));
    });
  };
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <PasswordField label="Current" {...form.getInputProps('currentPassword')} disabled={busy} />
      <PasswordField label="New" {...form.getInputProps('newPassword')} disabled={busy} />
      <PasswordField label="Confirm" {...form.getInputProps('confirmPassword')} disabled={busy} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('useAppForm with server codes', () => {
  const wrongPassword = toApiError(400, {
    code: 'CURRENT_PASSWORD_INCORRECT',
    message: 'Current password is incorrect',
  });

  const fillValid = () => {
    fireEvent.change(field('Current'), { target: { value: 'Old!Pass1' } });
    fireEvent.change(field('New'), { target: { value: 'Brand!New2026' } });
    fireEvent.change(field('Confirm'), { target: { value: 'Brand!New2026' } });
  };

  it('shows a code that belongs to a field on it, and focuses it once the fields are enabled again', async () => {
    vi.useFakeTimers();
    try {
      await renderWithProviders(<PasswordHarness answer={wrongPassword} />);
      fillValid();
      submit();
      expect(field('Current').matches(':disabled')).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('Current password is incorrect')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(field('Current').matches(':disabled')).toBe(false);
      expect(document.activeElement).toBe(field('Current'));
      expect(field('Current').getAttribute('aria-invalid')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores codes that belong to no field', async () => {
    vi.useFakeTimers();
    try {
      await renderWithProviders(
        <PasswordHarness answer={toApiError(429, { code: 'RATE_LIMITED', message: 'Slow down' })} />,
      );
      fillValid();
      submit();
      act(() => vi.advanceTimersByTime(2));
      for (const label of ['Current', 'New', 'Confirm'])
        expect(field(label).getAttribute('aria-invalid')).not.toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('translates the errors into Norwegian and follows a change of language', async () => {
    i18next.addResourceBundle('no', 'validation', noValidation);
    i18next.addResourceBundle('no', 'errors', noErrors);
    await i18next.changeLanguage('no');
    vi.useFakeTimers();
    try {
      await renderWithProviders(<PasswordHarness answer={wrongPassword} />);
      fireEvent.change(field('New'), { target: { value: 'short' } });
      submit();
      expect(screen.getByText(noValidation.currentPasswordRequired)).toBeTruthy();
      expect(screen.getByText(noValidation.rules.minLength)).toBeTruthy();
      expect(screen.getByText(noValidation.passwordsDoNotMatch)).toBeTruthy();
      expect(document.activeElement).toBe(field('Current'));

      fillValid();
      submit();
      act(() => vi.advanceTimersByTime(2));
      expect(screen.getByText(noErrors.CURRENT_PASSWORD_INCORRECT)).toBeTruthy();
      await act(() => i18next.changeLanguage('en'));
      expect(screen.getByText('Current password is incorrect')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useAppForm with nested values', () => {
  /** Two options of a question, as the question editor holds them. */
  function OptionsHarness() {
    const form = useAppForm({
      schema: {
        '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) },
      } as const,
      initialValues: { options: [{ text: 'Oslo' }, { text: 'Bergen' }] },
      fieldOfPath: (path) => (path.startsWith('question.') ? path.slice('question.'.length) : null),
    });
    const answer = toApiError(400, {
      code: 'VALIDATION',
      message: 'Invalid body',
      details: [{ path: 'question.options.1.text', message: 'Each option needs a text' }],
    });
    return (
      <form onSubmit={form.onSubmit(() => form.fail(answer))} noValidate>
        <TextInput label="Option 1" {...form.getInputProps('options.0.text')} />
        <TextInput label="Option 2" {...form.getInputProps('options.1.text')} />
        <Button type="submit">Send</Button>
      </form>
    );
  }

  it('puts a server detail on the field its whole path names, and focuses it', async () => {
    await renderWithProviders(<OptionsHarness />);
    submit();
    expect(screen.getByText('Each option needs a text')).toBeTruthy();
    expect(field('Option 2').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Option 2'));
  });
});

describe('useAppForm with a rule across fields', () => {
  function ProjectHarness({ onSend }: { onSend: () => void }) {
    const form = useAppForm({
      schema: projectInput,
      initialValues: { name: 'Website refresh', startDate: '', deadline: '' },
    });
    return (
      <form onSubmit={form.onSubmit(onSend)} noValidate>
        <TextInput label="Start date" {...form.getInputProps('startDate')} />
        <TextInput label="Deadline" {...form.getInputProps('deadline')} />
        <Button type="submit">Send</Button>
      </form>
    );
  }
  const afterStart = 'Deadline must be after the start date';

  it("clears the deadline's error when the start date is moved before it, and only then", async () => {
    const onSend = vi.fn();
    await renderWithProviders(<ProjectHarness onSend={onSend} />);
    fireEvent.change(field('Start date'), { target: { value: '2026-06-10' } });
    fireEvent.change(field('Deadline'), { target: { value: '2026-06-05' } });
    submit();
    expect(screen.getByText(afterStart)).toBeTruthy();
    // Still after the deadline: the error stays.
    fireEvent.change(field('Start date'), { target: { value: '2026-06-08' } });
    expect(screen.getByText(afterStart)).toBeTruthy();
    fireEvent.change(field('Start date'), { target: { value: '2026-06-01' } });
    expect(screen.queryByText(afterStart)).toBeNull();
    expect(field('Deadline').getAttribute('aria-invalid')).not.toBe('true');
    submit();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('adds no error before a submit', async () => {
    await renderWithProviders(<ProjectHarness onSend={() => undefined} />);
    fireEvent.change(field('Start date'), { target: { value: '2026-06-10' } });
    fireEvent.change(field('Deadline'), { target: { value: '2026-06-05' } });
    expect(screen.queryByText(afterStart)).toBeNull();
  });
});
