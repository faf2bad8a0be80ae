import type { TProfileDetails } from '@lanehub/shared/features/settings/settings.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// GET /api/lanehub-core/profile → the signed-in user's name, phone, title and avatar address.
export const profileOptions = () =>
  queryOptions({
    queryKey: settingsKeys.profile,
    queryFn: async ({ signal }) => (await api.get<TProfileDetails>(SETTINGS_API.profile, { signal })).data,
  });

export const useProfileDetails = () => useQuery(profileOptions());
