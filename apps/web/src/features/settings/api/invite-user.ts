import { INVITE_USER_PATH, type TInviteUserForm } from '@lanehub/shared/features/settings/settings.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

// POST /api/lanehub-core/users/invite { email, contactName } (the sign-up feature's call): e-mails an
// invitation link to /signup/:token; meta.message says what happened.
export const useInviteUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TInviteUserForm) => api.post<unknown>(INVITE_USER_PATH, values),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.users }),
  });
};
