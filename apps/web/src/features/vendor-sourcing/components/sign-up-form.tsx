import { MSG } from '@lanehub/shared/constants/messages';
import {
  DEFAULT_VENDOR_TYPE,
  type TVendorSignUpInput,
  type TVendorSignUpRequest,
  VENDOR_TYPES,
  ZVendorSignUpRequest,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { translateMessage } from '../../../lib/i18n';
import { useSignUpCountries } from '../api/countries';
import { useSignUpStates } from '../api/country-states';
import { TermsDialog } from './terms-dialog';

const FIELDS = [
  'vendorType',
  'companyName',
  'country',
  'state',
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
] as const;

const EMPTY: TVendorSignUpInput = {
  vendorType: DEFAULT_VENDOR_TYPE,
  companyName: '',
  country: '',
  state: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

export type SignUpFormProps = {
  /** The vendor form asks the vendor type (direct by default, spec 01 §5); the sourcing form does not. */
  withVendorType: boolean;
  submitLabel: string;
  onSubmit: (values: TVendorSignUpRequest) => Promise<unknown>;
};

// The fields of the vendor and the sourcing sign-up (spec 01 §2.8, §3, §5). Failures: field errors on
// the fields, and the server's message in an alert (spec 01 §4 vendor signup, §8 signup errors).
export const SignUpForm = ({ withVendorType, submitLabel, onSubmit }: SignUpFormProps) => {
  const { t } = useTranslation();
  const form = useAppForm<TVendorSignUpInput, TVendorSignUpRequest>(ZVendorSignUpRequest, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const country = form.watch('country') ?? '';
  const countries = useSignUpCountries();
  const states = useSignUpStates(country);
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  const noStates = country !== '' && states.isSuccess && stateOptions.length === 0;
  const fieldError = (name: (typeof FIELDS)[number]) => translateMessage(t, errors[name]?.message) || undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The state is required where the country has states (the list is known only here).
    if (stateOptions.length > 0 && !values.state) {
      form.setError('state', { type: 'required', message: MSG.required }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {withVendorType ? (
          <Controller
            control={form.control}
            name="vendorType"
            render={({ field }) => (
              <Radio.Group
                label={t('vendorSourcing.fields.vendorType')}
                withAsterisk
                value={field.value ?? DEFAULT_VENDOR_TYPE}
                onChange={field.onChange}
                error={fieldError('vendorType')}
              >
                <Stack gap="xs" mt="xs">
                  {VENDOR_TYPES.map((type) => (
                    <Radio
                      key={type}
                      value={type}
                      label={t(`vendorSourcing.vendorTypes.${type}.label`)}
                      description={t(`vendorSourcing.vendorTypes.${type}.description`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        ) : null}
        <TextInput
          label={t('vendorSourcing.fields.companyName')}
          withAsterisk
          error={fieldError('companyName')}
          {...form.register('companyName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('vendorSourcing.fields.country')}
                withAsterisk
                searchable
                nothingFoundMessage={t('vendorSourcing.noResults')}
                data={(countries.data ?? []).map((c) => ({ value: c.code2, label: c.name }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  // Another country has other states: the choice starts over (spec 01 §5).
                  form.setValue('state', '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError('country')}
                comboboxProps={{ withinPortal: true }}
                maxDropdownHeight={200}
              />
            )}
          />
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                label={t('vendorSourcing.fields.state')}
                withAsterisk={!noStates}
                searchable
                nothingFoundMessage={t('vendorSourcing.noResults')}
                placeholder={
                  country ? (noStates ? t('vendorSourcing.noStates') : undefined) : t('vendorSourcing.chooseCountry')
                }
                data={stateOptions}
                disabled={!country || noStates}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError('state')}
                maxDropdownHeight={200}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('vendorSourcing.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          error={fieldError('email')}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('vendorSourcing.fields.firstName')}
            withAsterisk
            error={fieldError('firstName')}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('vendorSourcing.fields.lastName')}
            withAsterisk
            error={fieldError('lastName')}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('vendorSourcing.fields.password')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('vendorSourcing.toggleVisibility') }}
          error={fieldError('password')}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('vendorSourcing.fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('vendorSourcing.toggleVisibility') }}
          error={fieldError('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <Text size="sm" c="dimmed">
          {t('vendorSourcing.terms.notice')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)}>
            {t('vendorSourcing.terms.link')}
          </Anchor>
        </Text>
        {failure ? (
          <Alert color="red" role="alert" variant="light" title={t('vendorSourcing.signUpFailed')}>
            {translateMessage(t, failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <TermsDialog opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
};
