import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryLabel, useCountries, useCountryStates } from '../lib/reference-data';
import { SearchableSelect } from './searchable-select';

export type CountryStateSelectsProps = {
  country: string | null;
  state: string | null;
  /** Called with the new country; the caller clears the state (another country has other states). */
  onCountryChange: (country: string | null) => void;
  onStateChange: (state: string | null) => void;
  countryLabel: string;
  stateLabel: string;
  countryError?: string | undefined;
  stateError?: string | undefined;
  disabled?: boolean;
  /** A third field in the same row (the city). */
  children?: ReactNode;
};

// Country and state chosen from the reference API (ISO 3166 countries and their subdivisions): changing
// the country loads its states (spec 01 §5). Values are ISO codes ('CA', 'QC').
export const CountryStateSelects = ({
  country,
  state,
  onCountryChange,
  onStateChange,
  countryLabel: countryText,
  stateLabel,
  countryError,
  stateError,
  disabled,
  children,
}: CountryStateSelectsProps) => {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const states = useCountryStates(country || null);
  const countryOptions = (countries.data ?? [])
    .map((c) => ({ value: c.code2, label: countryLabel(c.code2, i18n.language, c.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  // A stored state that is not a code of the country (typed before the selects existed) stays visible.
  if (state && states.isSuccess && !stateOptions.some((o) => o.value === state)) {
    stateOptions.unshift({ value: state, label: state });
  }
  const noStates = Boolean(country) && states.isSuccess && stateOptions.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: children ? 3 : 2 }}>
      <SearchableSelect
        label={countryText}
        options={countryOptions}
        value={country || null}
        onChange={(value) => {
          if (value !== country) {
            onCountryChange(value);
          }
        }}
        clearable
        disabled={disabled || countries.isPending}
        error={countryError}
      />
      <SearchableSelect
        label={stateLabel}
        placeholder={country ? (noStates ? t('locations.noStates') : undefined) : t('locations.chooseCountry')}
        options={stateOptions}
        value={state || null}
        onChange={onStateChange}
        clearable
        disabled={disabled || !country || noStates}
        error={stateError}
      />
      {children}
    </SimpleGrid>
  );
};
