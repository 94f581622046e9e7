import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normaliseRole, type Role } from '@talentpath/contracts/roles';
import { AppError } from '../errors.ts';
import type { TokenSigner, AccessClaims } from './tokens.ts';
import type { RevocationList } from './revocation.ts';

export type Caller = Pick<AccessClaims, 'userId' | 'role' | 'sessionId'>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Reads the bearer token; checks signature, expiry, revocation and the X-Active-Role header. No query. */
export function createAuthenticator(signer: TokenSigner, revocations: RevocationList) {
  return async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<Caller> {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) throw new AppError('UNAUTHORIZED', 401);
    const claims = await signer.verify(header.slice(7).trim());
    if (revocations.isRevoked(claims.sessionId)) throw new AppError('TOKEN_INVALID', 401);
    const active = request.headers['x-active-role'];
    if (active !== undefined) {
      const value = Array.isArray(active) ? active[0] : active;
      if (!value || normaliseRole(value) !== claims.role) throw new AppError('ROLE_MISMATCH', 403);
    }
    request.caller = { userId: claims.userId, role: claims.role, sessionId: claims.sessionId };
    return request.caller;
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** preHandler: any signed-in caller, or — with roles given — only a caller whose current role is one of them. */
export function allow(authenticate: Authenticate, ...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const caller = await authenticate(request);
    if (roles.length > 0 && !roles.includes(caller.role)) throw new AppError('FORBIDDEN', 403);
  };
}
