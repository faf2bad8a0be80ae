import type { TAccountFormOptions } from '@lanehub/shared/features/accounts/accounts.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_API, accountKeys } from './account-keys';

// GET /api/lanehub-core/accounts/form-options → the company's locations and the company itself.
export const useAccountFormOptions = () =>
  useQuery({
    queryKey: accountKeys.formOptions,
    queryFn: async ({ signal }) =>
      (await api.get<TAccountFormOptions>(`${ACCOUNTS_API}/form-options`, { signal })).data,
  });
