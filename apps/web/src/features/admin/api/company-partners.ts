import type { TAdminPartner } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// GET /api/admin/companies/:companyId/partners → the company's partner network
export const useCompanyPartners = (companyId: string) =>
  useQuery({
    queryKey: adminKeys.partners(companyId),
    queryFn: async ({ signal }) =>
      (await api.get<TAdminPartner[]>(`${ADMIN_API}/companies/${encodeURIComponent(companyId)}/partners`, { signal }))
        .data,
  });
