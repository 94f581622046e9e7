import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { normaliseRole, type Role } from '@talentpath/contracts/roles';
import { AREA_ROLES, type Area } from '@talentpath/contracts/access';
import type { ErrorCode } from '@talentpath/contracts/errors';
import { AppError } from '../errors.ts';
import type { TokenSigner, AccessClaims } from './tokens.ts';
import type { RevocationList } from './revocation.ts';

/**
 * What the guards may answer, for route schemas: GUARD_ERRORS for allowDuringPasswordChange (the token and the
 * X-Active-Role header); ROLE_GUARD_ERRORS for allow and allowArea, which also refuse a pending password change
 * and a role outside the area.
 */
export const GUARD_ERRORS = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'ROLE_MISMATCH',
] as const satisfies readonly ErrorCode[];
export const ROLE_GUARD_ERRORS = [
  ...GUARD_ERRORS,
  'PASSWORD_CHANGE_REQUIRED',
  'FORBIDDEN',
] as const satisfies readonly ErrorCode[];

export type Caller = Pick<AccessClaims, 'userId' | 'role' | 'sessionId' | 'passwordChangeRequired' | 'version'>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Reads the bearer token; checks signature, expiry, revocation and the X-Active-Role header. No query. */
export function createAuthenticator(signer: TokenSigner, revocations: RevocationList) {
  function bearer(request: FastifyRequest): string {
    const header = request.headers.authorization;
    const match = header ? /^bearer +(\S+)\s*$/i.exec(header) : null;
    if (!match) throw new AppError('UNAUTHORIZED');
    return match[1]!;
  }

  function admit(request: FastifyRequest, claims: AccessClaims): Caller {
    if (revocations.isRevoked(claims.sessionId, claims.version)) throw new AppError('TOKEN_INVALID');
    const active = request.headers['x-active-role'];
    if (active !== undefined) {
      const value = Array.isArray(active) ? active[0] : active;
      if (!value || normaliseRole(value) !== claims.role) throw new AppError('ROLE_MISMATCH');
    }
    request.caller = {
      userId: claims.userId,
      role: claims.role,
      sessionId: claims.sessionId,
      passwordChangeRequired: claims.passwordChangeRequired,
      version: claims.version,
    };
    return request.caller;
  }

  /**
   * Calls back with the caller. A token seen before is answered synchronously (no promise, no microtask: this
   * runs on every authenticated request); a new one waits for its signature check.
   */
  return function authenticate(request: FastifyRequest, then: (error: Error | null, caller?: Caller) => void): void {
    let token: string;
    let known: AccessClaims | null;
    try {
      token = bearer(request);
      known = signer.verifyKnown(token);
      if (known) {
        then(null, admit(request, known));
        return;
      }
    } catch (error) {
      then(error as Error);
      return;
    }
    signer.verify(token).then(
      (claims) => {
        let caller: Caller;
        try {
          caller = admit(request, claims);
        } catch (error) {
          then(error as Error);
          return;
        }
        then(null, caller);
      },
      (error: Error) => then(error),
    );
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/**
 * onRequest hook: only a caller whose current role is one of `roles` (any signed-in caller when none are given).
 * It runs before the body is read, so a stranger learns nothing about what a valid body looks like. A caller
 * who still has to replace a temporary password is refused everywhere but the calls that lead to changing it.
 * Prefer allowArea; this is for a call narrower than an area (promotion: SuperAdmin only).
 */
export function allow(authenticate: Authenticate, ...roles: Role[]): onRequestHookHandler {
  return (request, _reply, done) =>
    authenticate(request, (error, caller) => {
      if (error) return done(error);
      if (caller!.passwordChangeRequired) return done(new AppError('PASSWORD_CHANGE_REQUIRED'));
      if (roles.length > 0 && !roles.includes(caller!.role)) return done(new AppError('FORBIDDEN'));
      done();
    });
}

/** onRequest hook for an area of spec §6: 403 FORBIDDEN to a role outside it (roles from contracts' AREA_ROLES). */
export const allowArea = (authenticate: Authenticate, area: Area): onRequestHookHandler =>
  allow(authenticate, ...AREA_ROLES[area]);

/** onRequest hook for the few calls a caller may make before replacing a temporary password. */
export function allowDuringPasswordChange(authenticate: Authenticate): onRequestHookHandler {
  return (request, _reply, done) => authenticate(request, (error) => done(error ?? undefined));
}

/** The caller a guard admitted, typed; 401 on a route that has no guard, rather than a null further on. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}
