// The spec's account routes (spec 01 §2.3).
export const ACCOUNTS_PATH = '/company/company-accounts';
export const ACCOUNTS_ALIAS_PATH = '/company/accounts';
export const NEW_ACCOUNT_PATH = '/company/company-accounts/new-account';
export const accountDetailPath = (id: string) => `/company/account-detail/${encodeURIComponent(id)}`;
