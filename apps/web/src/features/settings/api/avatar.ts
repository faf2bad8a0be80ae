import type { TProfileDetails } from '@lanehub/shared/features/settings/settings.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, isApiError, uploadForm } from '../../../lib/api-client';
import { getSession, setProfile } from '../../../lib/session';
import { SETTINGS_API, settingsKeys } from './settings-keys';

// GET /api/lanehub-core/users/:userId/avatar as a Blob (it needs the bearer token, so no plain <img src>).
export const useAvatar = (url: string | null | undefined) =>
  useQuery({
    queryKey: settingsKeys.avatar(url ?? ''),
    queryFn: async ({ signal }): Promise<Blob | null> => {
      try {
        return (await downloadFile((url as string).replace(/^\/api/, ''), { signal })).blob;
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return null;
        }
        throw error;
      }
    },
    enabled: Boolean(url),
    staleTime: 5 * 60_000,
  });

// The shell shows the picture named by the session's profile.
const showInSession = (avatarUrl: string | null) => {
  const current = getSession().profile;
  if (current) {
    setProfile({ ...current, avatar: avatarUrl });
  }
};

// PUT /api/lanehub-core/profile/avatar, multipart `file` (image/jpeg or image/png).
export const useUploadAvatar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<TProfileDetails>('PUT', SETTINGS_API.avatar, form);
    },
    onSuccess: (reply, file) => {
      client.setQueryData(settingsKeys.profile, reply.data);
      if (reply.data.avatarUrl) {
        client.setQueryData(settingsKeys.avatar(reply.data.avatarUrl), file);
      }
      showInSession(reply.data.avatarUrl);
    },
  });
};

// DELETE /api/lanehub-core/profile/avatar.
export const useRemoveAvatar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TProfileDetails>(SETTINGS_API.avatar),
    onSuccess: (reply) => {
      client.setQueryData(settingsKeys.profile, reply.data);
      showInSession(reply.data.avatarUrl);
    },
  });
};
