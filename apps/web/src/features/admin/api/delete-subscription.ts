import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// DELETE /api/admin/subscriptions/:id — only a period that has not started
export const useDeleteSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api.delete<{ id: string }>(`${ADMIN_API}/subscriptions/${encodeURIComponent(subscriptionId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
