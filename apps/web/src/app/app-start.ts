import { REFRESH_INTERVAL_MS } from '@lanehub/shared/constants/app';
import { refreshToken } from '../features/auth/api/refresh-token';
import { redirectToLogout } from '../lib/api-client';
import { clearSession, decideAppStart, decodeJwtExp, getSession, setAccessToken, setAuthTime } from '../lib/session';

// App start and the refresh schedule (spec 01 §4, §9). The access token is in memory, so after a
// page load the refresh cookie is the only way back into the session.

let timeout: ReturnType<typeof setTimeout> | null = null;
let interval: ReturnType<typeof setInterval> | null = null;
let startPromise: Promise<void> | null = null;

export const stopRefreshSchedule = () => {
  if (timeout) {
    clearTimeout(timeout);
    timeout = null;
  }
  if (interval) {
    clearInterval(interval);
    interval = null;
  }
};

/** Exchanges the refresh cookie for a new access token; false when the session is gone. */
export const refreshSession = async (): Promise<boolean> => {
  try {
    const { data } = await refreshToken();
    setAccessToken(data.accessToken);
    setAuthTime(Date.now());
    return true;
  } catch {
    return false;
  }
};

const refreshOrEnd = async (): Promise<boolean> => {
  if (await refreshSession()) {
    return true;
  }
  stopRefreshSchedule();
  redirectToLogout();
  return false;
};

const startInterval = (refreshed: boolean) => {
  if (refreshed) {
    interval = setInterval(() => void refreshOrEnd(), REFRESH_INTERVAL_MS);
  }
};

/** Plans the next refreshes from the current token and auth time; returns what it decided. */
export const scheduleRefresh = (now: number = Date.now()) => {
  stopRefreshSchedule();
  const session = getSession();
  const exp = session.accessToken ? decodeJwtExp(session.accessToken) : null;
  const decision = decideAppStart({ exp, authTime: session.authTime, now });
  if (decision.kind === 'schedule') {
    timeout = setTimeout(() => {
      timeout = null;
      void refreshOrEnd().then(startInterval);
    }, decision.inMs);
  } else if (decision.kind === 'refresh-now') {
    void refreshOrEnd().then(startInterval);
  } else {
    redirectToLogout();
  }
  return decision;
};

const start = async () => {
  const session = getSession();
  if (session.accessToken) {
    const decision = decideAppStart({
      exp: decodeJwtExp(session.accessToken),
      authTime: session.authTime,
      now: Date.now(),
    });
    if (decision.kind === 'logout') {
      clearSession();
      return;
    }
    if (decision.kind === 'refresh-now' && !(await refreshSession())) {
      clearSession();
      return;
    }
  } else {
    if (session.authTime === null) {
      return;
    }
    // A reload: the stored auth time says a session may exist; the cookie decides.
    if (!(await refreshSession())) {
      clearSession();
      return;
    }
  }
  scheduleRefresh();
};

/** Runs once per page; every guard awaits it before deciding. */
export const startApp = (): Promise<void> => {
  startPromise ??= start();
  return startPromise;
};

/** Forgets the start result (log-out, tests). */
export const resetAppStart = () => {
  stopRefreshSchedule();
  startPromise = null;
};
