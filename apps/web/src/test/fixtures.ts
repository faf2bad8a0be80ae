import type { TProfile } from '@lanehub/shared/features/auth/auth.contract';

export const makeProfile = (overrides: Partial<TProfile> = {}): TProfile => ({
  userId: 'u1',
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
  userType: [],
  isSystemAdmin: false,
  avatar: null,
  verificationPending: false,
  company: {
    _id: 'c1',
    legalName: 'Acme Freight Ltd.',
    companyType: [{ companyType: 'Shipper' }],
    pendingStatus: false,
    completedSurvey: true,
    enabled: true,
  },
  account: [
    { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    { _id: 'a2', number: 'ACC-1002', accountType: null, mode: null, enable: true },
  ],
  ...overrides,
});
