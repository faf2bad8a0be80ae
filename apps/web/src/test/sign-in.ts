import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../lib/session';
import { fakeJwt } from './fetch-mock';
import { makeProfile } from './fixtures';

/**
 * Signs the test's user in as an administrator of Acme Freight on account ACC-1001 (integrated
 * shipping) holding exactly `permissions`: what a list screen's tests start from.
 */
export const signInWithPermissions = (permissions: string[]) => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile());
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'integrated_shipping',
    type: null,
    integratedShipping: true,
  });
  setPolicy({ roles: ['admin'], permissions, isSystemAdmin: false });
};
