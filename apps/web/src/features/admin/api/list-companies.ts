import type { TAdminCompany, TAdminCompanyListQuery } from '@lanehub/shared/features/admin/admin.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys, pageOf } from './admin-keys';

// GET /api/admin/companies?search&approvalStatus&enabled&skip&limit&sort&order
export const useAdminCompanies = (params: TAdminCompanyListQuery) =>
  useQuery({
    queryKey: adminKeys.companies(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TAdminCompany[]>(`${ADMIN_API}/companies`, { query: params, signal });
      return pageOf<TAdminCompany>(data, meta, params.skip ?? 0);
    },
    placeholderData: keepPreviousData,
  });

// The same call for pickers: approved, enabled members, by name (the first 1000).
export const useCompanyOptions = () =>
  useQuery({
    queryKey: adminKeys.companyOptions,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<TAdminCompany[]>(`${ADMIN_API}/companies`, {
        query: { limit: 1000, sort: 'legalName', approvalStatus: 'approved' },
        signal,
      });
      return data.map((company) => ({ value: company.id, label: company.legalName }));
    },
  });
