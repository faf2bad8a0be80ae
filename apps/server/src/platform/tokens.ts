import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@lanehub/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from './errors';

// Access tokens: short-lived HS256 JWTs with typ, aud and exp checked; one algorithm allowed.
const ALG = 'HS256';
const TYP = 'at+jwt';
const AUDIENCE = 'lanehub-api';
const ISSUER = 'lanehub';

export type AccessClaims = {
  sub: string; // user id
  sid: string; // session (refresh-token family) id
};

export type TokenService = {
  sign: (claims: AccessClaims) => Promise<string>;
  verify: (token: string) => Promise<AccessClaims>;
};

/** Verified access tokens kept in memory, at most this many (the oldest go first). */
export const VERIFIED_TOKENS_MAX = 10_000;

export const createTokenService = (secret: string, ttlSeconds: number): TokenService => {
  const key = new TextEncoder().encode(secret);
  // A signed token's claims never change and the key lives as long as the process, so a token that
  // verified once is valid until its `exp`: the signature check (about 40 µs through WebCrypto, on
  // every signed-in request) runs once per token, not per request. Keyed by the whole token; its
  // expiry is checked on every use. Whether the session is still live is not cached: access.ts asks
  // the database on every request (session.queries.ts).
  const verified = new Map<string, AccessClaims & { exp: number }>();
  const remember = (token: string, claims: AccessClaims & { exp: number }) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = verified.keys().next();
      if (!oldest.done) {
        verified.delete(oldest.value);
      }
    }
    verified.set(token, claims);
  };
  return {
    sign: (claims) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: ALG, typ: TYP })
        .setSubject(claims.sub)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the current second reaches `exp`.
        if (Math.floor(Date.now() / 1000) < known.exp) {
          return { sub: known.sub, sid: known.sid };
        }
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          audience: AUDIENCE,
          issuer: ISSUER,
          typ: TYP,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          throw unauthorized(MSG.sessionExpired, 'TOKEN_INVALID');
        }
        if (typeof payload.exp === 'number') {
          remember(token, { sub: payload.sub, sid: payload.sid, exp: payload.exp });
        }
        return { sub: payload.sub, sid: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw unauthorized(MSG.sessionExpired, 'TOKEN_EXPIRED');
        }
        throw unauthorized(MSG.sessionExpired, 'TOKEN_INVALID');
      }
    },
  };
};

// Refresh tokens are opaque random strings; only their SHA-256 is stored.
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
