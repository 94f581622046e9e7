import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import noCertificates from '../../../locales/no/certificates.json';
import { toast } from '../../../lib/toast';
import {
  certificateOf,
  click,
  EXPIRED,
  expired,
  json,
  openSignedIn,
  REVOKED,
  resetPage,
  revoked,
  seriousViolations,
  speakNorwegian,
  stubApi,
  VALID,
  valid,
} from '../certificate-test-harness';
import { CertificatesPage } from './certificates-page';

/** The API: GET /learner/certificates answered by `answer` (a status and body), the PDF; every call is kept. */
const serve = (answer: () => [number, unknown] = () => [200, { items: [valid, expired, revoked] }]) =>
  stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/learner/certificates') return json(...answer());
    if (method === 'GET' && /^\/certificates\/[\w-]+\/pdf\?/.test(path))
      return new Response('%PDF-1.7', { status: 200 });
    return undefined;
  });

const open = () => openSignedIn('Learner', '/learner/certificate', <CertificatesPage />, '/learner/certificate');

const card = (course: string) => screen.getByRole('article', { name: course });
const verifyLinkOf = (code: string) => `${window.location.origin}/verify/${code}`;

// The download test's stand-ins for object URLs are put back as they were (files share a worker: another file may
// rely on the environment's own).
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);
afterEach(() => {
  for (const [name, descriptor] of objectUrls)
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
});
afterEach(resetPage);

describe('CertificatesPage', () => {
  it('lists each certificate with its status, its dates, a revoked one’s reason and the actions it allows', async () => {
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Kotlin basics' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `certificate-${VALID}`,
      `certificate-${EXPIRED}`,
      `certificate-${REVOKED}`,
    ]);

    const v = within(card('Kotlin basics'));
    expect(v.getByText('Valid')).toBeTruthy();
    expect(v.getByText('Issued Mar 15, 2026')).toBeTruthy();
    expect(v.getByText('Valid until Mar 14, 2028')).toBeTruthy();
    expect(v.getByRole('link', { name: 'Open: Kotlin basics' }).getAttribute('href')).toBe(
      `/learner/certificate/${VALID}`,
    );
    expect(v.getByRole('button', { name: 'Download PDF: Kotlin basics' })).toBeTruthy();
    expect(v.getByRole('button', { name: 'Download credential (Open Badges): Kotlin basics' })).toBeTruthy();
    expect(v.getByRole('button', { name: 'Copy verification link: Kotlin basics' })).toBeTruthy();
    expect(v.getByRole('link', { name: 'Add to LinkedIn: Kotlin basics (opens in a new tab)' })).toBeTruthy();

    const e = within(card('First aid'));
    expect(e.getByText('Expired')).toBeTruthy();
    expect(e.getByText('Issued Jan 15, 2024')).toBeTruthy();
    // Its last valid day was January 14: it has been expired since the 15th.
    expect(e.getByText('Expired since Jan 15, 2025')).toBeTruthy();
    expect(e.getByRole('button', { name: 'Copy verification link: First aid' })).toBeTruthy();
    expect(e.getByRole('link', { name: /^Add to LinkedIn: First aid/ })).toBeTruthy();

    const r = within(card('Safety at sea'));
    expect(r.getByText('Revoked')).toBeTruthy();
    expect(r.getByText('Does not expire')).toBeTruthy();
    expect(r.getByText('Revoked on Sep 10, 2025: Issued by mistake')).toBeTruthy();
    expect(r.getByRole('link', { name: 'Open: Safety at sea' }).getAttribute('href')).toBe(
      `/learner/certificate/${REVOKED}`,
    );
    expect(r.getByRole('button', { name: 'Download PDF: Safety at sea' })).toBeTruthy();
    // Its credential still downloads: the status list it names says it is revoked.
    expect(r.getByRole('button', { name: 'Download credential (Open Badges): Safety at sea' })).toBeTruthy();
    // A revoked certificate is not offered for sharing.
    expect(r.queryByRole('button', { name: /Copy verification link/ })).toBeNull();
    expect(r.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('fills in LinkedIn’s form: course, issuer, month issued, verification link and code, and the expiry if any', async () => {
    const forever = certificateOf({
      id: EXPIRED,
      code: 'AB12-CD34-EF56-GH78-JK90',
      course: { id: '00000000-0000-4000-8000-0000000000a2', title: 'First aid' },
      expiresOn: null,
    });
    serve(() => [200, { items: [valid, forever] }]);
    await open();
    await screen.findByRole('article', { name: 'Kotlin basics' });
    const [expiring, lasting] = screen.getAllByRole('link', { name: /^Add to LinkedIn/ }) as HTMLAnchorElement[];

    const url = new URL(expiring!.href);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Kotlin basics',
      organizationName: 'Acme Academy',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: verifyLinkOf('7K2M-9QXD-R4TB-HW8N-3FJC'),
      certId: '7K2M-9QXD-R4TB-HW8N-3FJC',
      expirationYear: '2028',
      expirationMonth: '3',
    });
    expect(expiring!.target).toBe('_blank');
    expect(expiring!.rel.split(' ')).toContain('noopener');

    const params = new URL(lasting!.href).searchParams;
    expect(params.get('certId')).toBe('AB12-CD34-EF56-GH78-JK90');
    expect(params.has('expirationYear')).toBe(false);
    expect(params.has('expirationMonth')).toBe(false);
  });

  it('copies the certificate’s public verification link and says so', async () => {
    serve();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'Copy verification link: First aid' }));

    expect(writeText).toHaveBeenCalledWith(verifyLinkOf('AB12-CD34-EF56-GH78-JK90'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Verification link copied'));
  });

  it('shows the link to copy by hand when the browser refuses to copy it', async () => {
    serve();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('Denied')) },
      configurable: true,
    });
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'Copy verification link: Kotlin basics' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        `The link could not be copied. Copy it from the certificate instead: ${verifyLinkOf('7K2M-9QXD-R4TB-HW8N-3FJC')}`,
      ),
    );
  });

  it('downloads the PDF in the reader’s language, named after its code', async () => {
    const calls = serve();
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:pdf', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open();
    await click(await screen.findByRole('button', { name: 'Download PDF: Safety at sea' }));

    await waitFor(() => expect(saved).toEqual(['certificate-MN12-PQ34-RS56-TV78-WX90.pdf']));
    const pdf = calls.find((c) => c.path.endsWith('/pdf?language=en'));
    expect(pdf?.path).toBe(`/certificates/${REVOKED}/pdf?language=en`);
    expect(pdf?.headers.Accept).toBe('application/pdf');
  });

  it('invites a learner without certificates to complete a course', async () => {
    serve(() => [200, { items: [] }]);
    await open();
    expect(await screen.findByText('Complete a course to earn your first certificate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My learning' }).getAttribute('href')).toBe('/learner/my-learning');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a skeleton while loading, then a failure with a retry that loads the list', async () => {
    let fail = true;
    const calls = serve(() => (fail ? [500, { code: 'INTERNAL', message: 'Boom' }] : [200, { items: [valid] }]));
    await open();
    expect(screen.getByRole('status', { name: 'Loading your certificates' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    fail = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Kotlin basics' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/learner/certificates')).toHaveLength(2);
  });

  it('has no serious accessibility violations', async () => {
    serve();
    const { container } = await open();
    await screen.findByRole('article', { name: 'Kotlin basics' });
    expect(await seriousViolations(container)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('speaks Norwegian, dates as Norwegians write them', async () => {
    await speakNorwegian();
    serve();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: noCertificates.list.title })).toBeTruthy();
    const r = within(await screen.findByRole('article', { name: 'Safety at sea' }));
    expect(r.getByText('Tilbakekalt')).toBeTruthy();
    expect(r.getByText('Tilbakekalt 10. sep. 2025: Issued by mistake')).toBeTruthy();
    expect(r.getByText('Utløper ikke')).toBeTruthy();
    const v = within(card('Kotlin basics'));
    expect(v.getByText('Gyldig til 14. mars 2028')).toBeTruthy();
    expect(v.getByRole('button', { name: 'Last ned PDF: Kotlin basics' })).toBeTruthy();
  });
});
