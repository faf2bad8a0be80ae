import {
  isUnlocodeType,
  LOCATION_MSG,
  type TLocation,
  type TLocationInput,
  type TLocationType,
  type TLocationValues,
  ZLocationInput,
} from '@lanehub/shared/features/locations/locations.contract';
import { Divider, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppForm } from '../../../components/form/use-app-form';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { SearchableSelect } from '../../../components/searchable-select';
import { countryLabel, useCountries, useCountryStates } from '../../../lib/reference-data';
import { useLocationTypes } from '../api/location-types';
import { useSaveLocation } from '../api/save-location';
import { translateLocationMessage } from '../location-text';

// The form's own fields; server field errors land only on these.
const TEXT_FIELDS = ['name', 'code', 'locationType', 'address', 'address1', 'city', 'postCode'] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'fax'] as const;
const FORM_FIELDS = [
  ...TEXT_FIELDS,
  'type',
  'country',
  'state',
  'latitude',
  'longitude',
  ...CONTACT_FIELDS.map((name) => `contact.${name}`),
] as const;

const text = (value: string | null | undefined) => value ?? '';

const valuesOf = (location: TLocation | null, type: TLocationType): TLocationInput => ({
  name: text(location?.name),
  type: (location?.type as TLocationType | undefined) ?? type,
  code: text(location?.code),
  locationType: text(location?.locationType),
  address: text(location?.address),
  address1: text(location?.address1),
  city: text(location?.city),
  province: location?.province ?? undefined,
  state: text(location?.state),
  country: text(location?.country),
  zip: location?.zip ?? undefined,
  postCode: text(location?.postCode),
  latitude: location?.latitude ?? undefined,
  longitude: location?.longitude ?? undefined,
  contact: {
    firstName: text(location?.contact.firstName),
    lastName: text(location?.contact.lastName),
    email: text(location?.contact.email),
    phone: text(location?.contact.phone),
    fax: text(location?.contact.fax),
  },
});

// The location's fields: the code's rule follows the type and the country, the state list follows the
// country. Rendered inside the list kit's EntityFormModal, which owns the form's submit, errors and toast.
const LocationFields = ({
  form,
  errorOf,
}: {
  form: AppForm<TLocationInput, TLocationValues>;
  errorOf: (name: string) => string | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const types = useLocationTypes();
  const countries = useCountries();
  const country = form.watch('country');
  const type = form.watch('type');
  const states = useCountryStates(country || null);
  // The code's rule depends on the type and the country: check it again when either changes.
  const revalidateCode = () => {
    if (form.getValues('code')) {
      void form.trigger('code');
    }
  };

  const typeOptions = (types.data ?? []).map((option) => ({
    value: option.value,
    label: t(`locations.types.${option.value}`, { defaultValue: option.label }),
  }));
  const countryOptions = (countries.data ?? [])
    .map((c) => ({ value: c.code2, label: countryLabel(c.code2, i18n.language, c.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  const noStates = Boolean(country) && states.isSuccess && stateOptions.length === 0;

  return (
    <>
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <TextInput
            {...field}
            value={text(field.value)}
            label={t('locations.fields.name')}
            required
            error={errorOf('name')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('locations.fields.type')}
              required
              data={typeOptions}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? '');
                field.onBlur();
                revalidateCode();
              }}
              onBlur={field.onBlur}
              error={errorOf('type')}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <TextInput
              {...field}
              value={text(field.value)}
              label={t('locations.fields.code')}
              description={isUnlocodeType(String(type)) ? t('locations.codeHint') : undefined}
              required={isUnlocodeType(String(type))}
              error={errorOf('code')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="locationType"
        render={({ field }) => (
          <TextInput
            {...field}
            value={text(field.value)}
            label={t('locations.fields.locationType')}
            error={errorOf('locationType')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <SearchableSelect
              label={t('locations.fields.country')}
              required
              options={countryOptions}
              value={field.value || null}
              onChange={(value) => {
                // Another country has other states: the choice starts over (spec 01 §5).
                if (value !== field.value) {
                  form.setValue('state', '', { shouldValidate: false });
                }
                field.onChange(value ?? '');
                field.onBlur();
                revalidateCode();
              }}
              error={errorOf('country')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <SearchableSelect
              label={t('locations.fields.state')}
              placeholder={country ? (noStates ? t('locations.noStates') : undefined) : t('locations.chooseCountry')}
              options={stateOptions}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                field.onBlur();
              }}
              disabled={!country || noStates}
              clearable
              error={errorOf('state')}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['city', 'postCode'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <TextInput
                {...field}
                value={text(field.value)}
                label={t(`locations.fields.${name}`)}
                error={errorOf(name)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      {(['address', 'address1'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <TextInput
              {...field}
              value={text(field.value)}
              label={t(`locations.fields.${name}`)}
              error={errorOf(name)}
            />
          )}
        />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['latitude', 'longitude'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberInput
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                label={t(`locations.fields.${name}`)}
                description={name === 'latitude' ? t('locations.fields.coordinatesHint') : undefined}
                min={name === 'latitude' ? -90 : -180}
                max={name === 'latitude' ? 90 : 180}
                decimalScale={6}
                allowDecimal
                error={errorOf(name)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Divider label={<Text size="sm">{t('locations.fields.contact')}</Text>} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CONTACT_FIELDS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={`contact.${name}`}
            render={({ field }) => (
              <TextInput
                {...field}
                value={text(field.value)}
                label={t(`locations.fields.${name}`)}
                error={errorOf(`contact.${name}`)}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </>
  );
};

export type LocationFormModalProps = {
  opened: boolean;
  location: TLocation | null;
  defaultType: TLocationType;
  onClose: () => void;
};

/**
 * Add or change a location in the list kit's EntityFormModal: built afresh each time it opens, server
 * field errors on their fields, one toast, closed when saved.
 */
export const LocationFormModal = ({ opened, location, defaultType, onClose }: LocationFormModalProps) => {
  const { t } = useTranslation();
  const save = useSaveLocation(location?.id);
  return (
    <EntityFormModal<TLocationInput, TLocationValues, { meta: { message?: string } }>
      opened={opened}
      onClose={onClose}
      width={720}
      title={location ? t('locations.editNamed', { name: location.name }) : t('locations.new')}
      schema={ZLocationInput}
      defaultValues={valuesOf(location, defaultType)}
      fields={FORM_FIELDS}
      onSubmit={(values) => save.mutateAsync(values)}
      successMessage={(reply) =>
        translateLocationMessage(t, reply.meta.message ?? (location ? LOCATION_MSG.updated : LOCATION_MSG.created))
      }
      translateError={(message) => translateLocationMessage(t, message)}
      submitLabel={t('locations.save')}
    >
      {({ form, errorOf }) => <LocationFields form={form} errorOf={errorOf} />}
    </EntityFormModal>
  );
};
