import { USER_ROLES } from '@lanehub/shared/constants/companies';
import { fillMessage } from '@lanehub/shared/constants/message-registry';
import {
  ADMIN_MESSAGES,
  type TAdminCreateUser,
  type TAdminCreateUserInput,
  ZAdminCreateUser,
} from '@lanehub/shared/features/admin/admin.contract';
import { Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldInput } from '../../../components/form/field-input';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
import { useCreateAdminUser } from '../api/create-user';
import { useCompanyOptions } from '../api/list-companies';
import { USER_MANAGEMENT_PATH } from './user-management-page';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'role', 'companyId'];
const NAME_FIELDS = ['firstName', 'lastName'] as const;

// /admin/user-management/new: a user in a chosen company, with a first password the administrator hands over.
const NewUser = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  const companies = useCompanyOptions();
  const form = useAppForm<TAdminCreateUserInput, TAdminCreateUser>(ZAdminCreateUser, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', role: 'user', companyId: '' },
  });
  const errorOf = useFieldError(form);
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const { data } = await create.mutateAsync(values);
      toastSuccess(fillMessage(ADMIN_MESSAGES.userCreated, { email: values.email }));
      navigate(`${USER_MANAGEMENT_PATH}/${data.id}`);
    },
    FIELDS,
  );
  return (
    <Stack maw={720}>
      <PageHeader
        title={t('adminArea.users.new')}
        description={t('pages.admin.newUser')}
        breadcrumbs={[
          { label: t('menu.userManagement'), to: USER_MANAGEMENT_PATH },
          { label: t('adminArea.users.new') },
        ]}
      />
      <form onSubmit={onSubmit} noValidate>
        <Card withBorder>
          <Stack>
            <Group grow align="flex-start">
              {NAME_FIELDS.map((name) => (
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
              name="email"
              render={({ field }) => (
                <FieldInput
                  ref={field.ref}
                  name={field.name}
                  label={t('adminArea.fields.email')}
                  required
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errorOf('email')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="password"
              render={({ field }) => (
                <PasswordInput
                  ref={field.ref}
                  name={field.name}
                  label={t('adminArea.fields.password')}
                  required
                  autoComplete="new-password"
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={errorOf('password')}
                />
              )}
            />
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="companyId"
                render={({ field }) => (
                  <SearchableSelect
                    label={t('adminArea.fields.company')}
                    options={companies.data ?? []}
                    value={field.value || null}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      field.onBlur();
                    }}
                    required
                    disabled={companies.isPending}
                    error={errorOf('companyId')}
                  />
                )}
              />
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
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(USER_MANAGEMENT_PATH)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('adminArea.users.create')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
};

export const UserNewPage = () => (
  <RequireSystemAdmin>
    <NewUser />
  </RequireSystemAdmin>
);
