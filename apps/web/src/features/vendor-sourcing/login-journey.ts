import { type LoginOutcome, resolveLoginOutcome } from '../../lib/login-machine';
import { fetchProfile } from '../../lib/profile';
import { setLoggedCompany, setProfile } from '../../lib/session';

/** After a log-in: load the profile into the session and decide the next screen (spec 01 §4). */
export const continueLoginJourney = async (): Promise<LoginOutcome> => {
  try {
    const profile = await fetchProfile();
    if (profile) {
      setProfile(profile);
      setLoggedCompany(profile.company);
    }
    return resolveLoginOutcome(profile);
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
};
