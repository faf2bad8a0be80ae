import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FilterForm } from './filter-form';

describe('FilterForm', () => {
  it('shows location and steamship line by default and filters with the filled values', async () => {
    const onFilter = vi.fn();
    renderWithProviders(<FilterForm onFilter={onFilter} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), ' Montreal ');
    await user.type(screen.getByRole('textbox', { name: 'Steamship Line' }), 'MSC');
    expect(onFilter).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledExactlyOnceWith({ location: 'Montreal', steamshipLine: 'MSC' });
  });

  it('leaves empty fields out of the filter', async () => {
    const onFilter = vi.fn();
    renderWithProviders(<FilterForm onFilter={onFilter} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Halifax{Enter}');
    expect(onFilter).toHaveBeenCalledExactlyOnceWith({ location: 'Halifax' });
  });

  it('Reset clears the fields and filters with nothing', async () => {
    const onFilter = vi.fn();
    renderWithProviders(<FilterForm onFilter={onFilter} defaultValues={{ location: 'Toronto' }} />);
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toHaveValue('Toronto');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Steamship Line' }), 'Maersk');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onFilter).toHaveBeenCalledExactlyOnceWith({});
    expect(location).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Steamship Line' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenLastCalledWith({});
  });

  it('takes other fields, with selects returning their option values', async () => {
    const onFilter = vi.fn();
    renderWithProviders(
      <FilterForm
        onFilter={onFilter}
        fields={[
          { name: 'carrierId', label: 'Carrier', options: [{ value: 7, label: 'CN Rail' }] },
          { name: 'reference', label: 'Reference' },
        ]}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Location' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Carrier'));
    await user.click(screen.getByRole('option', { name: 'CN Rail' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledExactlyOnceWith({ carrierId: 7 });
  });
});
