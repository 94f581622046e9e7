import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Certificate } from '@talentpath/contracts/certificates';
import noErrors from '../../../locales/no/errors.json';
import {
  address,
  certificateOf,
  click,
  expired,
  json,
  openSignedIn,
  resetPage,
  seriousViolations,
  speakNorwegian,
  stubApi,
  VALID,
  valid,
} from '../certificate-test-harness';
import { CertificatePage } from './certificate-page';
import { CertificatesPage } from './certificates-page';

// Renewing a certificate by retaking its course (ADR 0068), on the learner's list and on the certificate's page, and
// the links between a certificate and the one it renews or that renewed it.

const COURSE = valid.course.id;
const PREVIOUS = '00000000-0000-4000-8000-0000000000c4';
const NEXT = '00000000-0000-4000-8000-0000000000c5';

/** Ending within the renewal window: its holder may retake the course now. */
const due = certificateOf({ expiresOn: '2026-05-31', renewable: true });

/**
 * The API: the learner's list (`certificate` and an expired one) and each of them, and the retake answered by
 * `retake` (a status and body); every call is kept.
 */
const serve = (
  certificate: Certificate,
  retake: () => [number, unknown] = () => [200, { completedLessonIds: [], nextLessonId: null }],
  other: Certificate = expired,
) =>
  stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/learner/certificates') return json(200, { items: [certificate, other] });
    const one = [certificate, other].find((c) => path === `/certificates/${c.id}`);
    if (method === 'GET' && one) return json(200, one);
    if (method === 'POST' && /^\/courses\/[^/]+\/retake$/.test(path)) return json(...retake());
    return undefined;
  });

const openPage = (id = VALID) =>
  openSignedIn('Learner', '/learner/certificate/:certificateId', <CertificatePage />, `/learner/certificate/${id}`);
const openList = () => openSignedIn('Learner', '/learner/certificate', <CertificatesPage />, '/learner/certificate');

const RENEW = 'Renew by retaking the course';
const dialog = () => screen.findByRole('dialog', { name: 'Renew your certificate for Kotlin basics?' });
const retakes = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === 'POST');

afterEach(resetPage);

describe('Renewing a certificate by retaking its course', () => {
  it('is offered on the certificate’s page only while it is renewable, and only to its holder', async () => {
    serve(valid);
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Certificate for Kotlin basics' });
    expect(screen.queryByRole('button', { name: RENEW })).toBeNull();
    await resetPage();

    // The course's owner or an admin sees the same certificate, renewable, but the retake is its holder's.
    serve(certificateOf({ renewable: true, holder: { id: PREVIOUS, name: 'Cy Dahl' } }));
    await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Certificate for Kotlin basics' });
    expect(screen.queryByRole('button', { name: RENEW })).toBeNull();
    await resetPage();

    serve(due);
    await openPage();
    const renew = await screen.findByRole('button', { name: RENEW });
    renew.focus();
    expect(document.activeElement).toBe(renew);
  });

  it('says what the retake does, posts it and opens the course player', async () => {
    const calls = serve(due);
    await openPage();
    await click(await screen.findByRole('button', { name: RENEW }));
    const d = await dialog();
    expect(
      within(d).getByText(
        'The course starts again from its first lesson, and you take its quizzes again with a fresh count of ' +
          'attempts. This certificate stays valid until its last day, May 31, 2026. When you complete the course ' +
          'again, you get a new certificate that renews this one.',
      ),
    ).toBeTruthy();
    expect(retakes(calls)).toEqual([]);

    await click(within(d).getByRole('button', { name: 'Retake the course' }));
    await waitFor(() => expect(address.current).toBe(`/learner/course-view/${COURSE}`));
    expect(retakes(calls)).toEqual([{ method: 'POST', path: `/courses/${COURSE}/retake` }]);
  });

  it('says why the server refused the retake (409 RETAKE_NOT_DUE), and stays', async () => {
    serve(due, () => [409, { code: 'RETAKE_NOT_DUE', message: 'Not due' }]);
    await openPage();
    await click(await screen.findByRole('button', { name: RENEW }));
    const d = await dialog();
    await click(within(d).getByRole('button', { name: 'Retake the course' }));
    expect(
      await within(d).findByText('You can retake this course once its certificate has expired or ends within 90 days'),
    ).toBeTruthy();
    expect(address.current).toBe(`/learner/certificate/${VALID}`);
    expect(screen.getByRole('dialog')).toBe(d);
  });

  it('is offered on the list for the renewable certificate only, named for its course; an expired one says so', async () => {
    const stale = { ...expired, renewable: true };
    const calls = serve(valid, undefined, stale);
    await openList();
    const card = await screen.findByRole('article', { name: 'First aid' });
    expect(
      within(screen.getByRole('article', { name: 'Kotlin basics' })).queryByRole('button', { name: /Renew/ }),
    ).toBeNull();
    await click(within(card).getByRole('button', { name: `${RENEW}: First aid` }));
    const d = await screen.findByRole('dialog', { name: 'Renew your certificate for First aid?' });
    expect(within(d).getByText(/This certificate was valid until Jan 14, 2025\./)).toBeTruthy();
    await click(within(d).getByRole('button', { name: 'Retake the course' }));
    await waitFor(() => expect(address.current).toBe(`/learner/course-view/${stale.course.id}`));
    expect(retakes(calls)).toEqual([{ method: 'POST', path: `/courses/${stale.course.id}/retake` }]);
  });

  it('links the certificate it renews and the one that renewed it, on its page and on the list', async () => {
    const linked = certificateOf({
      renews: { id: PREVIOUS, code: 'AAAA-BBBB-CCCC-DDDD-EEEE', issuedAt: '2024-03-15T12:00:00.000Z' },
      renewedBy: { id: NEXT, code: 'FFFF-GGGG-HHHH-JJJJ-KKKK', issuedAt: '2028-02-15T12:00:00.000Z' },
    });
    serve(linked);
    await openPage();
    const renews = await screen.findByRole('link', {
      name: 'Renews certificate AAAA-BBBB-CCCC-DDDD-EEEE of Mar 15, 2024',
    });
    expect(renews.getAttribute('href')).toBe(`/learner/certificate/${PREVIOUS}`);
    expect(
      screen
        .getByRole('link', { name: 'Renewed by certificate FFFF-GGGG-HHHH-JJJJ-KKKK of Feb 15, 2028' })
        .getAttribute('href'),
    ).toBe(`/learner/certificate/${NEXT}`);
    await resetPage();

    serve(linked);
    await openList();
    const card = within(await screen.findByRole('article', { name: 'Kotlin basics' }));
    expect(card.getByRole('link', { name: /^Renews certificate AAAA/ }).getAttribute('href')).toBe(
      `/learner/certificate/${PREVIOUS}`,
    );
    expect(card.getByRole('link', { name: /^Renewed by certificate FFFF/ }).getAttribute('href')).toBe(
      `/learner/certificate/${NEXT}`,
    );
    expect(
      within(screen.getByRole('article', { name: 'First aid' })).queryByRole('link', { name: /Renew/ }),
    ).toBeNull();
  });

  it('has no serious accessibility violations in the dialog', async () => {
    serve(due);
    await openPage();
    await click(await screen.findByRole('button', { name: RENEW }));
    expect(await seriousViolations(await dialog())).toEqual([]);
  });

  it('speaks Norwegian, the server’s refusal too', async () => {
    await speakNorwegian({ errors: noErrors });
    serve(due, () => [409, { code: 'RETAKE_NOT_DUE', message: 'Not due' }]);
    await openPage();
    await click(await screen.findByRole('button', { name: 'Forny ved å ta kurset på nytt' }));
    const d = await screen.findByRole('dialog', { name: 'Fornye sertifikatet ditt for Kotlin basics?' });
    expect(within(d).getByText(/fortsatt gyldig til og med siste dag, 31\. mai 2026\./)).toBeTruthy();
    await click(within(d).getByRole('button', { name: 'Ta kurset på nytt' }));
    expect(
      await within(d).findByText('Du kan ta kurset på nytt når sertifikatet er utløpt eller utløper innen 90 dager'),
    ).toBeTruthy();
  });
});
