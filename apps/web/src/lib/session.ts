import { REFRESH_AFTER_AUTH_AGE_SECONDS, TOKEN_EXPIRED_GRACE_SECONDS } from '@lanehub/shared/constants/app';
import type {
  TAccountSummary,
  TCompanySummary,
  TProfile,
  TUserPolicy,
} from '@lanehub/shared/features/auth/auth.contract';
import { useSyncExternalStore } from 'react';

// The client's session (spec 01 §3, §4, §9). The access token lives in memory only; the refresh
// token is an HttpOnly cookie the page never sees. Only the items below persist in localStorage.

export type SessionState = {
  accessToken: string | null;
  profile: TProfile | null;
  policy: TUserPolicy | null;
  company: TCompanySummary | null;
  account: TAccountSummary | null;
  mode: string | null;
  type: string | null;
  integratedShipping: boolean;
  /** Epoch milliseconds of the last log-in or refresh. */
  authTime: number | null;
};

export const STORAGE_KEYS = {
  company: 'lanehub.loggedCompany',
  account: 'lanehub.loggedAccount',
  mode: 'lanehub.shippingMode',
  type: 'lanehub.shippingType',
  integratedShipping: 'lanehub.integratedShipping',
  authTime: 'lanehub.authTime',
} as const;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage may be blocked (privacy mode); the session then lasts for the page only.
    return null;
  }
};

const readJson = <T>(key: string): T | null => {
  const raw = storage()?.getItem(key);
  if (!raw) {
    return null;
  }
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

const writeItem = (key: string, value: unknown) => {
  const s = storage();
  if (!s) {
    return;
  }
  if (value === null || value === undefined) {
    s.removeItem(key);
  } else {
    s.setItem(key, JSON.stringify(value));
  }
};

const readStored = (): SessionState => {
  const authTime = readJson<number>(STORAGE_KEYS.authTime);
  return {
    accessToken: null,
    profile: null,
    policy: null,
    company: readJson<TCompanySummary>(STORAGE_KEYS.company),
    account: readJson<TAccountSummary>(STORAGE_KEYS.account),
    mode: readJson<string>(STORAGE_KEYS.mode),
    type: readJson<string>(STORAGE_KEYS.type),
    integratedShipping: readJson<boolean>(STORAGE_KEYS.integratedShipping) === true,
    authTime: typeof authTime === 'number' ? authTime : null,
  };
};

let state: SessionState = readStored();
const listeners = new Set<() => void>();

const update = (patch: Partial<SessionState>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) {
    listener();
  }
};

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const getSession = (): SessionState => state;

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, getSession, getSession);

export const getAccessToken = (): string | null => state.accessToken;

/** A session exists when the page holds an access token (after log-in or a refresh at start). */
export const hasSession = (): boolean => state.accessToken !== null;

export const setAccessToken = (accessToken: string | null) => update({ accessToken });

export const setAuthTime = (authTime: number) => {
  writeItem(STORAGE_KEYS.authTime, authTime);
  update({ authTime });
};

export const setProfile = (profile: TProfile | null) => update({ profile });

export const setPolicy = (policy: TUserPolicy | null) => update({ policy });

export const setLoggedCompany = (company: TCompanySummary | null) => {
  writeItem(STORAGE_KEYS.company, company);
  update({ company });
};

export type AccountSelection = {
  account: TAccountSummary;
  mode: string;
  type: string | null;
  integratedShipping: boolean;
};

export const saveAccountSelection = ({ account, mode, type, integratedShipping }: AccountSelection) => {
  writeItem(STORAGE_KEYS.account, account);
  writeItem(STORAGE_KEYS.mode, mode);
  writeItem(STORAGE_KEYS.type, type);
  writeItem(STORAGE_KEYS.integratedShipping, integratedShipping);
  update({ account, mode, type, integratedShipping });
};

/** Forgets everything: the memory token and every stored session item. */
export const clearSession = () => {
  const s = storage();
  for (const key of Object.values(STORAGE_KEYS)) {
    s?.removeItem(key);
  }
  update({
    accessToken: null,
    profile: null,
    policy: null,
    company: null,
    account: null,
    mode: null,
    type: null,
    integratedShipping: false,
    authTime: null,
  });
};

/** Reads the stored items again (tests, and another tab having changed them). */
export const reloadSessionFromStorage = () => update({ ...readStored(), accessToken: state.accessToken });

/** The subject the permission matcher needs, from the loaded policy. */
export const accessSubjectOf = (s: SessionState) => ({
  isSystemAdmin: s.policy?.isSystemAdmin ?? s.profile?.isSystemAdmin ?? false,
  permissions: s.policy?.permissions ?? [],
});

// --- timing (pure) -------------------------------------------------------------------------------

/** The `exp` claim (epoch seconds) of a JWT, or null when the token cannot be read. */
export const decodeJwtExp = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
    return null;
  } catch {
    return null;
  }
};

export type StartDecision = { kind: 'logout' } | { kind: 'refresh-now' } | { kind: 'schedule'; inMs: number };

/**
 * App start (spec 01 §4, §9): a token more than 3600 s past its expiry means logout; an auth age
 * over 1800 s means refresh at once; otherwise refresh when the age reaches 1800 s.
 */
export const decideAppStart = (input: { exp: number | null; authTime: number | null; now: number }): StartDecision => {
  const { exp, authTime, now } = input;
  if (exp !== null && now / 1000 > exp + TOKEN_EXPIRED_GRACE_SECONDS) {
    return { kind: 'logout' };
  }
  if (authTime === null) {
    return { kind: 'refresh-now' };
  }
  const ageSeconds = (now - authTime) / 1000;
  if (ageSeconds > REFRESH_AFTER_AUTH_AGE_SECONDS) {
    return { kind: 'refresh-now' };
  }
  return { kind: 'schedule', inMs: Math.max(0, REFRESH_AFTER_AUTH_AGE_SECONDS * 1000 - (now - authTime)) };
};
