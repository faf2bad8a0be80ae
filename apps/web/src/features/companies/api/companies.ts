import { COMPANY_SEARCH_DEBOUNCE_MS } from '@lanehub/shared/constants/app';
import type {
  TCompanyProfile,
  TCompanyPublicProfile,
  TUpdateCompany,
} from '@lanehub/shared/features/companies/companies.contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateNetwork } from '../../../lib/partner-network';

const BASE = '/lanehub-core';

export const companyKeys = {
  own: ['company', 'own'] as const,
  profile: (id: string) => ['company', 'profile', id] as const,
  search: (name: string, type?: string) => ['company', 'search', name, type ?? 'all'] as const,
};

// The partner network's list and the trading-partner creation live in lib/partner-network.ts (other
// features pick partners through components/company-picker.tsx).
export { usePartners } from '../../../lib/partner-network';

export const useOwnCompany = () =>
  useQuery({
    queryKey: companyKeys.own,
    queryFn: async ({ signal }) => (await api.get<TCompanyProfile>(`${BASE}/company`, { signal })).data,
  });

// GET /api/lanehub-core/product-segments?limit=200&sort=name: the company's own segment names, the
// suggestions of the profile's product segments.
export const useProductSegmentNames = (enabled: boolean) =>
  useQuery({
    queryKey: ['company', 'segment-names'] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<Array<{ name: string }>>(`${BASE}/product-segments`, {
          query: { limit: 200, sort: 'name', order: 'asc' },
          signal,
        })
      ).data.map((segment) => segment.name),
    enabled,
    staleTime: 60_000,
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
/** Companies by name and type; with no name typed, every company a page at a time (browse). */
export const COMPANY_BROWSE_PAGE = 20;
export const useCompanySearch = (name: string, type: string | null, skip = 0) => {
  const [debounced] = useDebouncedValue(name.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...companyKeys.search(debounced, type ?? undefined), skip] as const,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<TCompanyPublicProfile[]>(`${BASE}/companies/search`, {
          query: { name: debounced || undefined, type: type ?? undefined, skip, limit: COMPANY_BROWSE_PAGE },
          signal,
        })
      ).data,
  });
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
