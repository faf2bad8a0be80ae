import type { TAccountListQuery } from '@lanehub/shared/features/accounts/accounts.contract';

export const ACCOUNTS_API = '/lanehub-core/accounts';

// Query keys under one root, so that one invalidation refreshes the lists and the records.
export const accountKeys = {
  all: ['accounts'] as const,
  list: (params: TAccountListQuery) => ['accounts', 'list', params] as const,
  record: (id: string) => ['accounts', 'record', id] as const,
  formOptions: ['accounts', 'form-options'] as const,
};
