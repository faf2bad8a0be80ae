import { requiredString } from '@lanehub/shared/validation/validators';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { changeLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { FieldInput } from './field-input';
import { fieldKindOf } from './field-kind';
import { FilteredTextInput, filterByPattern } from './filtered-text-input';
import { submitWithServerErrors } from './server-errors';
import { useAppForm } from './use-app-form';
import { useFieldError } from './use-field-error';

const schema = z.object({ name: requiredString(20, 3), code: requiredString(6) });
type Values = z.output<typeof schema>;

const TestForm = ({ onValid }: { onValid: (values: Values) => unknown }) => {
  const form = useAppForm(schema, { defaultValues: { name: '', code: '' } });
  const errorOf = useFieldError(form);
  const onSubmit = submitWithServerErrors(form, onValid);
  return (
    <form onSubmit={onSubmit} noValidate>
      <FilteredTextInput label="Name" {...form.register('name')} error={errorOf('name')} />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <FieldInput
            name={field.name}
            label="Code"
            pattern={/[A-Z0-9]/}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorOf('code')}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
};

describe('fieldKindOf', () => {
  it('tells date and time fields by the end of their names', () => {
    expect(fieldKindOf('pickupDate')).toBe('date');
    expect(fieldKindOf('stops.0.deliveryDate')).toBe('date');
    expect(fieldKindOf('cutoffTime')).toBe('time');
    expect(fieldKindOf('dateCreated')).toBe('text');
    expect(fieldKindOf('timezone')).toBe('text');
    expect(fieldKindOf('name')).toBe('text');
  });

  it('gives date and time fields their pickers', () => {
    renderWithProviders(
      <>
        <FieldInput name="pickupDate" label="Pickup date" value="2024-03-05T03:00:00Z" onChange={() => {}} />
        <FieldInput name="pickupTime" label="Pickup time" value="08:30" onChange={() => {}} />
        <FieldInput name="reference" label="Reference" value="PO-1" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Pickup date' })).toHaveTextContent('03/04/2024');
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('08:30');
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('PO-1');
  });
});

describe('keystroke filter', () => {
  it('keeps only the allowed characters, whatever the RegExp flags', () => {
    expect(filterByPattern('a1b2c3', /[0-9]/)).toBe('123');
    expect(filterByPattern('a1b2c3', /\d/g)).toBe('123');
    expect(filterByPattern('12:30 pm', /[\d:]/y)).toBe('12:30');
  });

  it('drops typed and pasted characters that do not match', async () => {
    const Controlled = () => {
      const [value, setValue] = useState('');
      return (
        <FilteredTextInput
          label="Quantity"
          pattern={/[0-9]/}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    };
    renderWithProviders(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const user = userEvent.setup();
    await user.type(input, '1a2 b3');
    expect(input).toHaveValue('123');
    await user.paste('4-5x6');
    expect(input).toHaveValue('123456');
  });

  it('filters an input registered with react-hook-form too', async () => {
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab-C1d2');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('C12');
  });
});

describe('useAppForm', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows a field error only after the field is touched', async () => {
    renderWithProviders(<TestForm onValid={() => {}} />);
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'ab');
    expect(screen.queryByText('Must be at least 3 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Code has the focus but was not left yet: its own error waits.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    // Once touched, the error follows every change.
    await user.type(name, 'c');
    await waitFor(() => expect(screen.queryByText('Must be at least 3 characters')).not.toBeInTheDocument());
  });

  it('keeps only the first error of a field', async () => {
    renderWithProviders(<TestForm onValid={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    // An empty name breaks both 'required' and 'at least 3'; only the first shows.
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByText('Must be at least 3 characters')).not.toBeInTheDocument();
  });

  it('shows every error on submit, translated', async () => {
    await changeLanguage('fr');
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed values over on submit', async () => {
    const onValid = vi.fn();
    renderWithProviders(<TestForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Crane  ');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'C1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Crane', code: 'C1' }));
  });

  it('puts server field errors on their fields', async () => {
    const onValid = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        message: 'This record already exists',
        code: 'CONFLICT',
        fieldErrors: { code: 'This record already exists', elsewhere: 'Not a field of this form' },
      });
    });
    renderWithProviders(<TestForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crane');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'C1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This record already exists')).toBeInTheDocument();
    expect(screen.queryByText('Not a field of this form')).not.toBeInTheDocument();
    expect(code).toHaveFocus();
  });

  it('toasts a server error without field errors', async () => {
    const onValid = vi.fn(async () => {
      throw new ApiError({ status: 500, message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    });
    renderWithProviders(<TestForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Crane');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'C1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
