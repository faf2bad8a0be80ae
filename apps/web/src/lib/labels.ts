import type { TFunction } from 'i18next';

// Labels of stored vocabulary shown on many screens. The stored value stays as it is; an unknown one
// (account types are free text) is shown as stored.

/** Company types ('Shipper', 'Road Carrier' …) in the interface language, joined by commas. */
export const companyTypesText = (t: TFunction, types: readonly string[]): string =>
  types.map((type) => t(`companyTypes.${type}`, { defaultValue: type })).join(', ');

/** An account type ('shipper', 'carrier' …) in the interface language; empty when there is none. */
export const accountTypeLabel = (t: TFunction, accountType: string | null | undefined): string => {
  const value = accountType?.trim();
  if (!value) {
    return '';
  }
  return t(`accountTypes.${value.toLowerCase()}`, { defaultValue: value });
};
