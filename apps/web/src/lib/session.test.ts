import { REFRESH_AFTER_AUTH_AGE_SECONDS, TOKEN_EXPIRED_GRACE_SECONDS } from '@lanehub/shared/constants/app';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fetch-mock';
import { makeProfile } from '../test/fixtures';
import {
  clearSession,
  decideAppStart,
  decodeJwtExp,
  getSession,
  reloadSessionFromStorage,
  STORAGE_KEYS,
  saveAccountSelection,
  setAccessToken,
  setAuthTime,
  setLoggedCompany,
} from './session';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('decideAppStart', () => {
  it('logs out when the token is more than 3600 s past its expiry', () => {
    const exp = nowSeconds - TOKEN_EXPIRED_GRACE_SECONDS - 1;
    expect(decideAppStart({ exp, authTime: NOW - 10_000, now: NOW })).toEqual({ kind: 'logout' });
  });

  it('does not log out within the grace period', () => {
    const exp = nowSeconds - TOKEN_EXPIRED_GRACE_SECONDS + 5;
    expect(decideAppStart({ exp, authTime: NOW - 10_000, now: NOW }).kind).not.toBe('logout');
  });

  it('refreshes at once when the auth age exceeds 1800 s', () => {
    const authTime = NOW - (REFRESH_AFTER_AUTH_AGE_SECONDS + 1) * 1000;
    expect(decideAppStart({ exp: nowSeconds + 600, authTime, now: NOW })).toEqual({ kind: 'refresh-now' });
  });

  it('refreshes at once when no auth time is known', () => {
    expect(decideAppStart({ exp: nowSeconds + 600, authTime: null, now: NOW })).toEqual({ kind: 'refresh-now' });
  });

  it('schedules the refresh for the remaining time otherwise', () => {
    const authTime = NOW - 600_000; // 10 minutes old
    expect(decideAppStart({ exp: nowSeconds + 600, authTime, now: NOW })).toEqual({
      kind: 'schedule',
      inMs: 1_200_000,
    });
  });

  it('schedules even without a readable exp', () => {
    expect(decideAppStart({ exp: null, authTime: NOW, now: NOW })).toEqual({ kind: 'schedule', inMs: 1_800_000 });
  });
});

describe('decodeJwtExp', () => {
  it('reads exp from a base64url payload', () => {
    expect(decodeJwtExp(fakeJwt(1_736_942_400))).toBe(1_736_942_400);
  });

  it('answers null for garbage', () => {
    expect(decodeJwtExp('not-a-token')).toBeNull();
    expect(decodeJwtExp('a.@@@.c')).toBeNull();
  });
});

describe('session store', () => {
  beforeEach(() => {
    clearSession();
    window.localStorage.clear();
  });

  it('keeps the access token in memory only and the session items in localStorage', () => {
    const profile = makeProfile();
    const token = fakeJwt(nowSeconds);
    setAccessToken(token);
    setAuthTime(NOW);
    setLoggedCompany(profile.company);
    saveAccountSelection({
      account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
      mode: 'road',
      type: 'FTL',
      integratedShipping: false,
    });

    const stored = JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain(token);
    expect(window.localStorage.getItem(STORAGE_KEYS.mode)).toBe('"road"');
    expect(window.localStorage.getItem(STORAGE_KEYS.authTime)).toBe(String(NOW));

    // A reload keeps the stored items and loses the token.
    setAccessToken(null);
    reloadSessionFromStorage();
    const s = getSession();
    expect(s.accessToken).toBeNull();
    expect(s.account?.number).toBe('ACC-1001');
    expect(s.company?.legalName).toBe('Acme Freight Ltd.');
    expect(s.type).toBe('FTL');
    expect(s.integratedShipping).toBe(false);
    expect(s.authTime).toBe(NOW);
  });

  it('clearSession forgets everything', () => {
    setAccessToken('x.y.z');
    setAuthTime(NOW);
    clearSession();
    expect(getSession().accessToken).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
