import type { TCompanyPublicProfile, TTradingPartner } from '@lanehub/shared/features/companies/companies.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

// The company's partner network as every feature sees it: the partners to pick from (company picker)
// and a trading partner created on the spot. The companies feature's network page manages it.

const BASE = '/lanehub-core';

export const partnerKeys = {
  partners: (type?: string) => ['company', 'partners', type ?? 'all'] as const,
  allPartners: ['company', 'partners'] as const,
};

/** The partner network, optionally of one type ('carrier' covers every carrier type). */
export const usePartners = (type?: string | null) =>
  useQuery({
    queryKey: partnerKeys.partners(type ?? undefined),
    queryFn: async ({ signal }) =>
      (await api.get<TCompanyPublicProfile[]>(`${BASE}/partners`, { query: { type: type ?? undefined }, signal })).data,
  });

/** Refreshes the partner lists and the company search after the network changed. */
export const useInvalidateNetwork = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: partnerKeys.allPartners }),
      client.invalidateQueries({ queryKey: ['company', 'search'] }),
    ]);
};

export const useCreateTradingPartner = () => {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (values: TTradingPartner) =>
      api.post<{ _id: string; legalName: string }>(`${BASE}/trading-partners`, values),
    onSettled: invalidate,
  });
};

/** Edits a trading partner the company added by hand. */
export const useUpdateTradingPartner = () => {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: TTradingPartner }) =>
      api.put<{ _id: string; legalName: string }>(`${BASE}/trading-partners/${id}`, values),
    onSettled: invalidate,
  });
};
