import { COMPANY_TYPES } from '@lanehub/shared/constants/companies';
import type { TCompanyRequestInput } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/searchable-select';
import { useSignUpCountries, useSignUpStates } from '../api/countries';

type CompanyValues = FieldValues & TCompanyRequestInput;

// The company being requested (ZCompanyRequest): company name, company type(s), country (loads its
// states) and state. Used by the self-sign-up and by a signed-in user's company request.
export const CompanyFields = <T extends CompanyValues>({
  control,
  errorOf,
  onCountryChange,
}: {
  control: Control<T>;
  errorOf: (name: string) => string | undefined;
  /** Another country has other states: the form clears its state (spec 01 §5). */
  onCountryChange: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const watched: unknown = useWatch({ control, name: 'country' as Path<T> });
  const country = typeof watched === 'string' ? watched : '';
  const countries = useSignUpCountries();
  const states = useSignUpStates(country || null);

  const countryOptions = (countries.data ?? [])
    .map((c) => ({ value: c.code2, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  const typeOptions = COMPANY_TYPES.map((type) => ({
    value: type,
    label: t(`onboardingFlows.companyTypes.${type}`, { defaultValue: type }),
  }));

  return (
    <>
      <Controller
        control={control}
        name={'legalName' as Path<T>}
        render={({ field }) => (
          <TextInput
            {...field}
            value={String(field.value ?? '')}
            label={t('onboardingFlows.fields.companyName')}
            required
            autoComplete="organization"
            error={errorOf('legalName')}
          />
        )}
      />
      <Controller
        control={control}
        name={'companyTypes' as Path<T>}
        render={({ field }) => (
          <SearchableSelect
            multiple
            label={t('onboardingFlows.fields.companyTypes')}
            required
            options={typeOptions}
            value={(field.value ?? []) as string[]}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            error={errorOf('companyTypes')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name={'country' as Path<T>}
          render={({ field }) => (
            <SearchableSelect
              label={t('onboardingFlows.fields.country')}
              required
              options={countryOptions}
              value={(field.value as string | undefined) || null}
              onChange={(value) => {
                if (value !== field.value) {
                  onCountryChange();
                }
                field.onChange(value ?? '');
                field.onBlur();
              }}
              error={errorOf('country')}
            />
          )}
        />
        <Controller
          control={control}
          name={'state' as Path<T>}
          render={({ field }) => (
            <SearchableSelect
              label={t('onboardingFlows.fields.state')}
              options={stateOptions}
              disabled={!country || stateOptions.length === 0}
              clearable
              value={(field.value as string | undefined) || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                field.onBlur();
              }}
              error={errorOf('state')}
            />
          )}
        />
      </SimpleGrid>
    </>
  );
};
