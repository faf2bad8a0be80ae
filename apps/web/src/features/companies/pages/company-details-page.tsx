import { INDUSTRY_CATEGORIES } from '@lanehub/shared/constants/industry-categories';
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
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryStateSelects } from '../../../components/country-state-selects';
import { DetailList } from '../../../components/detail-list';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { UnsavedChangesGuard } from '../../../components/form/unsaved-changes';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../components/toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useOwnCompany, useProductSegmentNames, useUpdateCompany } from '../api/companies';
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

// The shared lists the tags are suggested from (issue 13 §10): the NAICS sectors, and the company's
// own product segments (Company → Product Segments).
const INDUSTRY_NAMES = INDUSTRY_CATEGORIES.map((category) => category.name);

const ProfileForm = ({ company, canEdit }: { company: TCompanyProfile; canEdit: boolean }) => {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const segmentNames = useProductSegmentNames(canEdit);
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
      <UnsavedChangesGuard dirty={canEdit && form.formState.isDirty && !form.formState.isSubmitSuccessful} />
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
                      data={INDUSTRY_NAMES}
                      placeholder={canEdit ? t('company.pickOrType') : undefined}
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
                      data={segmentNames.data ?? []}
                      placeholder={canEdit ? t('company.pickOrType') : undefined}
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
              <TextInput
                label={t('company.website')}
                placeholder="example.com"
                {...form.register('website')}
                error={errorOf('website')}
              />
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
                    // Keeps the focus where it is until the click ends: a field's blur would show its
                    // error, move the button and swallow the first click (issue 13 §11).
                    onMouseDown={(event) => event.preventDefault()}
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

/** The profile read as text, for a user who may not edit it (docs/ui.md: no disabled inputs). */
const CompanyFacts = ({ company }: { company: TCompanyProfile }) => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Card withBorder>
        <DetailList
          label={t('menu.companyDetails')}
          items={[
            { label: t('company.legalName'), value: company.legalName },
            { label: t('company.industryCategory'), value: company.industryCategory.join(', ') },
            { label: t('company.productSegments'), value: company.productSegments.join(', ') },
            { label: t('company.country'), value: company.country },
            { label: t('company.state'), value: company.state },
            { label: t('company.city'), value: company.city },
            { label: t('company.address'), value: company.address },
            { label: t('company.website'), value: company.website },
          ]}
        />
      </Card>
      <Card withBorder>
        <Text fw={600} mb="sm">
          {t('company.contacts')}
        </Text>
        {company.contacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('company.noContacts')}
          </Text>
        ) : (
          <Stack gap="md">
            {company.contacts.map((contact) => (
              <DetailList
                key={`${contact.firstName} ${contact.lastName} ${contact.email ?? ''}`}
                cols={4}
                items={[
                  { label: t('company.firstName'), value: contact.firstName },
                  { label: t('company.lastName'), value: contact.lastName },
                  { label: t('company.email'), value: contact.email },
                  { label: t('company.phone'), value: contact.phone },
                ]}
              />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
};

// /company/company-details: the company's own profile; what partners see is its public part.
const CompanyDetails = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.companyDetails'));
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
      <PageHeader
        title={t('menu.companyDetails')}
        badge={<CompanyTypes company={data} />}
        description={t('pages.companyDetails')}
        actions={
          <Text size="sm" c="dimmed">
            {t('company.counts', { accounts: data.accountCount, partners: data.partnerCount })}
          </Text>
        }
      />
      {canEdit ? null : (
        <Alert color="blue" variant="light" title={t('company.readOnlyTitle')}>
          {data.administrators.length > 0
            ? t('company.readOnly', { names: data.administrators.join(', ') })
            : t('company.readOnlyNobody')}
        </Alert>
      )}
      <LogoUploader
        companyId={data._id}
        companyName={data.legalName}
        editable={canEdit}
        onUploaded={() => void company.refetch()}
      />
      {canEdit ? (
        <ProfileForm key={data.updatedAt} company={data} canEdit={canEdit} />
      ) : (
        <CompanyFacts company={data} />
      )}
    </Stack>
  );
};

export const CompanyDetailsPage = () => (
  <RequirePermission permission="company.view">
    <CompanyDetails />
  </RequirePermission>
);
