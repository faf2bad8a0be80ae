import type { TAdminCompanyDetail } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// GET /api/admin/companies/:companyId → profile, users, accounts, subscriptions
export const useAdminCompany = (companyId: string) =>
  useQuery({
    queryKey: adminKeys.company(companyId),
    queryFn: async ({ signal }) =>
      (await api.get<TAdminCompanyDetail>(`${ADMIN_API}/companies/${encodeURIComponent(companyId)}`, { signal })).data,
  });
