import type { TAdminCompanyDetail, TAdminCreateCompany } from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// POST /api/admin/companies → an approved company with its first account and administrator
export const useCreateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TAdminCreateCompany) => api.post<TAdminCompanyDetail>(`${ADMIN_API}/companies`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
