import { SignJWT, errors, jwtVerify } from 'jose';
import type { Role } from '@talentpath/contracts/roles';
import { ROLES } from '@talentpath/contracts/roles';
import { AppError } from '../errors.ts';

export type AccessClaims = {
  userId: string;
  role: Role;
  sessionId: string;
  /** The account still uses a temporary password: only the calls that lead to changing it are open. */
  passwordChangeRequired: boolean;
  /** The session's token version when this token was issued (claim `ver`); a role change bumps it. */
  version: number;
  issuedAt: number;
  expiresAt: number;
};
export type TokenSubject = Pick<AccessClaims, 'userId' | 'role' | 'sessionId' | 'passwordChangeRequired' | 'version'>;

const AUDIENCE = 'talentpath';
const ISSUER = 'talentpath';
const ALGORITHMS = ['HS256'];

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Signs and verifies access tokens: HS256 only, `aud`/`iss`/`exp` checked. */
export function createTokenSigner(secret: string, ttlSeconds: number) {
  // Imported once: importing a raw key on every call costs more than the HMAC itself.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens whose signature already checked out, until they expire. The same bytes verify the same way, so a hit
  // skips only the HMAC; expiry and revocation are still checked on every request.
  const verified = new Map<string, AccessClaims>();
  const CACHE_LIMIT = 50_000;

  async function sign(claims: TokenSubject) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const accessToken = await new SignJWT({
      role: claims.role,
      sid: claims.sessionId,
      ...(claims.version ? { ver: claims.version } : {}),
      ...(claims.passwordChangeRequired ? { pcr: true } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await key);
    return { accessToken, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** Verifies a token; `allowExpired` is for refresh, where the refresh token is the credential. */
  /** A token whose signature already checked out, answered without any await; null when not seen yet. */
  function verifyKnown(token: string, options: { allowExpired?: boolean } = {}): AccessClaims | null {
    const cached = verified.get(token);
    if (!cached) return null;
    if (options.allowExpired || cached.expiresAt * 1000 > Date.now()) return cached;
    verified.delete(token);
    throw new AppError('TOKEN_EXPIRED');
  }

  async function verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims> {
    const known = verifyKnown(token, options);
    if (known) return known;
    const claims = await verifySignature(token, options);
    if (claims.expiresAt * 1000 > Date.now()) {
      if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
    }
    return claims;
  }

  async function verifySignature(token: string, options: { allowExpired?: boolean }): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ALGORITHMS,
        audience: AUDIENCE,
        issuer: ISSUER,
        currentDate: options.allowExpired ? new Date(0) : undefined,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const role = payload.role as Role;
      const version = payload.ver ?? 0;
      if (typeof payload.sid !== 'string' || !ROLES.includes(role) || !Number.isSafeInteger(version))
        throw new AppError('TOKEN_INVALID');
      return {
        userId: payload.sub!,
        role,
        sessionId: payload.sid,
        passwordChangeRequired: payload.pcr === true,
        version: version as number,
        issuedAt: payload.iat!,
        expiresAt: payload.exp!,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      throw new AppError('TOKEN_INVALID');
    }
  }

  return { sign, verify, verifyKnown, ttlSeconds };
}
