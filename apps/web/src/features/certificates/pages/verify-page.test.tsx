import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { CERTIFICATE_CODE_INVALID, type VerifiedCertificate } from '@talentpath/contracts/certificates';
import enCertificates from '../../../locales/en/certificates.json';
import { endSession } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { click, json, resetPage, seriousViolations, speakNorwegian, stubApi } from '../certificate-test-harness';
import { VerifyPage } from './verify-page';

const CODE = '7K2M-9QXD-R4TB-HW8N-3FJC';

// Issued in the middle of a month, at noon UTC: the same day in every time zone the tests may run in.
const verifiedOf = (change: Partial<VerifiedCertificate> = {}): VerifiedCertificate => ({
  code: CODE,
  holder: 'Ada Lovelace',
  course: 'Kotlin basics',
  issuer: 'Acme Academy',
  issuedAt: '2026-03-15T12:00:00.000Z',
  expiresOn: '2028-03-14',
  status: 'valid',
  revoked: null,
  renews: null,
  renewedBy: null,
  ...change,
});

/** The public API: GET /verify/{code} answered by `answer` (a status and body, by code); every call is kept. */
const serve = (answer: (code: string) => [number, unknown]) =>
  stubApi(({ method, path }) => {
    const code = /^\/verify\/([^/]+)$/.exec(path)?.[1];
    return method === 'GET' && code ? json(...answer(decodeURIComponent(code))) : undefined;
  });

/** Every address the page was at, in order (a redirect's too). */
let visited: string[] = [];

function Where() {
  const location = useLocation();
  useEffect(() => {
    visited.push(location.pathname);
  }, [location]);
  return <output data-testid="where">{location.pathname}</output>;
}

/** The page as the public site has it: signed out, inside the page's main landmark. */
async function open(path: string) {
  endSession();
  visited = [];
  return renderWithProviders(
    <>
      <main>
        <Routes>
          <Route path="/verify" element={<VerifyPage />} />
          <Route path="/verify/:code" element={<VerifyPage />} />
        </Routes>
      </main>
      <Where />
    </>,
    { path },
  );
}

const where = () => screen.getByTestId('where').textContent;
// The verdict is a region named by its heading ('Valid certificate', 'Tilbakekalt sertifikat').
const result = () => screen.getByRole('region', { name: /(certificate|sertifikat)$/ });
const facts = () =>
  [...result().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

afterEach(resetPage);

describe('VerifyPage', () => {
  it('shows the verdict from a server that does not yet tell renewals (the fields absent, during a deploy)', async () => {
    const { renews: _renews, renewedBy: _renewedBy, ...older } = verifiedOf();
    serve(() => [200, older]);
    await open(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
    expect(within(result()).queryAllByRole('link')).toEqual([]);
  });

  it('confirms a valid certificate without sign-in, with what it says', async () => {
    const calls = serve(() => [200, verifiedOf()]);
    await open(`/verify/${CODE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
    expect(within(result()).getByText('This certificate is genuine and valid.')).toBeTruthy();
    expect(facts()).toEqual([
      ['Holder', 'Ada Lovelace'],
      ['Course', 'Kotlin basics'],
      ['Issued by', 'Acme Academy'],
      ['Issued', 'Mar 15, 2026'],
      ['Expires', 'Mar 14, 2028'],
      ['Code', CODE],
    ]);
    expect(calls.map((c) => c.path)).toEqual([`/verify/${CODE}`]);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Check another code' })).toBeTruthy();
  });

  it('says since when an expired certificate has been expired (the day after its last valid day)', async () => {
    serve(() => [
      200,
      verifiedOf({ status: 'expired', expiresOn: '2026-01-31', issuedAt: '2025-01-15T12:00:00.000Z' }),
    ]);
    await open(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Expired certificate' })).toBeTruthy();
    expect(
      within(result()).getByText('This certificate is genuine, but it has expired since Feb 1, 2026.'),
    ).toBeTruthy();
    expect(facts()).toContainEqual(['Expires', 'Jan 31, 2026']);
    expect(screen.queryByText(/genuine and valid/)).toBeNull();
  });

  it('says when and why a revoked certificate was revoked', async () => {
    serve(() => [
      200,
      verifiedOf({
        status: 'revoked',
        expiresOn: null,
        revoked: { at: '2026-04-20T12:00:00.000Z', reason: 'Exam rules were broken' },
      }),
    ]);
    await open(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Revoked certificate' })).toBeTruthy();
    expect(
      within(result()).getByText('This certificate was revoked on Apr 20, 2026: Exam rules were broken'),
    ).toBeTruthy();
    expect(facts()).toContainEqual(['Expires', 'Does not expire']);
    expect(result().dataset.status).toBe('revoked');
  });

  it('links the certificate it renews and the one that renewed it, each to its own verification', async () => {
    serve(() => [
      200,
      verifiedOf({
        status: 'expired',
        expiresOn: '2026-01-31',
        issuedAt: '2025-01-15T12:00:00.000Z',
        renews: { code: 'AAAA-BBBB-CCCC-DDDD-EEEE', issuedAt: '2024-01-15T12:00:00.000Z' },
        renewedBy: { code: 'FFFF-GGGG-HHHH-JJJJ-KKKK', issuedAt: '2026-01-15T12:00:00.000Z' },
      }),
    ]);
    await open(`/verify/${CODE}`);
    // Renewed, it stays expired itself: the line after the verdict points to the newer one.
    expect(await screen.findByRole('heading', { level: 2, name: 'Expired certificate' })).toBeTruthy();
    const r = within(result());
    expect(
      r
        .getByRole('link', { name: 'Renews certificate AAAA-BBBB-CCCC-DDDD-EEEE, issued Jan 15, 2024' })
        .getAttribute('href'),
    ).toBe('/verify/AAAA-BBBB-CCCC-DDDD-EEEE');
    expect(
      r
        .getByRole('link', { name: 'Renewed by certificate FFFF-GGGG-HHHH-JJJJ-KKKK, issued Jan 15, 2026' })
        .getAttribute('href'),
    ).toBe('/verify/FFFF-GGGG-HHHH-JJJJ-KKKK');
  });

  it('names no renewal for a certificate that neither renews nor was renewed', async () => {
    serve(() => [200, verifiedOf()]);
    await open(`/verify/${CODE}`);
    await screen.findByRole('heading', { level: 2, name: 'Valid certificate' });
    expect(within(result()).queryByRole('link')).toBeNull();
  });

  it('says no certificate has a code the server does not know', async () => {
    serve(() => [404, { code: 'NOT_FOUND', message: 'Not found' }]);
    await open(`/verify/${CODE}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'No certificate has this code' })).toBeTruthy();
    expect(within(alert).getByText('Check that the code is typed as it is printed on the certificate.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /certificate$/ })).toBeNull();
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const calls = serve(() => [200, verifiedOf()]);
    await open('/verify/not-a-code');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'This is not a verification code' })).toBeTruthy();
    expect(within(alert).getByText(CERTIFICATE_CODE_INVALID)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal of a code (400) as the same validation message', async () => {
    serve(() => [400, { code: 'VALIDATION', message: CERTIFICATE_CODE_INVALID, details: [] }]);
    await open(`/verify/${CODE}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CERTIFICATE_CODE_INVALID)).toBeTruthy();
    expect(screen.queryByText('No certificate has this code')).toBeNull();
  });

  it('opens a code written leniently (lower case, no dashes) at its written form', async () => {
    const calls = serve(() => [200, verifiedOf()]);
    await open('/verify/7k2m9qxdr4tbhw8n3fjc');
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
    expect(where()).toBe(`/verify/${CODE}`);
    expect(calls.map((c) => c.path)).toEqual([`/verify/${CODE}`]);
  });

  it('checks another code: typed leniently, it opens at /verify/{written form}; a wrong one is refused', async () => {
    serve((code) => (code === CODE ? [200, verifiedOf()] : [404, { code: 'NOT_FOUND', message: 'Not found' }]));
    await open('/verify/AAAA-BBBB-CCCC-DDDD-EEEE');
    await screen.findByRole('heading', { level: 2, name: 'No certificate has this code' });
    const field = screen.getByRole('textbox', { name: 'Verification code' });

    fireEvent.change(field, { target: { value: 'not a code' } });
    await click(screen.getByRole('button', { name: 'Verify' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      field
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.includes('error'))!,
    );
    expect(error?.textContent).toBe(CERTIFICATE_CODE_INVALID);
    expect(where()).toBe('/verify/AAAA-BBBB-CCCC-DDDD-EEEE');

    fireEvent.change(field, { target: { value: '7k2m 9qxd r4tb hw8n 3fjc' } });
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    await click(screen.getByRole('button', { name: 'Verify' }));
    expect(where()).toBe('/verify/7K2M-9QXD-R4TB-HW8N-3FJC');
    // The form opened the written form itself, not the text as typed.
    expect(visited).toEqual(['/verify/AAAA-BBBB-CCCC-DDDD-EEEE', '/verify/7K2M-9QXD-R4TB-HW8N-3FJC']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
  });

  it('shows only the form at /verify', async () => {
    const calls = serve(() => [200, verifiedOf()]);
    await open('/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Check a code' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Check a code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Checking the code' })).toBeNull();
    expect(screen.queryByRole('region', { name: /certificate$/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('has no serious accessibility violations, and one h1', async () => {
    serve(() => [200, verifiedOf()]);
    const { container } = await open(`/verify/${CODE}`);
    await screen.findByRole('heading', { level: 2, name: 'Valid certificate' });
    expect(await seriousViolations(container)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('words the code rule as the contracts do', () => {
    expect(enCertificates.verify.codeInvalid).toBe(CERTIFICATE_CODE_INVALID);
  });

  it('speaks Norwegian', async () => {
    await speakNorwegian();
    serve(() => [
      200,
      verifiedOf({ status: 'revoked', revoked: { at: '2026-04-20T12:00:00.000Z', reason: 'Juks på eksamen' } }),
    ]);
    await open(`/verify/${CODE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Bekreft et sertifikat' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tilbakekalt sertifikat' })).toBeTruthy();
    expect(screen.getByText('Dette sertifikatet ble tilbakekalt 20. apr. 2026: Juks på eksamen')).toBeTruthy();
    expect(facts()).toContainEqual(['Innehaver', 'Ada Lovelace']);
    expect(facts()).toContainEqual(['Utstedt', '15. mars 2026']);
    expect(screen.getByRole('textbox', { name: 'Bekreftelseskode' })).toBeTruthy();
  });
});
