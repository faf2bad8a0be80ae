import { USER_ROLES } from '@lanehub/shared/constants/companies';
import {
  type TCompanyUser,
  type TCompanyUserUpdate,
  ZCompanyUserUpdate,
} from '@lanehub/shared/features/settings/settings.contract';
import { Alert, Anchor, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { useCompanyUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { TextField } from '../components/text-field';

const UserForm = ({ user }: { user: TCompanyUser }) => {
  const { t } = useTranslation();
  const self = useSession().profile?.userId === user.id;
  const update = useUpdateUser(user.id);
  const [confirming, setConfirming] = useState(false);
  const form = useAppForm<TCompanyUserUpdate>(ZCompanyUserUpdate, {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role as 'admin' | 'user',
      enabled: user.enabled,
    },
  });
  const errorOf = useFieldError(form);
  const save = async (values: TCompanyUserUpdate) => {
    const reply = await update.mutateAsync(values);
    form.reset({ ...values, enabled: reply.data.enabled });
    toastSuccess(reply.meta.message ?? t('settings.users.updated'));
  };
  const onSubmit = submitWithServerErrors(form, save, ['firstName', 'lastName', 'role']);
  const toggle = () => save({ ...form.getValues(), enabled: !user.enabled });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={form.control}
            name="firstName"
            label={t('profile.firstName')}
            required
            error={errorOf('firstName')}
          />
          <TextField
            control={form.control}
            name="lastName"
            label={t('profile.lastName')}
            required
            error={errorOf('lastName')}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('settings.users.role')}
                data={USER_ROLES.map((role) => ({
                  value: role,
                  label: t(`userRoles.${role}`, { defaultValue: role }),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'user')}
                allowDeselect={false}
                disabled={self}
                error={errorOf('role')}
              />
            )}
          />
        </SimpleGrid>
        {self ? (
          <Text size="sm" c="dimmed">
            {t('settings.users.selfNote')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('settings.save')}
          </Button>
          {self ? null : (
            <Button variant="light" color={user.enabled ? 'red' : 'green'} onClick={() => setConfirming(true)}>
              {user.enabled ? t('settings.users.disable') : t('settings.users.enable')}
            </Button>
          )}
          <Anchor component={Link} to={`/settings/access?tab=permissions&user=${user.id}`}>
            {t('settings.users.permissions')}
          </Anchor>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        message={
          user.enabled ? t('settings.users.disableConfirm', { name: `${user.firstName} ${user.lastName}` }) : undefined
        }
        confirmColor={user.enabled ? 'red' : 'green'}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await toggle();
          setConfirming(false);
        }}
      />
    </form>
  );
};

const UserDetail = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCompanyUser(id);
  return (
    <Stack maw={800}>
      {user.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {user.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, user.error.message)}
        </Alert>
      ) : null}
      {user.data ? (
        <>
          <PageHeader
            title={`${user.data.firstName} ${user.data.lastName}`}
            badge={
              <StatusBadge tone={user.data.enabled ? 'positive' : 'neutral'}>
                {user.data.enabled ? t('settings.enabled') : t('settings.disabled')}
              </StatusBadge>
            }
            description={t('pages.userDetail')}
            breadcrumbs={[
              { label: t('menu.users'), to: '/settings/users' },
              { label: `${user.data.firstName} ${user.data.lastName}` },
            ]}
          />
          <Card withBorder>
            <DetailList
              cols={3}
              items={[
                { label: t('settings.users.email'), value: user.data.email },
                { label: t('settings.profile.title'), value: user.data.title },
              ]}
            />
          </Card>
          <Card withBorder>
            <UserForm key={user.data.updatedAt} user={user.data} />
          </Card>
        </>
      ) : null}
    </Stack>
  );
};

// /settings/users/:id (company administrators): edit a user's name and role, disable or enable them.
export const UserDetailPage = () => (
  <RequireCompanyAdmin>
    <UserDetail />
  </RequireCompanyAdmin>
);
