import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, today } from '@talentpath/contracts/calendar-days';
import {
  STATUS_LIST_INVALID,
  STATUS_LIST_LENGTH,
  issuerDidDocument,
  openBadgeCredential,
  statusListCredential,
} from '@talentpath/contracts/certificates';
import { ROLES } from '@talentpath/contracts/roles';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { certificates, credentialKeys } from '../../src/db/schema/certificates.ts';
import { signingKey } from '../../src/modules/certificates/credential-keys.ts';
import { fileTestApp } from '../support/test-app.ts';
import { expectError, expectValidation } from '../support/api.ts';
import { call, everyRole, type Headers } from '../support/callers.ts';
import { completedCertificate } from '../support/certificates.ts';
import { didWebUrl, verifyCredential } from '../support/credential-verifier.ts';

const t = await fileTestApp();
const who = await everyRole(t);
const DID = 'did:web:localhost%3A3000:api:credentials:issuer';
const MISSING = '00000000-0000-4000-8000-000000000000';

const get = (path: string, h: Headers = {}) => call(t, 'GET', `/api${path}`, undefined, h);
const completed = (options: { validMonths?: number } = {}) => completedCertificate(t, options);

/** The certificate's credential as its holder (or `h`) downloads it. */
async function download(certificateId: string, h: Headers) {
  const res = await get(`/certificates/${certificateId}/credential`, h);
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as Record<string, any>;
}

/** Whether the bit of the credential's status entry is set in the status list it names. */
async function revokedInList(credential: Record<string, any>) {
  const { statusListCredential: url, statusListIndex } = credential.credentialStatus;
  const res = await get(new URL(url).pathname.slice('/api'.length));
  expect(res.statusCode, res.body).toBe(200);
  const list = await decodeList({ encodedList: JSON.parse(res.body).credentialSubject.encodedList });
  return list.getStatus(Number(statusListIndex));
}

describe('a certificate’s Open Badges credential', () => {
  it('downloads as signed JSON that an independent verifier accepts, with the key it finds at our DID', async () => {
    const { learner, course, certificate } = await completed();
    const res = await get(`/certificates/${certificate.id}/credential`, learner.h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vc');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificate.code}.json"`);
    const credential = openBadgeCredential.parse(JSON.parse(res.body));
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: DID, type: ['Profile'], name: certificate.issuer },
      validFrom: certificate.issuedAt,
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { identityType: 'name', hashed: false, identityHash: 'Åse Ødegård Bækkelund' },
          { identityType: 'emailAddress', hashed: true, identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/) },
        ],
        achievement: { type: ['Achievement'], name: course.title, criteria: { narrative: expect.any(String) } },
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
    });
    expect(credential).not.toHaveProperty('validUntil');
    // The e-mail address is there only as a hash.
    expect(res.body).not.toContain(learner.user.email);
    expect(await verifyCredential(t, credential)).toMatchObject({ verified: true, revoked: false });
  });

  it('changed by one byte — the holder’s name, or one letter of the signature — it no longer verifies', async () => {
    const { learner, certificate } = await completed();
    const credential = await download(certificate.id, learner.h);
    const renamed = structuredClone(credential);
    renamed.credentialSubject.identifier[0].identityHash = 'Åse Ødegård Bækkelunc';
    expect(await verifyCredential(t, renamed)).toMatchObject({ verified: false, problem: 'Invalid signature.' });
    const forged = structuredClone(credential);
    const value: string = forged.proof.proofValue;
    const at = Math.floor(value.length / 2);
    forged.proof.proofValue = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    expect(await verifyCredential(t, forged)).toMatchObject({ verified: false, problem: 'Invalid signature.' });
    // Untouched, it still does.
    expect((await verifyCredential(t, credential)).verified).toBe(true);
  });

  it('a certificate with a last day is valid until the end of it', async () => {
    const { learner, certificate } = await completed({ validMonths: 12 });
    const credential = await download(certificate.id, learner.h);
    expect(credential.validUntil).toBe(`${addDays(addMonths(today(), 12), -1)}T23:59:59Z`);
    expect((await verifyCredential(t, credential)).verified).toBe(true);
  });

  it('revoked: its bit in the signed status list is set, and a verifier is told so; it still downloads', async () => {
    const { owner, learner, certificate } = await completed();
    const other = await completed();
    const before = await download(certificate.id, learner.h);
    expect(await revokedInList(before)).toBe(false);
    const revoked = await call(t, 'POST', `/api/certificates/${certificate.id}/revoke`, { reason: 'Copied' }, owner.h);
    expect(revoked.statusCode, revoked.body).toBe(200);

    expect(await revokedInList(before)).toBe(true);
    expect(await verifyCredential(t, before)).toMatchObject({ verified: true, revoked: true });
    const after = await download(certificate.id, learner.h);
    expect(after.credentialStatus).toEqual(before.credentialStatus);
    expect(await verifyCredential(t, after)).toMatchObject({ verified: true, revoked: true });
    expect((await get(`/certificates/${certificate.id}`, learner.h)).json().status).toBe('revoked');
    // Another certificate of the same list is not touched.
    expect(await verifyCredential(t, await download(other.certificate.id, other.learner.h))).toMatchObject({
      verified: true,
      revoked: false,
    });
  });

  it('its holder, the course’s owner and admins; anyone else 404; without a token 401', async () => {
    const { owner, learner, certificate } = await completed();
    const path = `/certificates/${certificate.id}/credential`;
    expect((await get(path, learner.h)).statusCode).toBe(200);
    expect((await get(path, owner.h)).statusCode).toBe(200);
    for (const role of ROLES) {
      const res = await get(path, who[role].h);
      if (role === 'Admin' || role === 'SuperAdmin') expect(res.statusCode, role).toBe(200);
      else expectError(res, 404, 'NOT_FOUND'); // another learner, another coordinator, …
    }
    expectError(await get(path), 401, 'UNAUTHORIZED');
    expectError(await get(`/certificates/${MISSING}/credential`, who.Admin.h), 404, 'NOT_FOUND');
    expectValidation(await get('/certificates/nope/credential', who.Admin.h), 'certificateId');
  });
});

describe('what verifiers fetch', () => {
  it('the DID document and the status lists are public, signed where they are credentials', async () => {
    const { certificate } = await completed();
    const doc = await get(new URL(didWebUrl(DID)).pathname.slice('/api'.length));
    expect(doc.statusCode, doc.body).toBe(200);
    const did = issuerDidDocument.parse(doc.json());
    expect(did.id).toBe(DID);
    expect(did.assertionMethod).toEqual(did.verificationMethod.map((m) => m.id));

    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    const list = await get(`/credentials/status/${Math.floor(row!.statusIndex / STATUS_LIST_LENGTH)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toBe('application/vc');
    const slc = statusListCredential.parse(JSON.parse(list.body));
    expect(slc.issuer).toBe(DID);
    expect((await verifyCredential(t, slc)).verified).toBe(true);

    expectError(await get('/credentials/status/16383'), 404, 'NOT_FOUND');
    for (const bad of ['first', '16384', '-1', '1.5'])
      expectValidation(await get(`/credentials/status/${bad}`), 'list', STATUS_LIST_INVALID);
  });

  it('one key however many processes make it at once; a new server secret adds a key, the old still verifies', async () => {
    const { learner, certificate } = await completed();
    const signedBefore = await download(certificate.id, learner.h);
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(credentialKeys))[0]!.n;
    const keys = await count();
    // Two processes (each its own platform, so neither has the key in memory) under a new secret, at once.
    const env = { ...t.app.platform.env, JWT_SECRET: 'a-rotated-secret-that-is-long-enough-for-hs256' };
    const [a, b] = await Promise.all([
      signingKey({ ...t.app.platform, env }, DID),
      signingKey({ ...t.app.platform, env }, DID),
    ]);
    expect(a.id).toBe(b.id);
    expect(await count()).toBe(keys + 1);
    const [stored] = await t.db.select().from(credentialKeys).where(eq(credentialKeys.id, a.id));
    // Its private half is sealed (AES-GCM: a 12-byte IV, a 16-byte tag and the ciphertext, base64url, dot-joined),
    // not a multibase key in clear (which has no dots). The IV is random, so its first letter says nothing.
    expect(stored!.privateKey).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    const published = issuerDidDocument.parse((await get('/credentials/issuer/did.json')).json());
    expect(published.verificationMethod.map((m) => m.id)).toContain(`${DID}#${a.id}`);
    expect((await verifyCredential(t, signedBefore)).verified).toBe(true);
  });
});
