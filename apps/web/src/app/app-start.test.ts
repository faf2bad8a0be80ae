import { REFRESH_INTERVAL_MS } from '@lanehub/shared/constants/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../lib/api-client';
import { getSession, setAccessToken, setAuthTime } from '../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../test/fetch-mock';
import { resetClientState } from '../test/render';
import { scheduleRefresh, startApp } from './app-start';

const refreshReply = (token: string) => ({ body: { data: { accessToken: token, RefreshToken: 'rotated' }, meta: {} } });

describe('App start and the refresh schedule', () => {
  beforeEach(resetClientState);
  afterEach(async () => {
    await resetClientState();
    vi.unstubAllGlobals();
  });

  it('does nothing for a visitor who never logged in', async () => {
    const fetchFn = mockFetch({});
    await startApp();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(getSession().accessToken).toBeNull();
  });

  it('refreshes when the auth age reaches 1800 s, then every 30 minutes', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 15, 12, 0, 0) });
    const now = Date.now();
    setAccessToken(fakeJwt(now / 1000 + 900));
    setAuthTime(now - 10 * 60_000);
    let n = 0;
    const fetchFn = mockFetch({ 'PUT /api/user/refreshtoken': () => refreshReply(`token-${++n}`) });

    expect(scheduleRefresh()).toEqual({ kind: 'schedule', inMs: 20 * 60_000 });
    await vi.advanceTimersByTimeAsync(20 * 60_000 - 1);
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callsOf(fetchFn)).toEqual(['PUT /api/user/refreshtoken']);
    expect(getSession().accessToken).toBe('token-1');
    expect(getSession().authTime).toBe(Date.now());

    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(getSession().accessToken).toBe('token-2');
  });

  it('refreshes at once when the auth age is over 1800 s', async () => {
    const now = Date.now();
    setAccessToken(fakeJwt(now / 1000 + 60));
    setAuthTime(now - 31 * 60_000);
    const fetchFn = mockFetch({ 'PUT /api/user/refreshtoken': refreshReply('fresh') });
    await startApp();
    expect(callsOf(fetchFn)).toEqual(['PUT /api/user/refreshtoken']);
    expect(getSession().accessToken).toBe('fresh');
  });

  it('ends the session when the token is more than 3600 s past expiry', async () => {
    const now = Date.now();
    setAccessToken(fakeJwt(now / 1000 - 3601));
    setAuthTime(now - 2 * 3600_000);
    const fetchFn = mockFetch({});
    await startApp();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(getSession().accessToken).toBeNull();
    expect(getSession().authTime).toBeNull();
  });

  it('goes to /logout when a scheduled refresh fails', async () => {
    vi.useFakeTimers();
    const onLogout = vi.fn();
    setUnauthorizedHandler(onLogout);
    setAccessToken(fakeJwt(Date.now() / 1000 + 900));
    setAuthTime(Date.now());
    mockFetch({ 'PUT /api/user/refreshtoken': { status: 401, body: { message: 'gone', code: 'UNAUTHENTICATED' } } });
    scheduleRefresh();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(onLogout).toHaveBeenCalledOnce();
    // No further refreshes after the session ended.
    await vi.advanceTimersByTimeAsync(3 * REFRESH_INTERVAL_MS);
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
