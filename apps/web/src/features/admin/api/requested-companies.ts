import type { ApprovalStatus } from '@lanehub/shared/constants/companies';
import type { TCompanyDecision, TRequestedCompany } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type RequestedCompanyQuery = {
  status: ApprovalStatus | 'all';
  skip: number;
  limit: number;
  search?: string | undefined;
  cursor?: string | undefined;
};

const BASE = '/lanehub-core/admin/requested-companies';
export const requestedCompanyKeys = {
  all: ['admin', 'requested-companies'] as const,
  list: (query: RequestedCompanyQuery) => ['admin', 'requested-companies', query] as const,
};

// GET /api/lanehub-core/admin/requested-companies (adminMgt.request-company).
export const useRequestedCompanies = (query: RequestedCompanyQuery) =>
  useQuery({
    queryKey: requestedCompanyKeys.list(query),
    queryFn: async ({ signal }) => {
      const reply = await api.get<TRequestedCompany[]>(BASE, { query, signal });
      return {
        rows: reply.data,
        total: reply.meta.total ?? reply.data.length,
        totalExact: reply.meta.totalExact !== false,
        nextCursor: reply.meta.nextCursor ?? null,
      };
    },
    placeholderData: keepPreviousData,
  });

// POST …/:companyId/approve and …/:companyId/decline { reason? }; a 409 means someone decided first.
// Used by Requested Companies and by the company approval screens; every admin list and detail reloads.
export const useDecideCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: string; decision: 'approve' | 'decline'; reason?: string }) =>
      api.post<TCompanyDecision>(
        `${BASE}/${encodeURIComponent(input.companyId)}/${input.decision}`,
        input.decision === 'decline' ? { reason: input.reason } : {},
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
