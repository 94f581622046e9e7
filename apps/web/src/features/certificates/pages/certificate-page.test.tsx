import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import {
  certificateOf,
  click,
  json,
  openSignedIn,
  resetPage,
  seriousViolations,
  stubApi,
  valid,
} from '../certificate-test-harness';
import { CertificatePage } from './certificate-page';

const ID = valid.id;
const CODE = valid.code;

/** The API: GET /certificates/{id} answered by `answer` (a status and body), its credential; every call is kept. */
const serve = (answer: () => [number, unknown]) =>
  stubApi(({ method, path }) => {
    if (method === 'GET' && /^\/certificates\/[^/]+$/.test(path)) return json(...answer());
    if (method === 'GET' && path === `/certificates/${ID}/credential`)
      return new Response('{"type":["VerifiableCredential","OpenBadgeCredential"]}', { status: 200 });
    return undefined;
  });

const open = (id = ID) =>
  openSignedIn('Learner', '/learner/certificate/:certificateId', <CertificatePage />, `/learner/certificate/${id}`);

const sheet = () => screen.getByRole('region', { name: 'Certificate of completion' });

// The download test's stand-ins for object URLs are put back as they were (files share a worker).
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);
afterEach(() => {
  for (const [name, descriptor] of objectUrls)
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
});
afterEach(resetPage);

describe('CertificatePage', () => {
  it('shows the certificate as one: holder, course, issuer, dates, code and the address that verifies it', async () => {
    const calls = serve(() => [200, certificateOf()]);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate for Kotlin basics' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: `/certificates/${ID}` }]);

    const s = within(sheet());
    expect(s.getByText('This certifies that')).toBeTruthy();
    expect(s.getByText('Ada Lovelace')).toBeTruthy();
    expect(s.getByText('has completed')).toBeTruthy();
    expect(s.getByText('Kotlin basics')).toBeTruthy();
    expect(s.getByText('Issued by Acme Academy')).toBeTruthy();
    const facts = [...sheet().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Date of issue', 'Mar 15, 2026'],
      ['Valid until', 'Mar 14, 2028'],
      ['Verification code', CODE],
      ['Verify at', `${window.location.origin}/verify/${CODE}`],
    ]);
    expect(s.getByRole('link', { name: `${window.location.origin}/verify/${CODE}` }).getAttribute('href')).toBe(
      `/verify/${CODE}`,
    );

    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByText('This certificate is valid.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credential (Open Badges)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All certificates' }).getAttribute('href')).toBe('/learner/certificate');
  });

  it('downloads the certificate as an Open Badges credential, named after its code', async () => {
    const calls = serve(() => [200, certificateOf()]);
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:credential', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open();
    await click(await screen.findByRole('button', { name: 'Download credential (Open Badges)' }));

    await waitFor(() => expect(saved).toEqual([`certificate-${CODE}.json`]));
    const download = calls.find((c) => c.path.endsWith('/credential'));
    expect(download?.path).toBe(`/certificates/${ID}/credential`);
    expect(download?.headers.Accept).toBe('application/vc');
  });

  it('copies the verification link from the certificate, and says so', async () => {
    serve(() => [200, certificateOf()]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    await open();
    await click(await screen.findByRole('button', { name: 'Copy verification link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/verify/${CODE}`);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Verification link copied'));
  });

  it('says above a revoked certificate when and why it was revoked, and does not offer its link', async () => {
    serve(() => [
      200,
      certificateOf({
        status: 'revoked',
        expiresOn: null,
        revoked: { at: '2026-04-20T12:00:00.000Z', reason: 'Exam rules were broken' },
      }),
    ]);
    await open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Certificate for Kotlin basics' });
    const alert = screen.getByText('This certificate is revoked').closest<HTMLElement>('.mantine-Alert-root')!;
    expect(within(alert).getByText('It was revoked on Apr 20, 2026: Exam rules were broken')).toBeTruthy();
    // The status comes before the certificate itself.
    expect(heading.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(sheet()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    expect(within(sheet()).getByText('Does not expire')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credential (Open Badges)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy verification link' })).toBeNull();
  });

  it('says above an expired certificate until when it was valid', async () => {
    serve(() => [
      200,
      certificateOf({ status: 'expired', expiresOn: '2026-03-14', issuedAt: '2025-03-15T12:00:00.000Z' }),
    ]);
    await open();
    expect(await screen.findByText('This certificate has expired')).toBeTruthy();
    expect(screen.getByText('It was valid until Mar 14, 2026.')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByText('This certificate is valid.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy verification link' })).toBeTruthy();
  });

  it('answers a certificate that is not there (or not the caller’s) with not found', async () => {
    serve(() => [404, { code: 'NOT_FOUND', message: 'Not found' }]);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('There is no certificate here, or it is not yours to see.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Certificate of completion' })).toBeNull();
  });

  it('answers an address with no id in it with not found, without asking', async () => {
    const calls = serve(() => [200, certificateOf()]);
    await open('42');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a failure with a retry that loads the certificate', async () => {
    let fail = true;
    serve(() => (fail ? [500, { code: 'INTERNAL', message: 'Boom' }] : [200, certificateOf()]));
    await open();
    expect(screen.getByRole('status', { name: 'Loading the certificate' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    fail = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate for Kotlin basics' })).toBeTruthy();
  });

  it('has no serious accessibility violations, and one h1', async () => {
    serve(() => [
      200,
      certificateOf({
        status: 'revoked',
        revoked: { at: '2026-04-20T12:00:00.000Z', reason: 'Exam rules were broken' },
      }),
    ]);
    const { container } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Certificate for Kotlin basics' });
    expect(await seriousViolations(container)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate of completion' })).toBeTruthy();
  });
});
