import type {
  TContract,
  TContractHistoryEntry,
  TContractInput,
  TField,
  TLane,
  TPriceAnswer,
  TPriceLookup,
  TRateCard,
  TRateCardInput,
  TRateCardRowInput,
  TRateCardValidation,
} from '@lanehub/shared/features/contracts/contracts.contract';
import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The contracts API (features/contracts on the server; spec 02 §7.6).
export type TContractTypeView = { _id: string; type: string; modeContract: 'Road' | 'Rail' | 'Dray' };
export type TRateCardTypeView = {
  _id: string;
  code: number;
  name: string;
  modeContract: 'Road' | 'Rail' | 'Dray';
  feature: TField[];
  rate: TField[];
};
export type TRateCardDetail = TRateCard & { lanes: TLane[] };
export type ContractFilters = { mode?: string | undefined; status?: string | undefined; search?: string | undefined };

export const contractKeys = {
  all: ['contracts'] as const,
  list: (filters: ContractFilters) => ['contracts', 'list', filters] as const,
  one: (id: string) => ['contracts', 'one', id] as const,
  history: ['contracts', 'history'] as const,
  types: ['contracts', 'types'] as const,
  rateCardTypes: ['contracts', 'rate-card-types'] as const,
  rateCards: (contractId: string | null) => ['contracts', 'rate-cards', contractId] as const,
  rateCard: (contractId: string, rateId: string) => ['contracts', 'rate-card', contractId, rateId] as const,
};

// Contracts are fetched again only when a change makes them stale (spec 02 §4: not refetched unless
// forced); the types are fetched once.
export const useContracts = (filters: ContractFilters) =>
  useQuery({
    queryKey: contractKeys.list(filters),
    queryFn: async ({ signal }) =>
      (await api.get<TContract[]>('/lanehub-core/contract', { signal, query: { ...filters, limit: 100 } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useContract = (id: string | undefined) =>
  useQuery({
    queryKey: contractKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api.get<TContract>(`/lanehub-core/contract/${id}`, { signal })).data,
    enabled: Boolean(id),
  });

export const useContractHistory = () =>
  useQuery({
    queryKey: contractKeys.history,
    queryFn: async ({ signal }) =>
      (await api.get<TContractHistoryEntry[]>('/lanehub-core/contract/history', { signal })).data,
  });

export const useContractTypes = () =>
  useQuery({
    queryKey: contractKeys.types,
    queryFn: async ({ signal }) => (await api.get<TContractTypeView[]>('/lanehub/contract/type', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRateCardTypes = () =>
  useQuery({
    queryKey: contractKeys.rateCardTypes,
    queryFn: async ({ signal }) =>
      (await api.get<TRateCardTypeView[]>('/lanehub/contract/ratecardtype', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRateCards = (contractId: string | null) =>
  useQuery({
    queryKey: contractKeys.rateCards(contractId),
    queryFn: async ({ signal }) =>
      (
        await api.get<TRateCard[]>(
          contractId ? `/lanehub/contract/${contractId}/ratecard` : '/lanehub/contract/rates',
          {
            signal,
          },
        )
      ).data,
  });

export const useRateCard = (contractId: string, rateId: string) =>
  useQuery({
    queryKey: contractKeys.rateCard(contractId, rateId),
    queryFn: async ({ signal }) =>
      (await api.get<TRateCardDetail>(`/lanehub/contract/${contractId}/ratecard/${rateId}`, { signal })).data,
  });

export const useSaveContract = (id?: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TContractInput) =>
      id ? api.put<TContract>(`/lanehub-core/contract/${id}`, input) : api.post<TContract>('/lanehub/contract', input),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};

export const useDeleteContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (contractId: string) =>
      api.delete<{ _id: string }>('/lanehub/contract', { query: { contractId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};

export const validateRateCardRows = async (contractId: string, rateCardTypeId: string, rows: TRateCardRowInput[]) =>
  (await api.put<TRateCardValidation>(`/lanehub/contract/${contractId}/ratecard/validation`, { rateCardTypeId, rows }))
    .data;

export const useSaveRateCard = (contractId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TRateCardInput) =>
      api.put<TRateCardDetail>(`/lanehub/contract/${contractId}/ratecard`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};

/** A large rate card as a job (all rows or none): GET /api/jobs/:id follows it. */
export const uploadRateCard = async (contractId: string, input: TRateCardInput) =>
  (await api.post<{ job: TJob }>(`/lanehub/contract/${contractId}/ratecard/upload`, input)).data.job;

export const lookupPrice = async (contractId: string, lookup: TPriceLookup) =>
  (await api.post<TPriceAnswer>(`/lanehub/contract/${contractId}/price`, lookup)).data;
