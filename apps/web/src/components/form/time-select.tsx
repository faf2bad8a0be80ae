import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { timeSlots } from '../date-picker-field';
import { SELECT_DROPDOWN_MAX_HEIGHT } from '../searchable-select';

const TIME_SLOTS = timeSlots();

export type TimeSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** 'HH:mm' on a 30-minute slot, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  ref?: Ref<HTMLInputElement>;
};

// Times are picked in 30-minute steps, '00:00' to '23:30' (spec 01 §2.5), as the date picker does.
export const TimeSelect = ({ value, onChange, ...props }: TimeSelectProps) => {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={props.label ? undefined : t('datePicker.time')}
      placeholder={t('datePicker.time')}
      searchable
      maxDropdownHeight={SELECT_DROPDOWN_MAX_HEIGHT}
      nothingFoundMessage={t('messages.noResults')}
      {...props}
      data={TIME_SLOTS}
      value={value && TIME_SLOTS.includes(value) ? value : null}
      onChange={onChange}
    />
  );
};
