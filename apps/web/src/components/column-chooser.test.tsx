import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ColumnChooser, columnStorageKey, readColumnChoice, saveColumnChoice } from './column-chooser';

const COLUMNS = [
  { key: 'reference', label: 'Reference', hideable: false },
  { key: 'origin', label: 'Origin' },
  { key: 'destination', label: 'Destination' },
  { key: 'carrier', label: 'Carrier' },
  { key: 'weight', label: 'Gross Weight' },
];

const setup = (visible = ['reference', 'origin', 'destination']) => {
  const onApply = vi.fn();
  renderWithProviders(
    <ColumnChooser
      columns={COLUMNS}
      visible={visible}
      defaults={['reference', 'origin', 'destination']}
      onApply={onApply}
    />,
  );
  return { onApply, user: userEvent.setup() };
};

const openChooser = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Columns' });
};

const boxNames = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent);

describe('ColumnChooser', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the 'Columns' title, the current choice and a search box that filters the list", async () => {
    const { user } = setup();
    const sheet = await openChooser(user);
    expect(within(sheet).getByText('Columns')).toBeInTheDocument();
    expect(within(sheet).getByRole('checkbox', { name: 'Origin' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Carrier' })).not.toBeChecked();
    // The key column cannot be hidden.
    expect(within(sheet).getByRole('checkbox', { name: 'Reference' })).toBeDisabled();

    await user.type(within(sheet).getByRole('textbox', { name: 'Search Column Name' }), 'DEST');
    expect(boxNames(sheet)).toEqual(['Destination']);
    await user.clear(within(sheet).getByRole('textbox', { name: 'Search Column Name' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Search Column Name' }), 'zzz');
    expect(within(sheet).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(sheet).getByText('No columns match')).toBeInTheDocument();
  });

  it('Select all then Done applies every column, in column order', async () => {
    const { user, onApply } = setup();
    const sheet = await openChooser(user);
    await user.click(within(sheet).getByRole('button', { name: 'Select all' }));
    expect(within(sheet).getByRole('checkbox', { name: 'Gross Weight' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(['reference', 'origin', 'destination', 'carrier', 'weight']);
    expect(screen.queryByRole('dialog', { name: 'Columns' })).not.toBeInTheDocument();
  });

  it('Restore defaults brings back the default columns', async () => {
    const { user, onApply } = setup(['reference', 'carrier', 'weight']);
    const sheet = await openChooser(user);
    expect(within(sheet).getByRole('checkbox', { name: 'Origin' })).not.toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Restore defaults' }));
    expect(within(sheet).getByRole('checkbox', { name: 'Origin' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Carrier' })).not.toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(['reference', 'origin', 'destination']);
  });

  it('Cancel discards the changes', async () => {
    const { user, onApply } = setup();
    let sheet = await openChooser(user);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Origin' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Carrier' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
    sheet = await openChooser(user);
    expect(within(sheet).getByRole('checkbox', { name: 'Origin' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Carrier' })).not.toBeChecked();
  });

  it('keeps Done disabled until at least one column is chosen', async () => {
    const onApply = vi.fn();
    renderWithProviders(
      <ColumnChooser
        columns={COLUMNS.slice(1)}
        visible={['origin']}
        defaults={['origin', 'destination']}
        onApply={onApply}
      />,
    );
    const user = userEvent.setup();
    const sheet = await openChooser(user);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Origin' }));
    expect(within(sheet).getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(within(sheet).getByText('Choose at least one column')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Carrier' }));
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(['carrier']);
  });

  it("'Expand Sheet' opens the wide sheet searched by 'Search Column Name', keeping the changes", async () => {
    const { user, onApply } = setup();
    const compact = await openChooser(user);
    await user.click(within(compact).getByRole('checkbox', { name: 'Carrier' }));
    await user.click(within(compact).getByRole('button', { name: 'Expand Sheet' }));

    const sheet = await screen.findByRole('dialog', { name: 'Columns' });
    expect(sheet).not.toBe(compact);
    expect(screen.queryByRole('button', { name: 'Expand Sheet' })).not.toBeInTheDocument();
    const search = within(sheet).getByPlaceholderText('Search Column Name');
    expect(within(sheet).getByRole('checkbox', { name: 'Carrier' })).toBeChecked();
    await user.type(search, 'weight');
    expect(boxNames(sheet)).toEqual(['Gross Weight']);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Gross Weight' }));
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(['reference', 'origin', 'destination', 'carrier', 'weight']);
    expect(screen.queryByRole('dialog', { name: 'Columns' })).not.toBeInTheDocument();
  });

  it('saves the choice per table name and reads back only keys the table has', () => {
    const known = COLUMNS.map((c) => c.key);
    saveColumnChoice('shipments', ['origin', 'weight']);
    expect(window.localStorage.getItem(columnStorageKey('shipments'))).toBe('["origin","weight"]');
    expect(window.localStorage.getItem('lanehub.columns.shipments')).toBe('["origin","weight"]');
    expect(readColumnChoice('shipments', known)).toEqual(['origin', 'weight']);
    expect(readColumnChoice('invoices', known)).toBeNull();

    window.localStorage.setItem(columnStorageKey('shipments'), '["gone", 7, "carrier"]');
    expect(readColumnChoice('shipments', known)).toEqual(['carrier']);
    window.localStorage.setItem(columnStorageKey('shipments'), '["gone"]');
    expect(readColumnChoice('shipments', known)).toBeNull();
    window.localStorage.setItem(columnStorageKey('shipments'), '{not json');
    expect(readColumnChoice('shipments', known)).toBeNull();
  });
});
