import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SearchableSelect, type SelectOption } from './searchable-select';

const CITIES: ReadonlyArray<SelectOption<number>> = [
  { value: 1, label: 'Montreal' },
  { value: 2, label: 'Toronto' },
  { value: 3, label: 'Vancouver' },
];

const ControlledMulti = ({ onChange }: { onChange: (value: number[]) => void }) => {
  const [value, setValue] = useState<number[]>([]);
  return (
    <SearchableSelect
      multiple
      label="Cities"
      options={CITIES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('SearchableSelect', () => {
  it("filters as the user types and shows 'No results' when nothing matches", async () => {
    renderWithProviders(<SearchableSelect label="City" options={CITIES} value={null} onChange={() => {}} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('City');
    await user.type(input, 'tor');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Toronto']);
    await user.type(input, 'xyz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('returns numeric option values as numbers', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SearchableSelect label="City" options={CITIES} value={null} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('City'));
    await user.click(screen.getByRole('option', { name: 'Toronto' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(typeof onChange.mock.calls[0]?.[0]).toBe('number');
  });

  it('returns numbers from the multiple select too', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ControlledMulti onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Cities' }));
    await user.click(screen.getByRole('option', { name: 'Vancouver' }));
    await user.click(screen.getByRole('option', { name: 'Montreal' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 1]);
  });

  it('offers to create the typed text when no option matches it', async () => {
    const onCreate = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(
      <SearchableSelect label="City" options={CITIES} value={null} onChange={onChange} onCreate={onCreate} />,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('City');
    await user.type(input, 'toronto');
    // An exact match needs no create option.
    expect(screen.queryByText(/Create/)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, ' Halifax ');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '+ Create "Halifax"' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Halifax');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers create in the multiple select without adding a value', async () => {
    const onCreate = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(
      <SearchableSelect multiple label="Cities" options={CITIES} value={[]} onChange={onChange} onCreate={onCreate} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Cities' }), 'Quebec');
    await user.click(screen.getByRole('option', { name: '+ Create "Quebec"' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Quebec');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'Add more' only when onAddMore is given", async () => {
    const onAddMore = vi.fn();
    const { unmount } = renderWithProviders(
      <SearchableSelect label="City" options={CITIES} value={null} onChange={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Add more' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SearchableSelect label="City" options={CITIES} value={null} onChange={() => {}} onAddMore={onAddMore} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add more' }));
    expect(onAddMore).toHaveBeenCalledOnce();
  });

  it('caps the dropdown at 200 px', async () => {
    renderWithProviders(<SearchableSelect label="City" options={CITIES} value={null} onChange={() => {}} />);
    await userEvent.setup().click(screen.getByLabelText('City'));
    // The listbox itself scrolls (app/theme.ts), so keyboard users need no separate scroll area.
    const scroller = screen.getByRole('listbox');
    // Mantine writes 200 px as 12.5rem.
    expect(scroller?.style.maxHeight).toContain('12.5rem');
  });
});
