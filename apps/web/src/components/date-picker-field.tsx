import '@mantine/dates/styles.css';
import { DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import { Group, Select } from '@mantine/core';
import { type CalendarAriaLabels, DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { torontoWall, useDateFormat } from '../lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);

// Spec 01 §2.5: the year selector runs from 2010 to 2059.
export const MIN_DATE = '2010-01-01';
export const MAX_DATE = '2059-12-31';
const SLOT_MINUTES = 30;
const WALL_DATE = 'YYYY-MM-DD';
const WALL_TIME = 'HH:mm';
const MIDNIGHT = '00:00';

/** The 48 half-hour slots of a day, '00:00' to '23:30'. */
export const timeSlots = (): string[] =>
  Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, index) => {
    const minutes = index * SLOT_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

const TIME_SLOTS = timeSlots();

/** The calendar's translated names of its controls. */
export const calendarLabels = (t: TFunction): CalendarAriaLabels => ({
  monthLevelControl: t('datePicker.chooseMonth'),
  yearLevelControl: t('datePicker.chooseYear'),
  nextMonth: t('datePicker.nextMonth'),
  previousMonth: t('datePicker.previousMonth'),
  nextYear: t('datePicker.nextYear'),
  previousYear: t('datePicker.previousYear'),
  nextDecade: t('datePicker.nextDecade'),
  previousDecade: t('datePicker.previousDecade'),
});

/** The instant of a Toronto wall date and time, as an ISO string in UTC. */
export const torontoToIso = (date: string, time: string = MIDNIGHT): string =>
  dayjs.tz(`${date} ${time}`, DEFAULT_TIME_ZONE).toISOString();

export type DatePickerFieldProps = {
  /** An ISO instant, as the API sends it; shown as a Toronto date. */
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
  placeholder?: string;
  /** Adds the 30-minute time column. */
  withTime?: boolean;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  error?: string | undefined;
};

// Dates are picked and shown in America/Toronto (spec 01 §9), in the interface's language's pattern
// (MM/DD/YYYY in English, DD/MM/YYYY in French and Spanish), and handed back as UTC instants, so the
// same value reads the same wherever the browser is. The calendar's language comes from the
// DatesProvider (app/providers.tsx).
export const DatePickerField = ({
  value,
  onChange,
  label,
  placeholder,
  withTime = false,
  required = false,
  disabled = false,
  clearable = false,
  error,
}: DatePickerFieldProps) => {
  const { t } = useTranslation();
  const valueFormat = useDateFormat();
  const date = torontoWall(value, WALL_DATE) || null;
  const valueTime = torontoWall(value, WALL_TIME);
  // A time picked before any date is kept until the date arrives.
  const [pendingTime, setPendingTime] = useState<string | null>(null);
  const time = date ? (TIME_SLOTS.includes(valueTime) ? valueTime : null) : pendingTime;

  const changeDate = (next: string | null) => {
    if (!next) {
      onChange(null);
      return;
    }
    onChange(torontoToIso(next, withTime ? (time ?? MIDNIGHT) : MIDNIGHT));
  };

  const changeTime = (next: string | null) => {
    if (!next) {
      return;
    }
    if (date) {
      onChange(torontoToIso(date, next));
    } else {
      setPendingTime(next);
    }
  };

  const picker = (
    <DatePickerInput
      label={label}
      placeholder={placeholder}
      value={date}
      onChange={changeDate}
      valueFormat={valueFormat}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      required={required}
      disabled={disabled}
      clearable={clearable}
      error={error}
      ariaLabels={calendarLabels(t)}
      style={withTime ? { flex: 1 } : undefined}
    />
  );

  if (!withTime) {
    return picker;
  }
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {picker}
      <Select
        aria-label={t('datePicker.time')}
        placeholder={t('datePicker.time')}
        data={TIME_SLOTS}
        value={time}
        onChange={changeTime}
        disabled={disabled}
        allowDeselect={false}
        searchable
        w={110}
        maxDropdownHeight={200}
      />
    </Group>
  );
};

export type CalendarDateInputProps = Omit<
  DatePickerInputProps<'default'>,
  'type' | 'value' | 'onChange' | 'valueFormat' | 'minDate' | 'maxDate' | 'ariaLabels'
> & {
  /** A calendar date, 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A calendar date (an invoice's issue date, a filter's bound) picked in a calendar and shown in the
 * interface language's pattern (MM/DD/YYYY in English, DD/MM/YYYY in French and Spanish), where the
 * browser's own date input would follow the browser's locale. No time zone: the day is the day.
 */
export const CalendarDateInput = ({ value, onChange, ...rest }: CalendarDateInputProps) => {
  const { t } = useTranslation();
  const valueFormat = useDateFormat();
  return (
    <DatePickerInput
      {...rest}
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
      valueFormat={valueFormat}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      ariaLabels={calendarLabels(t)}
    />
  );
};
