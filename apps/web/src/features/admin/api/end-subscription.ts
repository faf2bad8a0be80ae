import type { TSubscription } from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// POST /api/admin/subscriptions/:id/end → today becomes its last day
export const useEndSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api.post<TSubscription>(`${ADMIN_API}/subscriptions/${encodeURIComponent(subscriptionId)}/end`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
