import type { Language } from '@lanehub/shared/constants/app';
import type { THelp } from '@lanehub/shared/features/help/help.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

// GET /api/help?path=&lang=: the help of the screen at a web path (spec 01 §2.4). The server picks
// the screen (exact, ':param' pattern, longest prefix) and falls back to English.
export const fetchHelp = async (path: string, language: Language, signal?: AbortSignal): Promise<THelp> => {
  const { data } = await api.get<THelp>('/help', { query: { path, lang: language }, signal });
  return data;
};

export const helpQueryOptions = (path: string, language: Language) =>
  queryOptions({
    queryKey: ['help', path, language] as const,
    queryFn: ({ signal }) => fetchHelp(path, language, signal),
    // Help is product content that rarely changes; reopening the drawer need not ask again.
    staleTime: 5 * 60_000,
    // A 404 ('No help for this screen') or another refusal will not change on retry.
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
  });

/** Loads only while `enabled` (the drawer is open), so navigating costs no request. */
export const useHelp = (path: string, language: Language, enabled: boolean) =>
  useQuery({ ...helpQueryOptions(path, language), enabled });

export const isNoHelp = (error: unknown): boolean => isApiError(error) && error.status === 404;
