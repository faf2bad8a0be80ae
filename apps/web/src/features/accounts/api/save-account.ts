import type { TAccount, TAccountValues } from '@lanehub/shared/features/accounts/accounts.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_API, accountKeys } from './account-keys';

// POST /api/lanehub-core/accounts (create, 201) or PUT /api/lanehub-core/accounts/:id (replace the account).
export const useSaveAccount = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TAccountValues) =>
      id
        ? api.put<TAccount>(`${ACCOUNTS_API}/${encodeURIComponent(id)}`, values)
        : api.post<TAccount>(ACCOUNTS_API, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
};
