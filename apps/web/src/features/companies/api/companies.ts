import type { TCompanyProfile, TCompanyPublicProfile, TTradingPartner, TUpdateCompany } from '@lanehub/shared';
import { COMPANY_SEARCH_DEBOUNCE_MS } from '@lanehub/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const BASE = '/lanehub-core';

export const companyKeys = {
  own: ['company', 'own'] as const,
  profile: (id: string) => ['company', 'profile', id] as const,
  partners: (type?: string) => ['company', 'partners', type ?? 'all'] as const,
  allPartners: ['company', 'partners'] as const,
  search: (name: string, type?: string) => ['company', 'search', name, type ?? 'all'] as const,
};

export const useOwnCompany = () =>
  useQuery({
    queryKey: companyKeys.own,
    queryFn: async ({ signal }) => (await api.get<TCompanyProfile>(`${BASE}/company`, { signal })).data,
  });

export const useUpdateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: TUpdateCompany) => api.put<TCompanyProfile>(`${BASE}/company`, values),
    onSuccess: ({ data }) => client.setQueryData(companyKeys.own, data),
  });
};

export const usePublicProfile = (companyId: string) =>
  useQuery({
    queryKey: companyKeys.profile(companyId),
    queryFn: async ({ signal }) =>
      (await api.get<TCompanyPublicProfile>(`${BASE}/companies/${companyId}`, { signal })).data,
  });

/** Search by name and type, 300 ms after the last keystroke (spec 01 §9). */
export const useCompanySearch = (name: string, type: string | null) => {
  const [debounced] = useDebouncedValue(name.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: companyKeys.search(debounced, type ?? undefined),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<TCompanyPublicProfile[]>(`${BASE}/companies/search`, {
          query: { name: debounced, type: type ?? undefined },
          signal,
        })
      ).data,
  });
};

/** The partner network, optionally of one type ('carrier' covers every carrier type). */
export const usePartners = (type?: string | null) =>
  useQuery({
    queryKey: companyKeys.partners(type ?? undefined),
    queryFn: async ({ signal }) =>
      (await api.get<TCompanyPublicProfile[]>(`${BASE}/partners`, { query: { type: type ?? undefined }, signal })).data,
  });

const useInvalidateNetwork = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: companyKeys.allPartners }),
      client.invalidateQueries({ queryKey: ['company', 'search'] }),
    ]);
};

export const useAddPartner = () => {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (partnerCompanyId: string) => api.post<TCompanyPublicProfile>(`${BASE}/partners`, { partnerCompanyId }),
    onSettled: invalidate,
  });
};

export const useRemovePartner = () => {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (partnerCompanyId: string) => api.delete(`${BASE}/partners/${partnerCompanyId}`),
    onSettled: invalidate,
  });
};

export const useCreateTradingPartner = () => {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: (values: TTradingPartner) =>
      api.post<{ _id: string; legalName: string }>(`${BASE}/trading-partners`, values),
    onSettled: invalidate,
  });
};
