import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Platform } from '../../platform/context.ts';
import * as repo from './certificates.repository.ts';

// The Ed25519 key that signs Open Badges credentials and status lists (ADR 0065). Every process behind the load
// balancer must sign with the same key, so it lives in the database (`credential_keys`), made by whichever process
// first needs it. Its private half is encrypted with a key derived from JWT_SECRET — the one secret every process
// already shares — so a copy of the database alone cannot sign. A new JWT_SECRET cannot read the old key: it makes
// a key of its own, and the old public key stays published, so what it signed still verifies.

export type SigningKey = {
  /** The key's id, the fragment of its verification method in the issuer's DID document. */
  id: string;
  keyPair: Ed25519Multikey.Ed25519KeyPair;
};

const TAG_INFO = 'talentpath/credential-key/tag';
const ENCRYPTION_INFO = 'talentpath/credential-key/aes-256-gcm';

/** Which secret encrypts a key, without storing the secret. */
const secretTag = (secret: string) => createHmac('sha256', secret).update(TAG_INFO).digest('base64url');

const encryptionKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), ENCRYPTION_INFO, 32));

/** AES-256-GCM, bound to its public key (the associated data): a private key moved to another row does not open. */
function seal(secret: string, publicKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv).setAAD(Buffer.from(publicKey));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

function open(secret: string, publicKey: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret), iv!)
    .setAAD(Buffer.from(publicKey))
    .setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

/**
 * The key of this server secret, made and stored when there is none. Two processes making it at once both insert
 * with `on conflict do nothing` on the secret's tag and then read the one row that won: one key, whoever wrote it.
 */
async function loadOrCreate(p: Platform, controller: string): Promise<SigningKey> {
  const secret = p.env.JWT_SECRET;
  const tag = secretTag(secret);
  let row = await repo.keyOfSecret(p.db, tag);
  if (!row) {
    const made = await (await Ed25519Multikey.generate()).export({ publicKey: true, secretKey: true });
    await repo.insertKeyOnce(p.db, {
      secretTag: tag,
      publicKey: made.publicKeyMultibase,
      privateKey: seal(secret, made.publicKeyMultibase, made.secretKeyMultibase!),
    });
    row = await repo.keyOfSecret(p.db, tag);
    if (!row) throw new Error('The credential signing key was neither found nor stored');
  }
  const keyPair = await Ed25519Multikey.from({
    type: 'Multikey',
    id: verificationMethodId(controller, row.id),
    controller,
    publicKeyMultibase: row.publicKey,
    secretKeyMultibase: open(secret, row.publicKey, row.privateKey),
  });
  return { id: row.id, keyPair };
}

/** A key's verification method: the issuer's DID and the key's id as its fragment. */
export const verificationMethodId = (controller: string, keyId: string) => `${controller}#${keyId}`;

// Read once per app (the key never changes under a secret); a failed read is not kept, so the next call tries again.
const loaded = new WeakMap<Platform, Promise<SigningKey>>();

/** The key this process signs with, for the issuer `controller` (its DID). */
export function signingKey(p: Platform, controller: string): Promise<SigningKey> {
  let key = loaded.get(p);
  if (!key) {
    key = loadOrCreate(p, controller);
    loaded.set(p, key);
    key.catch(() => loaded.delete(p));
  }
  return key;
}
