import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { EditableCell, type EditableCellProps, formatMonth } from './editable-cell';
import { isEmptyCellValue } from './editable-cell-state';
import type { SelectOption, SelectValue } from './searchable-select';

// A table keeps the committed value; the cell only proposes it.
const Cell = <V extends SelectValue = string>(props: EditableCellProps<V>) => {
  const [value, setValue] = useState<unknown>('value' in props ? props.value : null);
  if (props.kind === 'row-number') {
    return <EditableCell {...props} />;
  }
  const onCommit = (next: never) => {
    setValue(next);
    return props.onCommit(next);
  };
  return <EditableCell<V> {...({ ...props, value, onCommit } as EditableCellProps<V>)} />;
};

const SIZES: ReadonlyArray<SelectOption<number>> = [
  { value: 20, label: "20'" },
  { value: 40, label: "40'" },
  { value: 45, label: "45'" },
];

const LOCATIONS: ReadonlyArray<SelectOption> = [
  { value: 'CAMTR', label: 'Montreal' },
  { value: 'CATOR', label: 'Toronto' },
  { value: 'CAVAN', label: 'Vancouver' },
];

describe('isEmptyCellValue', () => {
  it('treats blank text, null and NaN as empty, zero as a value', () => {
    expect(isEmptyCellValue('  ')).toBe(true);
    expect(isEmptyCellValue(null)).toBe(true);
    expect(isEmptyCellValue(Number.NaN)).toBe(true);
    expect(isEmptyCellValue(0)).toBe(false);
    expect(isEmptyCellValue('x')).toBe(false);
  });
});

describe('EditableCell', () => {
  it('shows the value, edits text on click and commits on Enter', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell kind="text" label="Reference" value="PO-1" onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reference: PO-1' }));
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'PO-2{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('PO-2');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reference: PO-2' })).toHaveFocus();
  });

  it('refuses an empty value with the required message', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell kind="text" label="Reference" value="PO-1" onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reference: PO-1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Reference' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toBeInTheDocument();
    // Leaving does not commit it either.
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('cancels on Escape and keeps the old value', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell kind="text" label="Reference" value="PO-1" onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reference: PO-1' }));
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), '-changed{Escape}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reference: PO-1' })).toHaveFocus();
  });

  it('commits when the editor loses the focus, and opens with Enter', async () => {
    const onCommit = vi.fn();
    renderWithProviders(
      <>
        <Cell kind="text" label="Reference" value="PO-1" onCommit={onCommit} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Reference: PO-1' }).focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'A ');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('PO-1A');
  });

  it('filters text keystrokes by a pattern', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell kind="text" label="Seal" value="1" onCommit={onCommit} pattern={/\d/} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Seal: 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Seal' }), 'a2b3{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('123');
  });

  it('edits numbers, shows them with separators and requires one', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell kind="number" label="Weight" value={1200} onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Weight: 1,200' }));
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(input, '2500{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(2500);
    expect(screen.getByRole('button', { name: 'Weight: 2,500' })).toBeInTheDocument();
  });

  it('commits a picked option, numbers as numbers', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell<number> kind="select" label="Size" value={20} options={SIZES} onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Size: 20'" }));
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: "40'" }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(40);
    expect(typeof onCommit.mock.calls[0]?.[0]).toBe('number');
    expect(screen.getByRole('button', { name: "Size: 40'" })).toBeInTheDocument();
  });

  it('requires a choice in an empty select', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell<number> kind="select" label="Size" value={null} options={SIZES} onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Size' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    // The open dropdown takes the first Escape; the second cancels the edit.
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size' })).toHaveFocus();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('asks before committing a select-with-confirm choice', async () => {
    const onCommit = vi.fn();
    renderWithProviders(
      <Cell<number> kind="select-with-confirm" label="Size" value={20} options={SIZES} onCommit={onCommit} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Size: 20'" }));
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: "45'" }));

    let dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText('Are you sure select this item?')).toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "Size: 20'" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Size: 20'" }));
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: "45'" }));
    dialog = await screen.findByRole('dialog', { name: 'Warning' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(45);
    expect(await screen.findByRole('button', { name: "Size: 45'" })).toBeInTheDocument();
  });

  it('searches locations and companies given as options', async () => {
    const onCommit = vi.fn();
    renderWithProviders(
      <>
        <Cell kind="location" label="Origin" value={null} options={LOCATIONS} onCommit={onCommit} />
        <Cell<number>
          kind="company"
          label="Carrier"
          value={7}
          options={[
            { value: 7, label: 'Maple Freight' },
            { value: 9, label: 'Lakeshore Lines' },
          ]}
          onCommit={onCommit}
        />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Origin' }));
    const origin = screen.getByRole('combobox', { name: 'Origin' });
    expect(origin).toHaveAttribute('placeholder', 'Select location');
    await user.type(origin, 'tor');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Toronto']);
    await user.click(screen.getByRole('option', { name: 'Toronto' }));
    expect(onCommit).toHaveBeenLastCalledWith('CATOR');

    await user.click(screen.getByRole('button', { name: 'Carrier: Maple Freight' }));
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    await user.clear(carrier);
    await user.type(carrier, 'lake');
    await user.click(screen.getByRole('option', { name: 'Lakeshore Lines' }));
    expect(onCommit).toHaveBeenLastCalledWith(9);
  });

  it('picks a radio option and commits it on Enter', async () => {
    const onCommit = vi.fn();
    renderWithProviders(
      <Cell<number>
        kind="radio"
        label="Stops"
        value={1}
        options={[
          { value: 1, label: 'One' },
          { value: 2, label: 'Two' },
        ]}
        onCommit={onCommit}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stops: One' }));
    expect(screen.getByRole('radio', { name: 'One' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Two' }));
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('offers the 48 half-hour slots for a time', async () => {
    const onCommit = vi.fn();
    renderWithProviders(<Cell kind="time" label="Cut-off" value="08:00" onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cut-off: 08:00' }));
    await user.click(screen.getByRole('combobox', { name: 'Cut-off' }));
    expect(screen.getAllByRole('option')).toHaveLength(48);
    await user.click(screen.getByRole('option', { name: '10:30' }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('10:30');
  });

  it('picks a date in Toronto time and shows it as MM/DD/YYYY', async () => {
    const onCommit = vi.fn();
    // 03:00 UTC on March 5 is still March 4 in Toronto.
    renderWithProviders(<Cell kind="date" label="ETA" value="2024-03-05T03:00:00Z" onCommit={onCommit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ETA: 03/04/2024' }));
    const picker = screen.getByRole('dialog', { name: 'ETA' });
    await user.click(within(picker).getByRole('button', { name: '15 March 2024' }));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('2024-03-15T04:00:00.000Z');
    expect(await screen.findByRole('button', { name: 'ETA: 03/15/2024' })).toBeInTheDocument();
  });

  it('cancels a date on Escape and flags an empty one left without a pick', async () => {
    const onCommit = vi.fn();
    renderWithProviders(
      <>
        <Cell kind="date" label="ETA" value={null} onCommit={onCommit} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ETA' }));
    expect(screen.getByRole('dialog', { name: 'ETA' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ETA' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('picks a month as YYYY-MM and a year as a number', async () => {
    const onMonth = vi.fn();
    const onYear = vi.fn();
    renderWithProviders(
      <>
        <Cell kind="month" label="Period" value="2024-03" onCommit={onMonth} />
        <Cell kind="year" label="Model year" value={2024} onCommit={onYear} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Period: 03/2024' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Period' })).getByRole('button', { name: 'Jul' }));
    expect(onMonth).toHaveBeenCalledExactlyOnceWith('2024-07');
    expect(await screen.findByRole('button', { name: 'Period: 07/2024' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Model year: 2024' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Model year' })).getByRole('button', { name: '2026' }));
    expect(onYear).toHaveBeenCalledExactlyOnceWith(2026);
    expect(typeof onYear.mock.calls[0]?.[0]).toBe('number');
  });

  it('shows the 1-based row number, not editable', () => {
    renderWithProviders(<EditableCell kind="row-number" index={4} />);
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not open when disabled', async () => {
    renderWithProviders(<Cell kind="text" label="Reference" value="PO-1" onCommit={() => {}} disabled />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reference: PO-1' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('formats months as MM/YYYY', () => {
    expect(formatMonth('2024-07')).toBe('07/2024');
    expect(formatMonth(null)).toBe('');
    expect(formatMonth('July')).toBe('');
  });
});
