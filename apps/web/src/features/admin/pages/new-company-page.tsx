import { COMPANY_TYPES } from '@lanehub/shared/constants/companies';
import { fillMessage } from '@lanehub/shared/constants/message-registry';
import { SHIPPING_MODE_NAMES } from '@lanehub/shared/constants/modes';
import {
  ADMIN_MESSAGES,
  type TAdminCreateCompany,
  type TAdminCreateCompanyInput,
  ZAdminCreateCompany,
} from '@lanehub/shared/features/admin/admin.contract';
import { Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldInput } from '../../../components/form/field-input';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { type AppForm, useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
import { useCreateCompany } from '../api/create-company';
import { COMPANY_MANAGEMENT_PATH } from './company-management-page';

type TextName =
  | 'legalName'
  | 'country'
  | 'state'
  | 'city'
  | 'address'
  | 'accountNumber'
  | 'firstName'
  | 'lastName'
  | 'email';
const FIELDS = [
  'legalName',
  'companyTypes',
  'country',
  'state',
  'city',
  'address',
  'accountNumber',
  'mode',
  'firstName',
  'lastName',
  'email',
  'password',
];

const TextField = ({
  form,
  name,
  required,
  errorOf,
}: {
  form: AppForm<TAdminCreateCompanyInput, TAdminCreateCompany>;
  name: TextName;
  required?: boolean;
  errorOf: (name: string) => string | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FieldInput
          ref={field.ref}
          name={field.name}
          label={t(`adminArea.fields.${name}`)}
          required={required ?? false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={errorOf(name)}
        />
      )}
    />
  );
};

// /company/company-approve/new-company: an approved company with its first account and administrator.
const NewCompany = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const form = useAppForm<TAdminCreateCompanyInput, TAdminCreateCompany>(ZAdminCreateCompany, {
    defaultValues: {
      legalName: '',
      companyTypes: [],
      country: '',
      state: '',
      city: '',
      address: '',
      accountNumber: '',
      mode: 'integrated_shipping',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    },
  });
  const errorOf = useFieldError(form);
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const { data } = await create.mutateAsync(values);
      toastSuccess(fillMessage(ADMIN_MESSAGES.companyCreated, { legalName: values.legalName }));
      navigate(`${COMPANY_MANAGEMENT_PATH}/${data.id}`);
    },
    FIELDS,
  );
  return (
    <Stack maw={820}>
      <PageHeader
        title={t('adminArea.approvals.newCompany')}
        description={t('pages.admin.newCompany')}
        breadcrumbs={[
          { label: t('menu.companyManagement'), to: COMPANY_MANAGEMENT_PATH },
          { label: t('adminArea.approvals.newCompany') },
        ]}
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Card withBorder>
            <Stack>
              <Text fw={600}>{t('adminArea.newCompany.company')}</Text>
              <TextField form={form} name="legalName" required errorOf={errorOf} />
              <Controller
                control={form.control}
                name="companyTypes"
                render={({ field }) => (
                  <SearchableSelect
                    multiple
                    label={t('adminArea.fields.companyTypes')}
                    options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`companyTypes.${type}`) }))}
                    value={field.value ?? []}
                    onChange={(value) => {
                      field.onChange(value);
                      field.onBlur();
                    }}
                    required
                    error={errorOf('companyTypes')}
                  />
                )}
              />
              <Group grow align="flex-start">
                <TextField form={form} name="country" errorOf={errorOf} />
                <TextField form={form} name="state" errorOf={errorOf} />
                <TextField form={form} name="city" errorOf={errorOf} />
              </Group>
              <TextField form={form} name="address" errorOf={errorOf} />
            </Stack>
          </Card>
          <Card withBorder>
            <Stack>
              <Text fw={600}>{t('adminArea.newCompany.account')}</Text>
              <Group grow align="flex-start">
                <TextField form={form} name="accountNumber" required errorOf={errorOf} />
                <Controller
                  control={form.control}
                  name="mode"
                  render={({ field }) => (
                    <SearchableSelect
                      label={t('adminArea.fields.mode')}
                      options={SHIPPING_MODE_NAMES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value ?? 'integrated_shipping')}
                      required
                      error={errorOf('mode')}
                    />
                  )}
                />
              </Group>
            </Stack>
          </Card>
          <Card withBorder>
            <Stack>
              <Text fw={600}>{t('adminArea.newCompany.administrator')}</Text>
              <Group grow align="flex-start">
                <TextField form={form} name="firstName" required errorOf={errorOf} />
                <TextField form={form} name="lastName" required errorOf={errorOf} />
              </Group>
              <TextField form={form} name="email" required errorOf={errorOf} />
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
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(COMPANY_MANAGEMENT_PATH)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('adminArea.newCompany.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};

export const NewCompanyPage = () => (
  <RequireSystemAdmin>
    <NewCompany />
  </RequireSystemAdmin>
);
