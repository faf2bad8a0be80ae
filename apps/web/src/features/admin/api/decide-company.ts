import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// Approve or decline a company request: the call of Admin → Requested Companies (built with company
// sign-up): POST /api/admin/requested-companies/:companyId/approve, and /decline with { reason? }.
export type CompanyDecision = { decision: 'approve' } | { decision: 'decline'; reason?: string | undefined };

export const useDecideCompany = (companyId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyDecision) =>
      api.post<unknown>(
        `${ADMIN_API}/requested-companies/${encodeURIComponent(companyId)}/${input.decision}`,
        input.decision === 'decline' ? { reason: input.reason } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
