import {
  ACCOUNT_LIST_LIMIT,
  avatarUrlOf,
  firstTypeOf,
  MSG,
  modeInfo,
  ONBOARDING_MSG,
  type TAccountSummary,
  type TProfile,
  type TSelectAccountRequest,
  type TUserPolicy,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import type { accounts, companies } from '../../db/schema';
import type { ClientMeta } from '../../kernel/sign-in';
import type { AuthContext } from '../../platform/access';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors';
import { hasVerificationLink } from '../../platform/one-time-tokens';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords';
import { permissionsFor, revokeSessions } from '../../platform/session.queries';
import { hashToken, newOpaqueToken, type TokenService } from '../../platform/tokens';
import * as q from './auth.queries';

// A rotated refresh token presented again within this window is treated as a race between two tabs
// of the same browser (refused, family kept); later, as theft (the whole family is revoked).
const REUSE_GRACE_MS = 10_000;

export type AuthServiceDeps = { db: Db; tokens: TokenService; refreshTtlDays: number };

const toAccountSummary = (a: typeof accounts.$inferSelect): TAccountSummary => ({
  _id: a.id,
  number: a.number,
  accountType: a.accountType,
  mode: a.mode,
  enable: a.enable,
});

const toCompanySummary = (c: typeof companies.$inferSelect) => ({
  _id: c.id,
  legalName: c.legalName,
  companyType: c.companyTypes.map((companyType) => ({ companyType })),
  pendingStatus: c.pendingStatus,
  completedSurvey: c.completedSurvey,
  enabled: c.enabled,
});

export const createAuthService = ({ db, tokens, refreshTtlDays }: AuthServiceDeps) => {
  const refreshExpiry = () => new Date(Date.now() + refreshTtlDays * 86_400_000);

  const login = async (email: string, password: string, client: ClientMeta) => {
    const found = await q.findUserByEmail(db, email);
    if (!found) {
      await burnPasswordCheck(password);
      throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(password, found.user.passwordHash))) {
      throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (!found.user.enabled) {
      throw forbidden(MSG.userDisabled, 'USER_DISABLED');
    }
    if (found.companyEnabled === false) {
      throw forbidden(MSG.companyDisabled, 'COMPANY_DISABLED');
    }
    if (found.companyApproval === 'declined') {
      throw forbidden(ONBOARDING_MSG.companyDeclinedLogin, 'COMPANY_DECLINED');
    }
    const refreshToken = newOpaqueToken();
    const sessionId = await q.createSession(db, {
      userId: found.user.id,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiry(),
      ...client,
    });
    const accessToken = await tokens.sign({ sub: found.user.id, sid: sessionId });
    return { accessToken, RefreshToken: refreshToken };
  };

  const refresh = async (presented: string) => {
    const presentedHash = hashToken(presented);
    const next = newOpaqueToken();
    const session = await q.rotateRefreshToken(db, presentedHash, hashToken(next), refreshExpiry());
    if (!session) {
      const known = await q.findRefreshToken(db, presentedHash);
      if (known?.usedAt && Date.now() - known.usedAt.getTime() > REUSE_GRACE_MS) {
        await revokeSessions(db, 'refresh-token-reuse', { sessionId: known.sessionId });
      }
      throw unauthorized(MSG.sessionExpired, 'REFRESH_INVALID');
    }
    const user = await q.findUserById(db, session.userId);
    if (!user?.enabled) {
      await revokeSessions(db, 'user-disabled', { sessionId: session.id });
      throw unauthorized(MSG.sessionExpired, 'REFRESH_INVALID');
    }
    if (user.companyId) {
      const company = await q.findCompany(db, user.companyId);
      if (!company?.enabled) {
        await revokeSessions(db, 'company-disabled', { sessionId: session.id });
        throw unauthorized(MSG.sessionExpired, 'REFRESH_INVALID');
      }
    }
    const accessToken = await tokens.sign({ sub: session.userId, sid: session.id });
    return { accessToken, RefreshToken: next };
  };

  const logout = async (by: { sessionId?: string; refreshToken?: string }) => {
    if (by.sessionId) {
      await revokeSessions(db, 'logout', { sessionId: by.sessionId });
    }
    if (by.refreshToken) {
      const known = await q.findRefreshToken(db, hashToken(by.refreshToken));
      if (known) {
        await revokeSessions(db, 'logout', { sessionId: known.sessionId });
      }
    }
  };

  const profile = async (auth: AuthContext): Promise<TProfile[]> => {
    const user = await q.findUserById(db, auth.userId);
    if (!user) {
      return [];
    }
    const company = user.companyId ? await q.findCompany(db, user.companyId) : null;
    const accountRows = company ? await q.listCompanyAccounts(db, company.id, ACCOUNT_LIST_LIMIT) : [];
    return [
      {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        userType: user.userType,
        isSystemAdmin: user.isSystemAdmin,
        avatar: avatarUrlOf(user),
        verificationPending: user.emailVerifiedAt === null && (await hasVerificationLink(db, user.id)),
        company: company ? toCompanySummary(company) : null,
        account: accountRows.map(toAccountSummary),
      },
    ];
  };

  const userPolicy = async (auth: AuthContext, accountId: string | undefined): Promise<TUserPolicy> => {
    let account: string | null = auth.accountId;
    if (accountId) {
      if (!auth.companyId || !(await q.findAccount(db, auth.companyId, accountId))) {
        throw notFound(MSG.accountInvalid);
      }
      account = accountId;
    }
    return {
      roles: [auth.role],
      permissions: await permissionsFor(db, auth.userId, account),
      isSystemAdmin: auth.isSystemAdmin,
    };
  };

  const selectAccount = async (auth: AuthContext, input: TSelectAccountRequest) => {
    if (!auth.companyId) {
      throw forbidden(MSG.noCompany, 'NO_COMPANY');
    }
    const account = await q.findEnabledAccountByNumber(db, auth.companyId, input.accountNumber);
    if (!account) {
      throw badRequest(MSG.accountInvalid, { accountNumber: MSG.accountInvalid });
    }
    const info = modeInfo(input.mode);
    const types: readonly string[] = info?.types ?? [];
    let type: string | null = input.type ?? firstTypeOf(input.mode);
    if (types.length === 0) {
      type = null;
    } else if (!type || !types.includes(type)) {
      throw badRequest(MSG.typeNotInMode, { type: MSG.typeNotInMode });
    }
    await q.bindSessionToAccount(db, auth.sessionId, { accountId: account.id, mode: input.mode, type });
    const accessToken = await tokens.sign({ sub: auth.userId, sid: auth.sessionId });
    return {
      accessToken,
      account: toAccountSummary(account),
      mode: input.mode,
      type,
      integratedShipping: input.mode === 'integrated_shipping',
    };
  };

  return { login, refresh, logout, profile, userPolicy, selectAccount };
};

export type AuthService = ReturnType<typeof createAuthService>;
export type { ClientMeta };
