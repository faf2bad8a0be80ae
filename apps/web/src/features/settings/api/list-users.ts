import type { TCompanyUser, TUserListQuery } from '@lanehub/shared/features/settings/settings.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// GET /api/lanehub-core/users?search&skip&limit&sort&order → the company's users, meta.total.
export const userListOptions = (params: TUserListQuery) =>
  queryOptions({
    queryKey: settingsKeys.userList(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TCompanyUser[]>(SETTINGS_API.users, { query: params, signal });
      return {
        rows: data,
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
        skip: meta.skip ?? 0,
        limit: meta.limit ?? 10,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useUserList = (params: TUserListQuery) => useQuery(userListOptions(params));
