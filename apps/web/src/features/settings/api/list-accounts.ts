import type { TSettingsAccount, TSettingsAccountListQuery } from '@lanehub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// GET /api/lanehub-core/settings/accounts?search&skip&limit&sort&order → the company's accounts.
export const accountListOptions = (params: TSettingsAccountListQuery) =>
  queryOptions({
    queryKey: settingsKeys.accountList(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TSettingsAccount[]>(SETTINGS_API.accounts, { query: params, signal });
      return { rows: data, total: meta.total ?? 0, skip: meta.skip ?? 0, limit: meta.limit ?? 10 };
    },
    placeholderData: keepPreviousData,
  });

export const useAccountList = (params: TSettingsAccountListQuery) => useQuery(accountListOptions(params));
