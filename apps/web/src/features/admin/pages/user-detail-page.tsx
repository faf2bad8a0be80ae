import { USER_ROLES } from '@lanehub/shared/constants/companies';
import {
  ADMIN_MESSAGES,
  type TAdminUpdateUser,
  type TAdminUpdateUserInput,
  type TAdminUserDetail,
  ZAdminUpdateUser,
} from '@lanehub/shared/features/admin/admin.contract';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldInput } from '../../../components/form/field-input';
import { reportSubmitError } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAdminUser } from '../api/get-user';
import { useUpdateAdminUser } from '../api/update-user';
import { DetailLine } from '../components/detail-line';
import { EnabledBadge } from '../components/status-badges';
import { USER_MANAGEMENT_PATH } from './user-management-page';

const FIELDS = ['firstName', 'lastName', 'role', 'enabled', 'isSystemAdmin'];

const UserEditor = ({ user }: { user: TAdminUserDetail }) => {
  const { t } = useTranslation();
  const session = useSession();
  const isSelf = session.profile?.userId === user.id;
  const update = useUpdateAdminUser(user.id);
  const [pending, setPending] = useState<TAdminUpdateUser | null>(null);
  const form = useAppForm<TAdminUpdateUserInput, TAdminUpdateUser>(ZAdminUpdateUser, {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role === 'admin' ? 'admin' : 'user',
      enabled: user.enabled,
      isSystemAdmin: user.isSystemAdmin,
    },
  });
  const errorOf = useFieldError(form);
  const save = async (values: TAdminUpdateUser) => {
    try {
      const { data } = await update.mutateAsync(values);
      form.reset({
        firstName: data.firstName,
        lastName: data.lastName,
        role: data.role === 'admin' ? 'admin' : 'user',
        enabled: data.enabled,
        isSystemAdmin: data.isSystemAdmin,
      });
      toastSuccess(ADMIN_MESSAGES.userUpdated);
    } catch (error) {
      reportSubmitError(form, error, FIELDS);
    }
  };
  // Disabling ends the user's sessions: it asks first, like every destructive action.
  const onSubmit = form.handleSubmit(async (values) => {
    if (user.enabled && !values.enabled) {
      setPending(values);
      return;
    }
    await save(values);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card withBorder>
        <Stack>
          <Text fw={600}>{t('adminArea.users.edit')}</Text>
          <Group grow align="flex-start">
            {(['firstName', 'lastName'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FieldInput
                    ref={field.ref}
                    name={field.name}
                    label={t(`adminArea.fields.${name}`)}
                    required
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errorOf(name)}
                  />
                )}
              />
            ))}
          </Group>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <SearchableSelect
                label={t('adminArea.fields.role')}
                options={USER_ROLES.map((role) => ({ value: role, label: t(`userRoles.${role}`) }))}
                value={field.value ?? 'user'}
                onChange={(value) => field.onChange(value ?? 'user')}
                required
                error={errorOf('role')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label={t('adminArea.fields.enabled')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={isSelf}
                description={isSelf ? translateMessage(t, ADMIN_MESSAGES.ownDisable) : t('adminArea.users.disableHint')}
                error={errorOf('enabled')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isSystemAdmin"
            render={({ field }) => (
              <Switch
                label={t('adminArea.systemAdmin')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={isSelf}
                description={isSelf ? translateMessage(t, ADMIN_MESSAGES.ownSystemAdmin) : undefined}
                error={errorOf('isSystemAdmin')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting || update.isPending}>
              {t('adminArea.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <ConfirmDialog
        opened={pending !== null}
        message={t('adminArea.users.confirmDisable', { email: user.email })}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (pending) {
            await save(pending);
          }
          setPending(null);
        }}
      />
    </form>
  );
};

// /admin/user-management/:userId: who the user is, where they belong, and the administrator's edits.
const UserDetail = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const query = useAdminUser(userId);
  if (query.isPending) {
    return <Loader />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  const user = query.data;
  return (
    <Stack maw={900}>
      <PageHeader
        title={`${user.firstName} ${user.lastName}`}
        badge={<EnabledBadge enabled={user.enabled} />}
        description={t('pages.admin.userDetail')}
        breadcrumbs={[
          { label: t('menu.userManagement'), to: USER_MANAGEMENT_PATH },
          { label: `${user.firstName} ${user.lastName}` },
        ]}
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailLine label={t('adminArea.fields.email')} value={user.email} />
          <DetailLine
            label={t('adminArea.fields.company')}
            value={
              user.company ? (
                <Anchor component={Link} to={`/admin/company-management/${user.company.id}`} fw={500}>
                  {user.company.legalName}
                </Anchor>
              ) : null
            }
          />
          <DetailLine
            label={t('adminArea.fields.role')}
            value={t(`userRoles.${user.role}`, { defaultValue: user.role })}
          />
          <DetailLine label={t('adminArea.users.activeSessions')} value={String(user.activeSessions)} />
          <DetailLine label={t('adminArea.users.lastSignIn')} value={formatDate(user.lastSignInAt)} />
          <DetailLine label={t('adminArea.fields.createdAt')} value={formatDate(user.createdAt)} />
        </SimpleGrid>
      </Card>
      <UserEditor key={user.updatedAt} user={user} />
    </Stack>
  );
};

export const UserDetailPage = () => {
  const { userId = '' } = useParams();
  return (
    <RequireSystemAdmin>
      <UserDetail userId={userId} />
    </RequireSystemAdmin>
  );
};
