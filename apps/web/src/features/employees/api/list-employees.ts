import type { TEmployee, TEmployeeListQuery } from '@lanehub/shared/features/employees/employees.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/lanehub-core/employees?search&skip&limit&sort&order → { data: Employee[], meta: { total, skip, limit } }
export const employeeListOptions = (params: TEmployeeListQuery) =>
  queryOptions({
    queryKey: ['employees', 'list', params] as const,
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TEmployee[]>('/lanehub-core/employees', { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useEmployeeList = (params: TEmployeeListQuery) => useQuery(employeeListOptions(params));
