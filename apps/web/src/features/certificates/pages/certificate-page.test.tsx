import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Certificate } from '@talentpath/contracts/certificates';
import { endSession, sessionStore } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { renderWithProviders } from '../../../test/render';
import { CertificatePage } from './certificate-page';

const ME = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-0000000000c1';
const CODE = '7K2M-9QXD-R4TB-HW8N-3FJC';

const json = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

// Issued in the middle of a month, at noon UTC: the same day in every time zone the tests may run in.
const certificateOf = (change: Partial<Certificate> = {}): Certificate => ({
  id: ID,
  code: CODE,
  holder: { id: ME, name: 'Ada Lovelace' },
  course: { id: '00000000-0000-4000-8000-0000000000a1', title: 'Kotlin basics' },
  issuer: 'Acme Academy',
  issuedAt: '2026-03-15T12:00:00.000Z',
  expiresOn: '2028-03-14',
  status: 'valid',
  revoked: null,
  ...change,
});

type Call = { method: string; path: string };

/** The API: GET /certificates/{id} answered by `answer` (a status and body); every call is kept. */
function serve(answer: () => [number, unknown]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', path: url.replace(/^\/api/, '') };
      calls.push(call);
      if (call.method === 'GET' && /^\/certificates\/[^/]+$/.test(call.path)) return json(...answer());
      return json(500, { code: 'INTERNAL', message: 'Unexpected call' });
    }),
  );
  return calls;
}

async function open(id = ID) {
  sessionStore.set({
    status: 'signed-in',
    user: { id: ME, name: 'Ada Lovelace', email: 'ada@x.io', roles: ['Learner'], avatar: null },
    currentRole: 'Learner',
    requirePasswordChange: false,
  });
  return renderWithProviders(
    <main>
      <Routes>
        <Route path="/learner/certificate/:certificateId" element={<CertificatePage />} />
      </Routes>
    </main>,
    { path: `/learner/certificate/${id}` },
  );
}

const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const sheet = () => screen.getByRole('region', { name: 'Certificate of completion' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
  Reflect.deleteProperty(navigator, 'clipboard');
});

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
    expect(screen.getByRole('link', { name: 'All certificates' }).getAttribute('href')).toBe('/learner/certificate');
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
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate of completion' })).toBeTruthy();
  });
});
