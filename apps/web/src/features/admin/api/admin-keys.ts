// Query keys of the admin area under one root: a change invalidates every admin list and record.
export const ADMIN_API = '/admin';

export const adminKeys = {
  all: ['admin'] as const,
  users: (params: object) => ['admin', 'users', params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  companies: (params: object) => ['admin', 'companies', params] as const,
  companyOptions: ['admin', 'company-options'] as const,
  company: (id: string) => ['admin', 'company', id] as const,
  partners: (id: string) => ['admin', 'partners', id] as const,
  companyAccount: (companyId: string, accountId: string) => ['admin', 'company-account', companyId, accountId] as const,
  accounts: (params: object) => ['admin', 'accounts', params] as const,
  account: (id: string) => ['admin', 'account', id] as const,
  subscriptions: (params: object) => ['admin', 'subscriptions', params] as const,
};

/** The list reply as the data table wants it. */
export const pageOf = <T>(
  data: T[] | unknown,
  meta: { total?: number | undefined; totalExact?: boolean | undefined; nextCursor?: string | null | undefined },
  skip: number,
) => ({
  rows: Array.isArray(data) ? (data as T[]) : [],
  total: meta.total ?? 0,
  totalExact: meta.totalExact !== false,
  // The keyset cursor of the next page (the list kit's Next follows it), null on the last page.
  nextCursor: meta.nextCursor ?? null,
  skip,
});
