import type { TAdminCompanyDetail } from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// PUT /api/admin/companies/:companyId/status { enabled } — disabling ends the company's sessions at once
export const useSetCompanyStatus = (companyId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<TAdminCompanyDetail>(`${ADMIN_API}/companies/${encodeURIComponent(companyId)}/status`, { enabled }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
