import type { TAccount } from '@lanehub/shared/features/accounts/accounts.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_API, accountKeys } from './account-keys';

// PUT /api/lanehub-core/accounts/:id/enable { enable } → the account, meta.message 'Account has been enabled/disabled'.
export const useSetAccountEnabled = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enable: boolean) => api.put<TAccount>(`${ACCOUNTS_API}/${encodeURIComponent(id)}/enable`, { enable }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
};
