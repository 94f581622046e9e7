import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_VALIDITY_INVALID,
  type Certificate,
  type CertificateSettingsRequest,
  DEFAULT_CERTIFICATE_TEMPLATE,
} from '@talentpath/contracts/certificates';
import noErrors from '../../../locales/no/errors.json';
import noValidation from '../../../locales/no/validation.json';
import { toast } from '../../../lib/toast';
import {
  certificateOf,
  click,
  expired,
  json,
  openSignedIn,
  resetPage,
  revoked,
  seriousViolations,
  speakNorwegian,
  stubApi,
} from '../certificate-test-harness';
import { CourseCertificatesPage } from './course-certificates-page';

// Three holders of the same course's certificate, one in each status.
const ada = certificateOf({ holder: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Ada Lovelace' } });
const bo: Certificate = {
  ...expired,
  holder: { id: '00000000-0000-4000-8000-0000000000b2', name: 'Bo Berg' },
  course: ada.course,
};
const cy: Certificate = {
  ...revoked,
  holder: { id: '00000000-0000-4000-8000-0000000000b3', name: 'Cy Dahl' },
  course: ada.course,
  issuedAt: '2023-06-15T12:00:00.000Z',
};
const ADA = ada.id;
const COURSE = ada.course.id;
const adaRevoked = (reason: string): Certificate => ({
  ...ada,
  status: 'revoked',
  revoked: { at: '2026-04-20T12:00:00.000Z', reason },
});

type Answer = [number, unknown?];

type Server = {
  list?: (n: number) => Answer;
  settings?: () => Answer;
  save?: (body: CertificateSettingsRequest) => Answer;
  revoke?: (body: { reason: string }) => Answer;
};

/** The API of the page: each route answered as the test says; every call is kept, with its JSON body. */
function serve({
  list = () => [200, { items: [ada, bo, cy] }],
  settings = () => [200, { validMonths: 24, requiresPass: false }],
  save = (body) => [200, { requiresPass: false, ...body }],
  revoke = (body) => [200, adaRevoked(body.reason)],
}: Server = {}) {
  let lists = 0;
  return stubApi((call) => {
    const is = (method: string, path: string) => call.method === method && call.path === path;
    if (is('GET', `/courses/${COURSE}/certificates`)) return json(...list(lists++));
    if (is('GET', `/courses/${COURSE}/certificate-settings`)) return json(...settings());
    if (is('PUT', `/courses/${COURSE}/certificate-settings`))
      return json(...save(call.body as CertificateSettingsRequest));
    if (is('POST', `/certificates/${ADA}/revoke`)) return json(...revoke(call.body as { reason: string }));
    if (is('GET', `/courses/${COURSE}`)) return json(200, { id: COURSE, title: 'Kotlin basics' });
    if (is('GET', `/courses/${COURSE}/certificate-template`))
      return json(200, { ...DEFAULT_CERTIFICATE_TEMPLATE, signatureUrl: null, logoUrl: null, organizationLogo: false });
    if (is('GET', `/courses/${COURSE}/certificates/zip?language=en`)) return new Response('PK', { status: 200 });
    return undefined;
  });
}

const open = (courseId = COURSE) =>
  openSignedIn(
    'CourseCoordinator',
    '/coordinator/course-certificates/:courseId',
    <CourseCertificatesPage />,
    `/coordinator/course-certificates/${courseId}`,
  );

const type = (element: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(element, { target: { value } }));
const table = () => screen.getByRole('table', { name: 'Certificates of the course' });
const row = (holder: string) => screen.getByRole('cell', { name: holder }).closest('tr') as HTMLElement;
const months = () => screen.getByRole('textbox', { name: /^Months/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save rules' });
const fieldError = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

async function openRevoke(holder = 'Ada Lovelace') {
  await click(await screen.findByRole('button', { name: `Revoke: ${holder}` }));
  return screen.findByRole('dialog', { name: `Revoke the certificate of ${holder} for Kotlin basics?` });
}

// The zip test's stand-ins for object URLs are put back as they were (files share a worker).
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);
afterEach(() => {
  for (const [name, descriptor] of objectUrls)
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
});
afterEach(resetPage);

describe('CourseCertificatesPage', () => {
  it('downloads every certificate of the course as one zip, in the reader’s language', async () => {
    const calls = serve();
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:zip', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open();
    await click(await screen.findByRole('button', { name: 'Download all (zip)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const zip = calls.find((c) => c.path.includes('/certificates/zip'));
    expect(zip?.path).toBe(`/courses/${COURSE}/certificates/zip?language=en`);
    expect(zip?.headers.Accept).toBe('application/zip');
  });

  it('lists the course’s certificates as the server orders them: holder, issued, status and term, code, actions', async () => {
    const calls = serve();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates of Kotlin basics' })).toBeTruthy();
    // The title comes with the certificates: the course itself is not asked for.
    expect(calls.some((c) => c.path === `/courses/${COURSE}`)).toBe(false);
    expect(screen.getByRole('link', { name: 'Course details' }).getAttribute('href')).toBe(
      `/coordinator/course-details/${COURSE}`,
    );

    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ada Lovelace',
      'Bo Berg',
      'Cy Dahl',
    ]);

    const a = within(row('Ada Lovelace'));
    expect(a.getByText('Mar 15, 2026')).toBeTruthy();
    expect(a.getByText('Valid')).toBeTruthy();
    expect(a.getByText('Valid until Mar 14, 2028')).toBeTruthy();
    expect(a.getByText('7K2M-9QXD-R4TB-HW8N-3FJC')).toBeTruthy();
    expect(a.getByRole('button', { name: 'Download PDF: Ada Lovelace' })).toBeTruthy();
    expect(a.getByRole('button', { name: 'Revoke: Ada Lovelace' })).toBeTruthy();

    const b = within(row('Bo Berg'));
    expect(b.getByText('Expired')).toBeTruthy();
    expect(b.getByText('Expired since Jan 15, 2025')).toBeTruthy();
    expect(b.getByRole('button', { name: 'Revoke: Bo Berg' })).toBeTruthy();

    // A revoked certificate says when and why, and cannot be revoked again; its PDF can still be downloaded.
    const c = within(row('Cy Dahl'));
    expect(c.getByText('Revoked')).toBeTruthy();
    expect(c.getByText('Does not expire')).toBeTruthy();
    expect(c.getByText('Revoked on Sep 10, 2025: Issued by mistake')).toBeTruthy();
    expect(c.getByRole('button', { name: 'Download PDF: Cy Dahl' })).toBeTruthy();
    expect(c.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('revokes a certificate: a reason is required (and at most 500 characters), posted, and shown on the row', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    const dialog = await openRevoke();
    expect(within(dialog).getByText(/The reason is shown to anyone who verifies the certificate/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });

    await click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Say why the certificate is revoked')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await type(reason, 'x'.repeat(CERTIFICATE_REASON_MAX + 1));
    await click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('The reason may be at most 500 characters')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/revoke'))).toEqual([]);

    await type(reason, '  Exam rules were broken ');
    await click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The contract trims the reason before it is sent.
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/revoke'))).toEqual([
      { method: 'POST', path: `/certificates/${ADA}/revoke`, body: { reason: 'Exam rules were broken' } },
    ]);
    expect(success).toHaveBeenCalledWith('The certificate of Ada Lovelace is revoked');
    const a = within(row('Ada Lovelace'));
    expect(a.getByText('Revoked')).toBeTruthy();
    expect(a.getByText('Revoked on Apr 20, 2026: Exam rules were broken')).toBeTruthy();
    expect(a.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says so when someone revoked the certificate first (409), and reads the list again to show it', async () => {
    const calls = serve({
      list: (n) => [200, { items: n === 0 ? [ada, bo] : [adaRevoked('Revoked by the admin'), bo] }],
      revoke: () => [409, { code: 'CERTIFICATE_REVOKED', message: 'Certificate already revoked' }],
    });
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    await open();
    const dialog = await openRevoke();
    await type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Copied the exam');
    await click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('This certificate is already revoked'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Revoked on Apr 20, 2026: Revoked by the admin')).toBeTruthy();
    expect(calls.filter((c) => c.path === `/courses/${COURSE}/certificates`)).toHaveLength(2);
    expect(within(row('Ada Lovelace')).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('shows the saved validity and saves a new one: 12 months, then no expiry', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    const validFor = (await screen.findByRole('radio', {
      name: 'Are valid for a number of months',
    })) as HTMLInputElement;
    expect(validFor.checked).toBe(true);
    expect(months().value).toBe('24');
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await type(months(), '12');
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    await click(saveButton());
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Saved. Certificates issued from now on are valid for 12 months.'),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/courses/${COURSE}/certificate-settings`,
        body: { validMonths: 12, requiresPass: false },
      },
    ]);
    // Saved: the form starts again from what was saved.
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(months().value).toBe('12');

    await click(screen.getByRole('radio', { name: 'Do not expire' }));
    expect(screen.queryByRole('textbox', { name: /^Months/ })).toBeNull();
    // …and only once every quiz is passed.
    const requiresPass = screen.getByRole('switch', { name: /^Only when every quiz of the course is passed/ });
    expect((requiresPass as HTMLInputElement).checked).toBe(false);
    await click(requiresPass);
    await click(saveButton());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved. Certificates issued from now on do not expire.'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { validMonths: 12, requiresPass: false },
      { validMonths: null, requiresPass: true },
    ]);
  });

  it('refuses a validity without months, and shows the server’s refusal on the months field', async () => {
    const calls = serve({
      settings: () => [200, { validMonths: null, requiresPass: true }],
      save: () => [
        400,
        {
          code: 'VALIDATION',
          message: 'Invalid request',
          details: [{ path: 'validMonths', message: CERTIFICATE_VALIDITY_INVALID }],
        },
      ],
    });
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    const never = (await screen.findByRole('radio', { name: 'Do not expire' })) as HTMLInputElement;
    expect(never.checked).toBe(true);
    await click(screen.getByRole('radio', { name: 'Are valid for a number of months' }));

    await type(months(), '');
    await click(saveButton());
    await waitFor(() => expect(fieldError(months())).toContain(CERTIFICATE_VALIDITY_INVALID));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await type(months(), '12');
    await waitFor(() => expect(fieldError(months())).toEqual([expect.stringMatching(/^From 1 to 120$/)]));
    await click(saveButton());
    await waitFor(() => expect(fieldError(months())).toContain(CERTIFICATE_VALIDITY_INVALID));
    expect(months().getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { validMonths: 12, requiresPass: true },
    ]);
    expect(success).not.toHaveBeenCalled();
    // On the field, not as the form's general error.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when no certificate is issued yet, with the course’s title read from the course', async () => {
    const calls = serve({ list: () => [200, { items: [] }] });
    await open();
    expect(await screen.findByText('No certificates yet')).toBeTruthy();
    expect(screen.getByText('A certificate is issued when a learner completes the course.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates of Kotlin basics' })).toBeTruthy();
    expect(calls.filter((c) => c.path === `/courses/${COURSE}`)).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('answers a course that is not there (404), or an address without an id, with not found', async () => {
    serve({ list: () => [404, { code: 'NOT_FOUND', message: 'Course not found' }] });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('There is no course here, or it is not yours to see.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Certificate rules' })).toBeNull();
    cleanup();

    const calls = serve();
    await open('42');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says why when the course is someone else’s (403 COURSE_NOT_OWNER), with a retry', async () => {
    let owner = false;
    const calls = serve({
      list: () => (owner ? [200, { items: [ada] }] : [403, { code: 'COURSE_NOT_OWNER', message: 'Not the owner' }]),
    });
    await open();
    // The list's answer, not the validity's (which loads): the page says why instead of its sections.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Certificate rules' })).toBeNull());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText("Only the course's owner can change this course")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Course certificates' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    owner = true;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates of Kotlin basics' })).toBeTruthy();
    expect(calls.filter((c) => c.path === `/courses/${COURSE}/certificates`)).toHaveLength(2);
  });

  it('has no serious accessibility violations, on the page and in the dialog', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('table', { name: 'Certificates of the course' });
    await screen.findByRole('radio', { name: 'Do not expire' });
    expect(await seriousViolations(container)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Certificate rules',
      'Certificate design',
      'Issued certificates',
    ]);
    const dialog = await openRevoke();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian({ errors: noErrors, validation: noValidation });
    const calls = serve();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sertifikater for Kotlin basics' })).toBeTruthy();
    const c = within(row('Cy Dahl'));
    expect(c.getByText('Tilbakekalt')).toBeTruthy();
    expect(c.getByText('Tilbakekalt 10. sep. 2025: Issued by mistake')).toBeTruthy();
    await click(within(row('Ada Lovelace')).getByRole('button', { name: 'Tilbakekall: Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Tilbakekalle sertifikatet til Ada Lovelace for Kotlin basics?',
    });
    expect(within(dialog).getByText(/Begrunnelsen vises for alle som bekrefter sertifikatet/)).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Tilbakekall' }));
    expect(await within(dialog).findByText('Skriv hvorfor sertifikatet tilbakekalles')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/revoke'))).toEqual([]);
  });
});
