import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { createTokenService } from './tokens';

// Access tokens are verified once and then remembered until their expiry (issue 12 §10): what a
// caller observes must not change, whether the token was seen before or not.

const SECRET = 'k'.repeat(40);
const claims = { sub: '7d1f5c8e-0a8e-4b55-9d7c-3f1f2d9a4a10', sid: '0b9c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' };

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('access token verification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a token once it expires, also after it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T12:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T12:01:00Z'));
    expect(await codeOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
    expect(await codeOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a verified token with its signature, header or claims changed', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(await codeOf(tokens.verify(`${header}.${payload}.${flipped}`))).toBe('TOKEN_INVALID');
    expect(await codeOf(tokens.verify(`${header}.${otherPayload}.${signature}`))).toBe('TOKEN_INVALID');
    expect(await codeOf(tokens.verify(`${header}.${payload}.`))).toBe('TOKEN_INVALID');
  });

  it('refuses a token signed with another key, although the same token was verified by its own service', async () => {
    const mine = createTokenService(SECRET, 60);
    const other = createTokenService('o'.repeat(40), 60);
    const token = await other.sign(claims);
    expect(await other.verify(token)).toEqual(claims);
    expect(await codeOf(mine.verify(token))).toBe('TOKEN_INVALID');
  });
});
