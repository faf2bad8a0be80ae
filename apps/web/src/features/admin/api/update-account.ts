import type { TAdminAccount, TAdminUpdateAccount } from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// PUT /api/admin/accounts/:accountId { enable, mode, accountType }
export const useUpdateAdminAccount = (accountId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TAdminUpdateAccount) =>
      api.put<TAdminAccount>(`${ADMIN_API}/accounts/${encodeURIComponent(accountId)}`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
