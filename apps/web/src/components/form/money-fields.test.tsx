import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MoneyFields } from './money-fields';

const Typed = ({ fixed }: { fixed?: string }) => {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('CAD');
  return (
    <>
      <MoneyFields
        required
        amount={{ label: 'Billed amount', value: amount, onChange: setAmount, error: undefined }}
        currency={fixed ?? { label: 'Currency', value: currency, onChange: setCurrency, error: 'Not a currency' }}
      />
      <output>{`${amount}|${currency}`}</output>
    </>
  );
};

describe('MoneyFields', () => {
  it('takes an amount and a three-letter currency, upper-cased as typed', async () => {
    renderWithProviders(<Typed />);
    await userEvent.type(screen.getByRole('textbox', { name: /Billed amount/ }), '2400.50');
    const currency = screen.getByRole('textbox', { name: /Currency/ });
    await userEvent.clear(currency);
    await userEvent.type(currency, 'usdx');
    expect(screen.getByRole('status')).toHaveTextContent('2400.50|USD');
    expect(screen.getByText('Not a currency')).toBeInTheDocument();
  });

  it('shows a fixed currency inside the amount instead of an input', async () => {
    renderWithProviders(<Typed fixed="EUR" />);
    expect(screen.queryByRole('textbox', { name: /Currency/ })).toBeNull();
    expect(screen.getByText('EUR')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Billed amount/ }), '12');
    expect(screen.getByRole('status')).toHaveTextContent('12|CAD');
  });
});
