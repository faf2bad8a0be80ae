import type { TAdminAccount } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// GET /api/admin/companies/:companyId/accounts/:accountId → one account of that company
export const useCompanyAccount = (companyId: string, accountId: string) =>
  useQuery({
    queryKey: adminKeys.companyAccount(companyId, accountId),
    queryFn: async ({ signal }) =>
      (
        await api.get<TAdminAccount>(
          `${ADMIN_API}/companies/${encodeURIComponent(companyId)}/accounts/${encodeURIComponent(accountId)}`,
          { signal },
        )
      ).data,
  });
