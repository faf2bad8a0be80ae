import { MSG } from '@lanehub/shared';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures';
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

  it('sends everyone else to account selection', () => {
    expect(resolveLoginOutcome(makeProfile())).toEqual({ kind: 'navigate', to: '/account-selection' });
  });
});
