import { INVITE_USER_PATH, type TInviteUserForm } from '@lanehub/shared/features/settings/settings.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationKeys } from './invitations';
import { settingsKeys } from './settings-keys';

// POST /api/lanehub-core/users/invite { email, contactName } (the sign-up feature's call): e-mails an
// invitation link to /signup/:token; meta.message says what happened.
export const useInviteUser = () => {
  const client = useQueryClient();
  return useMutation({
    // The form's '' account is 'every account' (null) in the request.
    mutationFn: (values: TInviteUserForm) =>
      api.post<unknown>(INVITE_USER_PATH, {
        ...values,
        firstName: values.firstName || undefined,
        lastName: values.lastName || undefined,
        grants: values.grants.map((g) => ({ policyId: g.policyId, accountId: g.accountId || null })),
      }),
    // The users list (settingsKeys.users) and the pending invitations below it.
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.users }),
        client.invalidateQueries({ queryKey: invitationKeys.all }),
      ]);
    },
  });
};
