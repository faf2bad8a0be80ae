import { MSG } from '@lanehub/shared/constants/messages';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../test/fixtures';
import { resolveLoginOutcome } from './login-machine';

describe('resolveLoginOutcome', () => {
  it("gives 'Login error' when no profile is returned", () => {
    expect(resolveLoginOutcome(null)).toEqual({ kind: 'error', message: MSG.loginError });
    expect(resolveLoginOutcome(undefined)).toEqual({ kind: 'error', message: 'Login error' });
  });

  it('sends a user without a company to company sign-up', () => {
    expect(resolveLoginOutcome(makeProfile({ company: null }))).toEqual({
      kind: 'navigate',
      to: '/company-sign-up',
      message: 'No company profile was found',
    });
  });

  it('sends a pending company to the sign-up confirmation', () => {
    const base = makeProfile();
    const profile = makeProfile({ company: base.company && { ...base.company, pendingStatus: true } });
    expect(resolveLoginOutcome(profile)).toEqual({
      kind: 'navigate',
      to: '/signup-confirmation',
      message: 'The company account has not been confirmed yet',
    });
  });

  it('sends a vendor company that has not completed its survey to the vendor survey', () => {
    const base = makeProfile();
    const company = base.company && {
      ...base.company,
      companyType: [{ companyType: 'Vendor' }],
      completedSurvey: false,
    };
    expect(resolveLoginOutcome(makeProfile({ company }))).toEqual({ kind: 'navigate', to: '/vendor/survey' });
    // Once the survey is done, the journey goes on to account selection.
    expect(resolveLoginOutcome(makeProfile({ company: company && { ...company, completedSurvey: true } }))).toEqual({
      kind: 'navigate',
      to: '/account-selection',
    });
  });

  it('sends sellers and buyers without a completed survey to the sourcing survey', () => {
    const base = makeProfile();
    for (const type of ['Seller', 'Buyer', 'buyer']) {
      const company = base.company && { ...base.company, companyType: [{ companyType: type }], completedSurvey: false };
      expect(resolveLoginOutcome(makeProfile({ company }))).toEqual({ kind: 'navigate', to: '/sourcing/survey' });
    }
  });

  it('asks no survey of other company types, and checks the pending state first', () => {
    const base = makeProfile();
    const shipper = base.company && { ...base.company, completedSurvey: false };
    expect(resolveLoginOutcome(makeProfile({ company: shipper }))).toEqual({
      kind: 'navigate',
      to: '/account-selection',
    });
    const pendingVendor = base.company && {
      ...base.company,
      companyType: [{ companyType: 'Vendor' }],
      completedSurvey: false,
      pendingStatus: true,
    };
    expect(resolveLoginOutcome(makeProfile({ company: pendingVendor }))).toMatchObject({ to: '/signup-confirmation' });
  });

  it('sends everyone else to account selection', () => {
    expect(resolveLoginOutcome(makeProfile())).toEqual({ kind: 'navigate', to: '/account-selection' });
  });
});
