import type { TProfileDetails, TProfileUpdate } from '@lanehub/shared/features/settings/settings.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSession, setProfile } from '../../../lib/session';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// PUT /api/lanehub-core/profile { firstName, lastName, phone, title } → meta.message 'Your user profile has been updated'.
export const useUpdateProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TProfileUpdate) => api.put<TProfileDetails>(SETTINGS_API.profile, values),
    onSuccess: (reply) => {
      client.setQueryData(settingsKeys.profile, reply.data);
      // The shell shows the name from the session's profile.
      const current = getSession().profile;
      if (current) {
        setProfile({ ...current, firstName: reply.data.firstName, lastName: reply.data.lastName });
      }
    },
  });
};
