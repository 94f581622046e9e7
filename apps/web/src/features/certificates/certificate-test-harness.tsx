import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import type { Certificate } from '@talentpath/contracts/certificates';
import noCertificates from '../../locales/no/certificates.json';
import noCommon from '../../locales/no/common.json';
import { endSession } from '../../lib/session-store';
import { setupI18n } from '../../test/render';
import { openSignedInPage } from '../../test/signed-in-page';

export { json, stubApi } from '../../test/api-stub';
export { click, seriousViolations } from '../../test/signed-in-page';

// What the certificate pages' tests share: sample certificates, the API's side (fetch stubbed), a page opened signed
// in, and the clean-up after each test. Test files share a worker's module graph (vitest.config.ts): nothing here
// registers a hook when imported; each file calls afterEach(resetPage) itself.

const ME = '00000000-0000-4000-8000-000000000001';
export const VALID = '00000000-0000-4000-8000-0000000000c1';
export const EXPIRED = '00000000-0000-4000-8000-0000000000c2';
export const REVOKED = '00000000-0000-4000-8000-0000000000c3';

// Issued in the middle of a month, at noon UTC: the same month and day in every time zone the tests may run in.
export const certificateOf = (change: Partial<Certificate> = {}): Certificate => ({
  id: VALID,
  code: '7K2M-9QXD-R4TB-HW8N-3FJC',
  holder: { id: ME, name: 'Ada Lovelace' },
  course: { id: '00000000-0000-4000-8000-0000000000a1', title: 'Kotlin basics' },
  issuer: 'Acme Academy',
  issuedAt: '2026-03-15T12:00:00.000Z',
  expiresOn: '2028-03-14',
  status: 'valid',
  revoked: null,
  renews: null,
  renewedBy: null,
  renewable: false,
  ...change,
});

/** Ada's certificates, one in each status, each of another course. */
export const valid = certificateOf();
export const expired = certificateOf({
  id: EXPIRED,
  code: 'AB12-CD34-EF56-GH78-JK90',
  course: { id: '00000000-0000-4000-8000-0000000000a2', title: 'First aid' },
  issuedAt: '2024-01-15T12:00:00.000Z',
  expiresOn: '2025-01-14',
  status: 'expired',
});
export const revoked = certificateOf({
  id: REVOKED,
  code: 'MN12-PQ34-RS56-TV78-WX90',
  course: { id: '00000000-0000-4000-8000-0000000000a3', title: 'Safety at sea' },
  issuedAt: '2025-06-15T12:00:00.000Z',
  expiresOn: null,
  status: 'revoked',
  revoked: { at: '2025-09-10T12:00:00.000Z', reason: 'Issued by mistake' },
});

const USERS = {
  Learner: { id: ME, name: 'Ada Lovelace', email: 'ada@x.io' },
  CourseCoordinator: { id: ME, name: 'Cora Coordinator', email: 'cora@x.io' },
};

/** Where the page's address is now: a page that leaves it (to the course player) is followed there. */
export const address = { current: '' };
function LocationProbe() {
  address.current = useLocation().pathname;
  return null;
}

/** `page` routed at `route`, opened at `path` inside the page's main landmark, by a user signed in as `role`. */
export const openSignedIn = (role: keyof typeof USERS, route: string, page: ReactElement, path: string) =>
  openSignedInPage(USERS[role], role, route, page, path, <LocationProbe />);

/** Norwegian from here on: the common and certificates bundles, and `more` (bundles by namespace). */
export async function speakNorwegian(more: Record<string, object> = {}) {
  await setupI18n();
  for (const [namespace, bundle] of Object.entries({ common: noCommon, certificates: noCertificates, ...more }))
    i18next.addResourceBundle('no', namespace, bundle);
  await i18next.changeLanguage('no');
}

/**
 * After each test: the page and its address, the stubs and spies, the session, a clipboard a test gave the browser,
 * English again.
 */
export async function resetPage() {
  cleanup();
  address.current = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
  Reflect.deleteProperty(navigator, 'clipboard');
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
}
