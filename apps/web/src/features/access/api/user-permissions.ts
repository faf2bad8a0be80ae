import type { TUserPermissions, TUserPermissionView } from '@lanehub/shared/features/access/access.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API, accessKeys } from './access-keys';

// GET /api/uaa/user-permissions/:userId → the policies the user holds, each for an account or all.
export const useUserPermissions = (userId: string | null) =>
  useQuery({
    queryKey: accessKeys.userPermissions(userId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<TUserPermissionView>(`${ACCESS_API.userPermissions}/${encodeURIComponent(userId as string)}`, {
          signal,
        })
      ).data,
    enabled: Boolean(userId),
  });

// PUT /api/uaa/user-permissions { userId, permissions: [{ policyId, accountId }] } (spec 02 §3).
export const useUpdateUserPermissions = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TUserPermissions) => api.put<TUserPermissionView>(ACCESS_API.userPermissions, values),
    onSuccess: (reply) => {
      client.setQueryData(accessKeys.userPermissions(reply.data.userId), reply.data);
      return client.invalidateQueries({ queryKey: accessKeys.policies });
    },
  });
};
