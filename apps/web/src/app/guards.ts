import { redirect } from 'react-router';
import { fetchUserPolicy } from '../features/account-selection/api/user-policy';
import { logout } from '../features/auth/api/logout';
import { isApiError } from '../lib/api-client';
import { surveyPathOf } from '../lib/login-machine';
import { fetchProfile } from '../lib/profile';
import { clearSession, getSession, hasSession, setLoggedCompany, setPolicy, setProfile } from '../lib/session';
import { resetAppStart, startApp } from './app-start';

// Route guards as loaders (spec 01 §2.1). The router runs matched loaders in parallel, so every
// guard awaits App start itself instead of relying on a parent.

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const ACCOUNT_SELECTION_PATH = '/account-selection';

/** Public-only screens (log-in, forgot password, vendor sign-up) send a signed-in user home. */
export const publicOnlyLoader = async () => {
  await startApp();
  return hasSession() ? redirect(HOME_PATH) : null;
};

const ensureProfile = async () => {
  if (getSession().profile) {
    return true;
  }
  const profile = await fetchProfile();
  if (!profile) {
    return false;
  }
  setProfile(profile);
  if (profile.company) {
    setLoggedCompany(profile.company);
  }
  return true;
};

const sessionGone = (error: unknown) => isApiError(error) && error.status === 401;

/** Private screens need a session and the user's profile (the initial data of App start). */
export const privateLoader = async () => {
  await startApp();
  if (!hasSession()) {
    return redirect(LOGIN_PATH);
  }
  try {
    if (!(await ensureProfile())) {
      clearSession();
      return redirect(LOGIN_PATH);
    }
  } catch (error) {
    if (sessionGone(error)) {
      return redirect('/logout');
    }
    throw error;
  }
  return null;
};

/**
 * Open screens that differ for a signed-in user (company sign-up): the session, if the page has one,
 * is restored with its profile. A visitor and a signed-in user without a company stay; a user who
 * already has a company has nothing to sign up and goes home (the private guards take it from there:
 * pending approval, survey, account selection).
 */
export const sessionAwareLoader = async () => {
  await startApp();
  if (hasSession()) {
    try {
      await ensureProfile();
    } catch {
      // Without the profile the screen shows its visitor's form; a dead session has gone to /logout.
    }
    if (getSession().profile?.company) {
      return redirect(HOME_PATH);
    }
  }
  return null;
};

/**
 * Spec 01 §4 after log-in, for any screen that needs a company: no company goes to company sign-up,
 * a company waiting for approval to the sign-up confirmation ('The company account has not been
 * confirmed yet'). Null when the company may go on.
 */
const companyGate = () => {
  const { profile } = getSession();
  if (!profile?.company) {
    return redirect('/company-sign-up');
  }
  return profile.company.pendingStatus ? redirect('/signup-confirmation') : null;
};

/** /account-selection: a signed-in user whose company is approved. */
export const accountSelectionLoader = async () => (await privateLoader()) ?? companyGate();

/**
 * The survey screens: a signed-in user whose company is confirmed (the server refuses every other
 * call of a company not confirmed yet, the survey state included).
 */
export const surveyLoader = async () => (await privateLoader()) ?? companyGate();

/** Screens inside the shell also need a chosen account and its policy (permissions). */
export const shellLoader = async () => {
  const guard = (await privateLoader()) ?? companyGate();
  if (guard) {
    return guard;
  }
  const { account, policy, profile } = getSession();
  // A company that owes its survey is sent to it (spec 01 §4: the survey-required error).
  const survey = surveyPathOf(profile?.company);
  if (survey) {
    return redirect(survey);
  }
  if (!account) {
    return redirect(ACCOUNT_SELECTION_PATH);
  }
  if (!policy) {
    try {
      setPolicy(await fetchUserPolicy(account._id));
    } catch (error) {
      if (sessionGone(error)) {
        return redirect('/logout');
      }
      throw error;
    }
  }
  return null;
};

/** /logout: revoke on the server (failure ignored), forget everything locally, go to log-in. */
export const logoutLoader = async () => {
  await startApp();
  try {
    await logout();
  } catch {
    // The session ends locally whatever the server answered.
  }
  resetAppStart();
  clearSession();
  // TanStack Query is not in the log-in screen's first load: its module comes with the screens that use it.
  (await import('./query-client')).queryClient.clear();
  return redirect(LOGIN_PATH);
};
