import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { CalendarDateInput, DatePickerField, timeSlots, torontoToIso } from './date-picker-field';

describe('timeSlots', () => {
  it('gives the 48 half-hour slots from 00:00 to 23:30', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots[1]).toBe('00:30');
    expect(slots[19]).toBe('09:30');
    expect(slots[47]).toBe('23:30');
    expect(new Set(slots).size).toBe(48);
  });
});

describe('torontoToIso', () => {
  it('reads wall time in America/Toronto, daylight saving included', () => {
    expect(torontoToIso('2024-01-15', '08:00')).toBe('2024-01-15T13:00:00.000Z');
    expect(torontoToIso('2024-07-01', '10:30')).toBe('2024-07-01T14:30:00.000Z');
    expect(torontoToIso('2024-07-01')).toBe('2024-07-01T04:00:00.000Z');
  });
});

const Controlled = ({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="Pickup date"
      withTime
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('DatePickerField', () => {
  it('shows the date as MM/DD/YYYY in Toronto time', () => {
    // 03:00 UTC on March 5 is still March 4 in Toronto.
    renderWithProviders(<DatePickerField label="Pickup date" value="2024-03-05T03:00:00Z" onChange={() => {}} />);
    expect(screen.getByLabelText('Pickup date')).toHaveTextContent('03/04/2024');
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
  });

  it('shows the Toronto time and returns the instant of a newly picked half-hour slot', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="2024-07-01T12:00:00Z" onChange={onChange} />);
    const time = screen.getByLabelText('Time');
    expect(time).toHaveValue('08:00');
    const user = userEvent.setup();
    await user.click(time);
    expect(screen.getAllByRole('option')).toHaveLength(48);
    await user.click(screen.getByRole('option', { name: '10:30' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-07-01T14:30:00.000Z');
    expect(screen.getByLabelText('Pickup date')).toHaveTextContent('07/01/2024');
  });

  it('keeps the time when a new day is picked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="2024-07-01T12:00:00Z" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Pickup date'));
    await user.click(screen.getByRole('button', { name: '15 July 2024' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-07-15T12:00:00.000Z');
    expect(screen.getByLabelText('Pickup date')).toHaveTextContent('07/15/2024');
  });

  it('limits year selection to 2010-2059', async () => {
    renderWithProviders(<DatePickerField label="Pickup date" value="2024-03-05T12:00:00Z" onChange={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Pickup date'));
    await user.click(screen.getByRole('button', { name: 'Choose month' }));
    await user.click(screen.getByRole('button', { name: 'Choose year' }));
    await user.click(screen.getByRole('button', { name: 'Previous decade' }));
    expect(screen.getByRole('button', { name: '2010' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous decade' })).toBeDisabled();
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next decade' }));
    }
    expect(screen.getByRole('button', { name: '2059' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next decade' })).toBeDisabled();
  });
});

describe('DatePickerField in French and Spanish (docs/i18n.md, "Dates")', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each([
    ['fr', 'novembre 2026', '26 novembre 2026', 'Choisir le mois'],
    ['es', 'noviembre 2026', '26 noviembre 2026', 'Elegir mes'],
  ] as const)(
    'shows DD/MM/YYYY and a calendar with translated month names in %s',
    async (lng, month, day, chooseMonth) => {
      await changeLanguage(lng);
      const onChange = vi.fn();
      renderWithProviders(<Controlled initial="2026-11-25T15:00:00Z" onChange={onChange} />);
      const field = screen.getByLabelText('Pickup date');
      expect(field).toHaveTextContent('25/11/2026');
      const user = userEvent.setup();
      await user.click(field);
      expect(screen.getByRole('button', { name: chooseMonth })).toHaveTextContent(month);
      await user.click(screen.getByRole('button', { name: day }));
      expect(onChange).toHaveBeenLastCalledWith('2026-11-26T15:00:00.000Z');
      expect(screen.getByLabelText('Pickup date')).toHaveTextContent('26/11/2026');
    },
  );
});

const ControlledDay = ({ onChange }: { onChange: (value: string) => void }) => {
  const [value, setValue] = useState('2026-11-25');
  return (
    <CalendarDateInput
      label="Issue date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('CalendarDateInput', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each([
    ['en', '11/25/2026', '11/26/2026', 'November 2026', '26 November 2026'],
    ['fr', '25/11/2026', '26/11/2026', 'novembre 2026', '26 novembre 2026'],
    ['es', '25/11/2026', '26/11/2026', 'noviembre 2026', '26 noviembre 2026'],
  ] as const)('shows and picks a calendar date as %s writes it', async (lng, shown, picked, month, day) => {
    await changeLanguage(lng);
    const onChange = vi.fn();
    renderWithProviders(<ControlledDay onChange={onChange} />);
    const field = screen.getByLabelText('Issue date');
    expect(field).toHaveTextContent(shown);
    const user = userEvent.setup();
    await user.click(field);
    expect(screen.getByText(month)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: day }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26');
    expect(screen.getByLabelText('Issue date')).toHaveTextContent(picked);
  });
});
