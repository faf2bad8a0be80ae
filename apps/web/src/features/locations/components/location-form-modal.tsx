import {
  isUnlocodeType,
  LOCATION_MSG,
  type TLocation,
  type TLocationInput,
  type TLocationType,
  type TLocationValues,
  ZLocationInput,
} from '@lanehub/shared/features/locations/locations.contract';
import { Button, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
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
  contact: {
    firstName: text(location?.contact.firstName),
    lastName: text(location?.contact.lastName),
    email: text(location?.contact.email),
    phone: text(location?.contact.phone),
    fax: text(location?.contact.fax),
  },
});

type LocationFormProps = {
  /** The location to change, or null to add one. */
  location: TLocation | null;
  /** The type a new location starts with (the page's own). */
  defaultType: TLocationType;
  onDone: () => void;
};

const LocationForm = ({ location, defaultType, onDone }: LocationFormProps) => {
  const { t, i18n } = useTranslation();
  const save = useSaveLocation(location?.id);
  const form = useAppForm<TLocationInput, TLocationValues>(ZLocationInput, {
    defaultValues: valuesOf(location, defaultType),
  });
  const errorOf = useFieldError(form);
  const fieldError = (name: string) => {
    const message = errorOf(name);
    return message ? translateLocationMessage(t, message) : undefined;
  };
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

  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await save.mutateAsync(values);
      toastSuccess(
        translateLocationMessage(t, reply.meta.message ?? (location ? LOCATION_MSG.updated : LOCATION_MSG.created)),
      );
      onDone();
    },
    FORM_FIELDS,
  );

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
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <TextInput
              {...field}
              value={text(field.value)}
              label={t('locations.fields.name')}
              required
              error={fieldError('name')}
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
                error={fieldError('type')}
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
                error={fieldError('code')}
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
              error={fieldError('locationType')}
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
                error={fieldError('country')}
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
                error={fieldError('state')}
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
                  error={fieldError(name)}
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
                error={fieldError(name)}
              />
            )}
          />
        ))}
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
                  error={fieldError(`contact.${name}`)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('locations.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('locations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

export type LocationFormModalProps = {
  opened: boolean;
  location: TLocation | null;
  defaultType: TLocationType;
  onClose: () => void;
};

/** Add or change a location in the shared modal; the form starts afresh each time it opens. */
export const LocationFormModal = ({ opened, location, defaultType, onClose }: LocationFormModalProps) => {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      width={720}
      title={location ? t('locations.editNamed', { name: location.name }) : t('locations.new')}
    >
      {opened ? (
        <LocationForm key={location?.id ?? 'new'} location={location} defaultType={defaultType} onDone={onClose} />
      ) : null}
    </AppModal>
  );
};
