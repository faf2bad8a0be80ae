import { COMPANY_TYPES } from '@lanehub/shared/constants/companies';
import {
  PARTNER_MESSAGES,
  type TCompanyPublicProfile,
  type TTradingPartner,
  ZTradingPartner,
} from '@lanehub/shared/features/companies/companies.contract';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateTradingPartner, useUpdateTradingPartner } from '../lib/partner-network';
import { AppModal } from './app-modal';
import { CountryStateSelects } from './country-state-selects';
import { submitWithServerErrors } from './form/server-errors';
import { useAppForm } from './form/use-app-form';
import { useFieldError } from './form/use-field-error';
import { toastSuccess } from './toast';

const EMPTY: TTradingPartner = {
  legalName: '',
  companyType: '',
  country: '',
  state: '',
  city: '',
  address: '',
  primaryContact: { firstName: '', lastName: '', email: '', phone: '' },
};

/** The form's values for a manual partner being edited (its first contact is the primary one). */
const valuesOf = (partner: TCompanyPublicProfile): TTradingPartner => {
  const contact = partner.contacts[0];
  return {
    legalName: partner.legalName,
    companyType: partner.companyTypes[0] ?? '',
    country: partner.country ?? '',
    state: partner.state ?? '',
    city: partner.city ?? '',
    address: partner.address ?? '',
    primaryContact: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
  };
};

// The manual trading-partner form (spec 01 §3): a partner that is not on Lanehub, known to you only.
// With `partner` it edits one the company added by hand (issue 13 §10).
export const TradingPartnerModal = ({
  opened,
  onClose,
  onCreated,
  partner,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (partner: { _id: string; legalName: string }) => void;
  partner?: TCompanyPublicProfile | null;
}) => {
  const { t } = useTranslation();
  const create = useCreateTradingPartner();
  const update = useUpdateTradingPartner();
  const form = useAppForm(ZTradingPartner, { defaultValues: EMPTY });
  const errorOf = useFieldError(form);
  useEffect(() => {
    if (opened) {
      form.reset(partner ? valuesOf(partner) : EMPTY);
    }
  }, [opened, partner, form]);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = submitWithServerErrors(form, async (values) => {
    const body = { ...values, companyType: values.companyType || undefined };
    if (partner) {
      const { data } = await update.mutateAsync({ id: partner._id, values: body });
      toastSuccess(PARTNER_MESSAGES.tradingPartnerUpdated(data.legalName));
    } else {
      const { data } = await create.mutateAsync(body);
      toastSuccess(PARTNER_MESSAGES.added(data.legalName));
      onCreated?.(data);
    }
    close();
  });

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={partner ? t('network.editTradingPartnerTitle') : t('network.tradingPartnerTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('network.tradingPartnerHint')}
          </Text>
          <TextInput label={t('network.legalName')} {...form.register('legalName')} error={errorOf('legalName')} />
          <Controller
            control={form.control}
            name="companyType"
            render={({ field }) => (
              <Select
                label={t('network.companyType')}
                data={COMPANY_TYPES.map((type) => ({ value: type, label: t(`companyTypes.${type}`) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
              />
            )}
          />
          <CountryStateSelects
            country={form.watch('country') ?? null}
            state={form.watch('state') ?? null}
            onCountryChange={(value) => {
              // Another country has other states: the state starts over (spec 01 §5).
              form.setValue('country', value ?? '', { shouldDirty: true, shouldTouch: true });
              form.setValue('state', '', { shouldDirty: true });
            }}
            onStateChange={(value) => form.setValue('state', value ?? '', { shouldDirty: true, shouldTouch: true })}
            countryLabel={t('network.country')}
            stateLabel={t('network.state')}
            countryError={errorOf('country')}
            stateError={errorOf('state')}
          >
            <TextInput label={t('network.city')} {...form.register('city')} error={errorOf('city')} />
          </CountryStateSelects>
          <TextInput label={t('network.address')} {...form.register('address')} error={errorOf('address')} />
          <Text fw={600} size="sm">
            {t('network.primaryContact')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('network.firstName')} {...form.register('primaryContact.firstName')} />
            <TextInput label={t('network.lastName')} {...form.register('primaryContact.lastName')} />
            <TextInput
              label={t('network.email')}
              type="email"
              {...form.register('primaryContact.email')}
              error={errorOf('primaryContact.email')}
            />
            <TextInput label={t('network.phone')} {...form.register('primaryContact.phone')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {partner ? t('network.saveChanges') : t('network.addPartner')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
