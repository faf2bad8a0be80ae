import type {
  HrAction,
  THrActionReply,
  THrActionValues,
} from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// POST /api/hr-hierarchy/{action} with the action's payload; meta.message is the toast. Any change
// can move the tree, the counts and the pickers, so every list of the feature is refreshed.
export const useHrAction = <A extends HrAction>(action: A) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: THrActionValues<A>) => api.post<THrActionReply<A>>(`${HR_API}/${action}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: hrKeys.all }),
  });
};
