import { Group, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type Field = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

export type MoneyFieldsProps = {
  /** The amount's label; in a table row, an `aria-label` instead. */
  amount: Omit<Field, 'label'> & {
    label?: string | undefined;
    'aria-label'?: string | undefined;
    description?: ReactNode;
  };
  /** A currency the user types (3 letters, upper-cased as typed), or the fixed currency of what is paid. */
  currency: Field | string | undefined;
  required?: boolean;
  /** Width of the amount input when the currency is fixed (inside a table row). */
  w?: number;
};

/**
 * An amount and its currency, the one way the forms take money (disputes of D&D charges, payments and
 * credit notes): a decimal amount as text (the server parses it exactly, never as a float) and either a
 * three-letter currency input beside it or the fixed currency shown inside the amount.
 */
export const MoneyFields = ({ amount, currency, required = false, w }: MoneyFieldsProps) => {
  const amountInput = (fixedCurrency?: string) => (
    <TextInput
      label={amount.label}
      aria-label={amount['aria-label']}
      description={amount.description}
      value={amount.value}
      onChange={(event) => amount.onChange(event.currentTarget.value)}
      error={amount.error}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      w={w}
      rightSectionWidth={fixedCurrency ? 48 : undefined}
      rightSection={
        fixedCurrency ? (
          <Text size="xs" c="dimmed">
            {fixedCurrency}
          </Text>
        ) : undefined
      }
    />
  );
  if (currency === undefined || typeof currency === 'string') {
    return amountInput(currency);
  }
  return (
    <Group grow align="flex-start">
      {amountInput()}
      <TextInput
        label={currency.label}
        value={currency.value}
        onChange={(event) => currency.onChange(event.currentTarget.value.toUpperCase())}
        error={currency.error}
        maxLength={3}
        required={required}
        autoComplete="off"
      />
    </Group>
  );
};
