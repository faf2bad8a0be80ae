import type { TEquipment, TEquipmentListQuery } from '@lanehub/shared/features/equipment/equipment.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EQUIPMENT_API, equipmentKeys } from './equipment-keys';

// GET /api/lanehub-core/equipment?kind&search&skip&limit&sort&order → { data: Equipment[], meta: { total, skip, limit } }
export const equipmentListOptions = (params: TEquipmentListQuery) =>
  queryOptions({
    queryKey: equipmentKeys.list(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TEquipment[]>(EQUIPMENT_API, { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
        skip: meta.skip ?? params.skip,
        limit: meta.limit ?? params.limit,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useEquipmentList = (params: TEquipmentListQuery) => useQuery(equipmentListOptions(params));
