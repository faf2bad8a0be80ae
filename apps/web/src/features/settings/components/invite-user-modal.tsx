import { type TInviteUserForm, ZInviteUserForm } from '@lanehub/shared/features/settings/settings.contract';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { toastSuccess } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { leastPrivileged, useInvitablePolicies } from '../api/invitations';
import { useInviteUser } from '../api/invite-user';
import { TextField } from './text-field';

const EMPTY: TInviteUserForm = { email: '', contactName: '', firstName: '', lastName: '', grants: [] };

// Settings → Users → 'Invite user': the invited person receives an e-mail with a /signup/:token link
// (spec 01 §2.1), pre-filled with the company name, this e-mail and the names typed here. What they
// may do is chosen here, policy by account (issue 13 §3); it starts with the company's least-privileged
// policy on the account the administrator works in.
export const InviteUserModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const session = useSession();
  const invite = useInviteUser();
  const policies = useInvitablePolicies(opened);
  const form = useAppForm<TInviteUserForm>(ZInviteUserForm, { defaultValues: EMPTY });
  const errorOf = useFieldError(form);
  const grants = useFieldArray({ control: form.control, name: 'grants' });
  const accounts = session.profile?.account ?? [];
  const currentAccount = session.account?._id ?? '';
  const fallback = leastPrivileged(policies.data ?? []);

  // The default grant, once the policies are known and while the administrator has chosen none.
  const { replace } = grants;
  useEffect(() => {
    if (opened && fallback && !form.formState.isDirty && form.getValues('grants').length === 0) {
      replace([{ policyId: fallback.id, accountId: currentAccount }]);
    }
  }, [opened, fallback, currentAccount, form, replace]);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await invite.mutateAsync(values);
      toastSuccess(reply.meta.message ?? t('settings.users.invited', { email: values.email }));
      close();
    },
    ['email', 'contactName', 'firstName', 'lastName', 'grants'],
  );
  const policyOptions = (policies.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const accountOptions = [
    { value: '', label: t('settings.users.everyAccount') },
    ...accounts.map((a) => ({ value: a._id, label: a.number })),
  ];
  return (
    <AppModal opened={opened} onClose={close} title={t('settings.users.inviteTitle')} width={640}>
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
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              control={form.control}
              name="firstName"
              label={t('settings.users.firstName')}
              error={errorOf('firstName')}
            />
            <TextField
              control={form.control}
              name="lastName"
              label={t('settings.users.lastName')}
              error={errorOf('lastName')}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('settings.users.grants')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('settings.users.grantsHelp')}
            </Text>
            {grants.fields.map((row, index) => (
              <Group key={row.id} align="flex-end" wrap="nowrap">
                <Controller
                  control={form.control}
                  name={`grants.${index}.policyId`}
                  render={({ field }) => (
                    <Select
                      label={t('settings.users.policy')}
                      data={policyOptions}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      allowDeselect={false}
                      style={{ flex: 1 }}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`grants.${index}.accountId`}
                  render={({ field }) => (
                    <Select
                      label={t('settings.users.account')}
                      data={accountOptions}
                      value={field.value ?? ''}
                      onChange={(value) => field.onChange(value ?? '')}
                      allowDeselect={false}
                      style={{ flex: 1 }}
                    />
                  )}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t('settings.users.removeGrant')}
                  onClick={() => grants.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {grants.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('settings.users.noGrants')}
              </Text>
            ) : null}
            <Button
              variant="default"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={policyOptions.length === 0}
              onClick={() =>
                grants.append({ policyId: fallback?.id ?? policyOptions[0]?.value ?? '', accountId: currentAccount })
              }
            >
              {t('settings.users.addGrant')}
            </Button>
            {errorOf('grants') ? (
              <Text size="xs" c="red" role="alert">
                {errorOf('grants')}
              </Text>
            ) : null}
          </Stack>
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
