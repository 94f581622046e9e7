import { SignJWT, errors, jwtVerify } from 'jose';
import type { Role } from '@talentpath/contracts/roles';
import { ROLES } from '@talentpath/contracts/roles';
import { AppError } from '../errors.ts';

export type AccessClaims = { userId: string; role: Role; sessionId: string; issuedAt: number; expiresAt: number };

const AUDIENCE = 'talentpath';
const ISSUER = 'talentpath';
const ALGORITHMS = ['HS256'];

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Signs and verifies access tokens: HS256 only, `aud`/`iss`/`exp` checked. */
export function createTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  async function sign(claims: { userId: string; role: Role; sessionId: string }) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const accessToken = await new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key);
    return { accessToken, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** Verifies a token; `allowExpired` is for refresh, where the refresh token is the credential. */
  async function verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        audience: AUDIENCE,
        issuer: ISSUER,
        currentDate: options.allowExpired ? new Date(0) : undefined,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const role = payload.role as Role;
      if (typeof payload.sid !== 'string' || !ROLES.includes(role)) throw new AppError('TOKEN_INVALID', 401);
      return { userId: payload.sub!, role, sessionId: payload.sid, issuedAt: payload.iat!, expiresAt: payload.exp! };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 401);
      throw new AppError('TOKEN_INVALID', 401);
    }
  }

  return { sign, verify, ttlSeconds };
}
