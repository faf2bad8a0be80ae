import type { TPolicy } from '@lanehub/shared/features/access/access.contract';
import {
  PENDING_INVITATIONS_PATH,
  type TPendingInvitation,
} from '@lanehub/shared/features/onboarding/onboarding.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invitationKeys = {
  all: ['settings', 'invitations'] as const,
  page: (skip: number, limit: number) => ['settings', 'invitations', skip, limit] as const,
  policies: ['settings', 'invitations', 'policies'] as const,
};

// GET /api/lanehub-core/users/invitations?skip&limit: the pending invitations, newest first.
export const usePendingInvitations = (skip: number, limit: number) =>
  useQuery({
    queryKey: invitationKeys.page(skip, limit),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TPendingInvitation[]>(PENDING_INVITATIONS_PATH, {
        query: { skip, limit },
        signal,
      });
      return { rows: data, total: meta.total ?? data.length };
    },
    placeholderData: keepPreviousData,
  });

// POST …/users/invitations/:id/resend: a new link, the old one stops working.
export const useResendInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ email: string }>(`${PENDING_INVITATIONS_PATH}/${id}/resend`),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
};

// DELETE …/users/invitations/:id: the link stops working.
export const useRevokeInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ email: string }>(`${PENDING_INVITATIONS_PATH}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
};

// GET /api/uaa/policies?scope=company: the policies the company may hand out (its own and attached ones).
export const useInvitablePolicies = (enabled: boolean) =>
  useQuery({
    queryKey: invitationKeys.policies,
    queryFn: async ({ signal }) =>
      (await api.get<TPolicy[]>('/uaa/policies', { query: { scope: 'company', limit: 100 }, signal })).data,
    enabled,
  });

/**
 * The default an invitation starts with: the least-privileged policy the company may hand out, a
 * policy that only views (every permission is 'area.view'), the fewest permissions first, then by
 * name: the demo's 'Operations viewer'. A company whose only policy is 'Company administrator'
 * gets no default: inviting never hands out administration unless the administrator picks it.
 */
export const leastPrivileged = (policies: readonly TPolicy[]): TPolicy | null =>
  [...policies]
    .filter((p) => p.permissions.length > 0 && p.permissions.every((permission) => permission.endsWith('.view')))
    .sort((a, b) => a.permissions.length - b.permissions.length || a.name.localeCompare(b.name))[0] ?? null;
