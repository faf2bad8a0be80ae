import type {
  TApproveInput,
  TAuditSettings,
  TBillAudit,
  TBillAuditSummary,
  TDisputeInput,
} from '@lanehub/shared/features/audit-pay/audit-pay.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Audit & Pay's calls (apps/server/src/features/audit-pay, docs/audit-pay.md).
const BASE = '/lanehub-core/audit-pay';
const keys = { all: ['audit-pay'] as const };

export const useAuditSettings = () =>
  useQuery({
    queryKey: [...keys.all, 'settings'],
    queryFn: async ({ signal }) => (await api.get<TAuditSettings>(`${BASE}/settings`, { signal })).data,
  });

export const useBillAudits = () =>
  useQuery({
    queryKey: [...keys.all, 'bills'],
    queryFn: async ({ signal }) => (await api.get<TBillAuditSummary[]>(`${BASE}/bill`, { signal })).data,
  });

export const useBillAudit = (id: string | null) =>
  useQuery({
    queryKey: [...keys.all, 'bill', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<TBillAudit>(`${BASE}/bill/${encodeURIComponent(id ?? '')}`, { signal })).data,
  });

/** The billed company's decisions on one of the caller's invoices (the carrier's side). */
export const useInvoiceReview = (invoiceId: string) =>
  useQuery({
    queryKey: [...keys.all, 'invoice', invoiceId],
    queryFn: async ({ signal }) =>
      (await api.get<TBillAudit>(`/lanehub-core/invoice/${encodeURIComponent(invoiceId)}/audit`, { signal })).data,
  });

const useAuditMutation = <V, R>(call: (values: V) => Promise<{ data: R; meta: { message?: string | undefined } }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useSaveAuditSettings = () =>
  useAuditMutation((values: TAuditSettings) => api.put<TAuditSettings>(`${BASE}/settings`, values));
export const useApproveLines = (billId: string) =>
  useAuditMutation((values: TApproveInput) =>
    api.post<TBillAudit>(`${BASE}/bill/${encodeURIComponent(billId)}/approve`, values),
  );
export const useDisputeLine = (billId: string) =>
  useAuditMutation((values: TDisputeInput) =>
    api.post<TBillAudit>(`${BASE}/bill/${encodeURIComponent(billId)}/dispute`, values),
  );
