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

export const createTokenService = (secret: string, ttlSeconds: number): TokenService => {
  const key = new TextEncoder().encode(secret);
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
