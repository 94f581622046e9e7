import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUser } from '../users/users.public.ts';
import { visibleCertificate } from './certificates.service.ts';
import * as repo from './certificates.repository.ts';
import { signingKey } from './credential-keys.ts';
import { STATUS_LIST_LENGTH } from '@talentpath/contracts/certificates';
import {
  type AchievementFacts,
  didDocument,
  issuerDid,
  signAchievementCredential,
  signCertificateCredential,
  signStatusList,
} from './credentials.ts';

// Certificates as Open Badges 3.0 credentials (issue 25, ADR 0065): the holder's signed credential, and what a
// verifier fetches to check one — the issuer's DID document (its public keys) and the revocation status lists.

const keyOf = (p: Platform) => signingKey(p, issuerDid(p.env.APP_URL));

/**
 * GET /certificates/{id}/credential: the certificate as a signed OpenBadgeCredential (who: as the certificate).
 * Signed afresh at each download; a revoked one still downloads, and its status list says it is revoked.
 */
export async function certificateCredential(p: Platform, caller: Caller, id: string) {
  const { row } = await visibleCertificate(p, caller, id);
  const [holder, key] = await Promise.all([findUser(p.db, row.userId), keyOf(p)]);
  if (!holder) throw new AppError('NOT_FOUND', { message: 'Certificate not found' });
  const credential = await signCertificateCredential(p.env.APP_URL, row, holder.email, key);
  return { fileName: `certificate-${row.code}.json`, body: JSON.stringify(credential) };
}

/** GET /credentials/issuer/did.json (public): the issuer's DID document; makes the key if none is made yet. */
export async function issuerDocument(p: Platform) {
  await keyOf(p);
  return didDocument(p.env.APP_URL, await repo.publicKeys(p.db));
}

/** GET /credentials/status/{list} (public): the signed status list; 404 for a list no certificate is in. */
export async function statusListCredential(p: Platform, list: number) {
  const from = list * STATUS_LIST_LENGTH;
  if (!(await repo.anyStatusFrom(p.db, from)))
    throw new AppError('NOT_FOUND', { message: 'No certificate is in this status list' });
  const [revoked, key] = await Promise.all([repo.revokedIndexes(p.db, from, from + STATUS_LIST_LENGTH), keyOf(p)]);
  return JSON.stringify(await signStatusList(p.env.APP_URL, list, revoked, key));
}

/**
 * Another module's achievement (a badge) as a signed OpenBadgeCredential, with the issuer's key: what it says is the
 * caller's to decide; `achievement.image` and ids relative to the app are made absolute.
 */
export async function signAchievement(p: Platform, facts: AchievementFacts): Promise<object> {
  const image = facts.achievement.image;
  const absolute = image?.startsWith('/') ? `${p.env.APP_URL}${image}` : image;
  return signAchievementCredential(
    p.env.APP_URL,
    { ...facts, achievement: { ...facts.achievement, image: absolute } },
    await keyOf(p),
  );
}
