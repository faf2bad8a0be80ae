import {
  PARTNER_MESSAGES,
  type TCompanyProfile,
  type TUpdateCompany,
  ZUpdateCompany,
} from '@lanehub/shared/features/companies/companies.contract';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryStateSelects } from '../../../components/country-state-selects';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useOwnCompany, useUpdateCompany } from '../api/companies';
import { CompanyTypes } from '../components/company-card';
import { LogoUploader } from '../components/logo-uploader';

const valuesOf = (company: TCompanyProfile): TUpdateCompany => ({
  legalName: company.legalName,
  industryCategory: company.industryCategory,
  productSegments: company.productSegments,
  country: company.country ?? '',
  state: company.state ?? '',
  city: company.city ?? '',
  address: company.address ?? '',
  website: company.website ?? '',
  contacts: company.contacts.map((c) => ({
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email ?? '',
    phone: c.phone ?? '',
    title: c.title ?? '',
  })),
  location: company.location,
});

const ProfileForm = ({ company, canEdit }: { company: TCompanyProfile; canEdit: boolean }) => {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const form = useAppForm(ZUpdateCompany, { defaultValues: valuesOf(company) });
  const errorOf = useFieldError(form);
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const submit = submitWithServerErrors(form, async (values) => {
    const { data } = await update.mutateAsync(values);
    form.reset(valuesOf(data));
    toastSuccess(PARTNER_MESSAGES.updated);
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack>
          <Card withBorder>
            <Stack>
              <TextInput label={t('company.legalName')} {...form.register('legalName')} error={errorOf('legalName')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={form.control}
                  name="industryCategory"
                  render={({ field }) => (
                    <TagsInput
                      label={t('company.industryCategory')}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={errorOf('industryCategory')}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="productSegments"
                  render={({ field }) => (
                    <TagsInput
                      label={t('company.productSegments')}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={errorOf('productSegments')}
                    />
                  )}
                />
              </SimpleGrid>
              <CountryStateSelects
                country={form.watch('country') ?? null}
                state={form.watch('state') ?? null}
                onCountryChange={(value) => {
                  // Another country has other states: the state starts over (spec 01 §5).
                  form.setValue('country', value ?? '', { shouldDirty: true, shouldTouch: true });
                  form.setValue('state', '', { shouldDirty: true });
                }}
                onStateChange={(value) => form.setValue('state', value ?? '', { shouldDirty: true, shouldTouch: true })}
                countryLabel={t('company.country')}
                stateLabel={t('company.state')}
                countryError={errorOf('country')}
                stateError={errorOf('state')}
                disabled={!canEdit}
              >
                <TextInput label={t('company.city')} {...form.register('city')} error={errorOf('city')} />
              </CountryStateSelects>
              <TextInput label={t('company.address')} {...form.register('address')} error={errorOf('address')} />
              <TextInput label={t('company.website')} {...form.register('website')} error={errorOf('website')} />
            </Stack>
          </Card>
          <Card withBorder>
            <Stack>
              <Group justify="space-between">
                <Text fw={600}>{t('company.contacts')}</Text>
                {canEdit ? (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => contacts.append({ firstName: '', lastName: '', email: '', phone: '', title: '' })}
                  >
                    {t('company.addContact')}
                  </Button>
                ) : null}
              </Group>
              {contacts.fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('company.noContacts')}
                </Text>
              ) : null}
              {contacts.fields.map((contact, index) => (
                <Group key={contact.id} align="flex-start" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, sm: 4 }} style={{ flex: 1 }}>
                    <TextInput
                      label={t('company.firstName')}
                      {...form.register(`contacts.${index}.firstName`)}
                      error={errorOf(`contacts.${index}.firstName`)}
                    />
                    <TextInput
                      label={t('company.lastName')}
                      {...form.register(`contacts.${index}.lastName`)}
                      error={errorOf(`contacts.${index}.lastName`)}
                    />
                    <TextInput
                      label={t('company.email')}
                      {...form.register(`contacts.${index}.email`)}
                      error={errorOf(`contacts.${index}.email`)}
                    />
                    <TextInput label={t('company.phone')} {...form.register(`contacts.${index}.phone`)} />
                  </SimpleGrid>
                  {canEdit ? (
                    <ActionIcon
                      mt={26}
                      variant="subtle"
                      color="red"
                      aria-label={t('company.removeContact')}
                      onClick={() => contacts.remove(index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Card>
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('company.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
};

// /company/company-details: the company's own profile; what partners see is its public part.
const CompanyDetails = () => {
  const { t } = useTranslation();
  const canEdit = useCan()('company.edit');
  const company = useOwnCompany();
  if (company.isPending) {
    return <Loader size="sm" aria-label={t('common.loading')} />;
  }
  if (company.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, company.error.message)}
      </Alert>
    );
  }
  const data = company.data;
  return (
    <Stack maw={960}>
      <Group justify="space-between" align="flex-start">
        <Group align="flex-start">
          <LogoUploader
            companyId={data._id}
            companyName={data.legalName}
            editable={canEdit}
            onUploaded={() => void company.refetch()}
          />
          <div>
            <Title order={2}>{t('menu.companyDetails')}</Title>
            <CompanyTypes company={data} />
          </div>
        </Group>
        <Text size="sm" c="dimmed">
          {t('company.counts', { accounts: data.accountCount, partners: data.partnerCount })}
        </Text>
      </Group>
      <ProfileForm key={data.updatedAt} company={data} canEdit={canEdit} />
    </Stack>
  );
};

export const CompanyDetailsPage = () => (
  <RequirePermission permission="company.view">
    <CompanyDetails />
  </RequirePermission>
);
