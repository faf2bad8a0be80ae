import type {
  TSubscription,
  TSubscriptionInput,
  TSubscriptionUpdate,
} from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// POST /api/admin/subscriptions (create) or PUT /api/admin/subscriptions/:id (plan, period, notes)
export const useSaveSubscription = (subscriptionId?: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TSubscriptionInput | TSubscriptionUpdate) =>
      subscriptionId
        ? api.put<TSubscription>(`${ADMIN_API}/subscriptions/${encodeURIComponent(subscriptionId)}`, values)
        : api.post<TSubscription>(`${ADMIN_API}/subscriptions`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
