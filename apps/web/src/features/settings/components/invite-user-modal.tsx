import { type TInviteUserForm, ZInviteUserForm } from '@lanehub/shared/features/settings/settings.contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { toastSuccess } from '../../../components/toast';
import { useInviteUser } from '../api/invite-user';
import { TextField } from './text-field';

// Settings → Users → 'Invite user': the invited person receives an e-mail with a /signup/:token link
// (spec 01 §2.1), pre-filled with the company name and this e-mail.
export const InviteUserModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const form = useAppForm<TInviteUserForm>(ZInviteUserForm, { defaultValues: { email: '', contactName: '' } });
  const errorOf = useFieldError(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await invite.mutateAsync(values);
      toastSuccess(reply.meta.message ?? t('settings.users.invited', { email: values.email }));
      close();
    },
    ['email', 'contactName'],
  );
  return (
    <AppModal opened={opened} onClose={close} title={t('settings.users.inviteTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('settings.users.inviteHelp')}
          </Text>
          <TextField
            control={form.control}
            name="email"
            label={t('settings.users.email')}
            required
            error={errorOf('email')}
          />
          <TextField
            control={form.control}
            name="contactName"
            label={t('settings.users.contactName')}
            required
            error={errorOf('contactName')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('settings.users.sendInvite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
