import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { normaliseRole, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../errors.ts';
import type { TokenSigner, AccessClaims } from './tokens.ts';
import type { RevocationList } from './revocation.ts';

export type Caller = Pick<AccessClaims, 'userId' | 'role' | 'sessionId' | 'passwordChangeRequired'>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Reads the bearer token; checks signature, expiry, revocation and the X-Active-Role header. No query. */
export function createAuthenticator(signer: TokenSigner, revocations: RevocationList) {
  return async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<Caller> {
    const header = request.headers.authorization;
    const match = header ? /^bearer +(\S+)\s*$/i.exec(header) : null;
    if (!match) throw new AppError('UNAUTHORIZED', 401);
    const claims = await signer.verify(match[1]!);
    if (revocations.isRevoked(claims.sessionId)) throw new AppError('TOKEN_INVALID', 401);
    const active = request.headers['x-active-role'];
    if (active !== undefined) {
      const value = Array.isArray(active) ? active[0] : active;
      if (!value || normaliseRole(value) !== claims.role) throw new AppError('ROLE_MISMATCH', 403);
    }
    request.caller = { userId: claims.userId, role: claims.role, sessionId: claims.sessionId, passwordChangeRequired: claims.passwordChangeRequired };
    return request.caller;
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/**
 * onRequest hook: any signed-in caller, or — with roles given — only a caller whose current role is one of them.
 * It runs before the body is read, so a stranger learns nothing about what a valid body looks like. A caller
 * who still has to replace a temporary password is refused everywhere but the calls that lead to changing it.
 */
export function allow(authenticate: Authenticate, ...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const caller = await authenticate(request);
    if (caller.passwordChangeRequired) throw new AppError('PASSWORD_CHANGE_REQUIRED', 403);
    if (roles.length > 0 && !roles.includes(caller.role)) throw new AppError('FORBIDDEN', 403);
  };
}

/** onRequest hook for the few calls a caller may make before replacing a temporary password. */
export function allowDuringPasswordChange(authenticate: Authenticate): onRequestAsyncHookHandler {
  return async (request) => {
    await authenticate(request);
  };
}
