import type { Ref } from 'react';
import { DatePickerField } from '../date-picker-field';
import { fieldKindOf } from './field-kind';
import { FilteredTextInput } from './filtered-text-input';
import { TimeSelect } from './time-select';

export type FieldInputProps = {
  /** The field's name also picks the input: `…Date` a date picker, `…Time` a time select. */
  name: string;
  /** Text; an ISO instant for dates; 'HH:mm' for times. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  label?: string;
  placeholder?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Allowed characters of a text field (see FilteredTextInput). */
  pattern?: RegExp | undefined;
  /** The text or time input, e.g. react-hook-form's field ref so errors can take the focus. */
  ref?: Ref<HTMLInputElement>;
};

// One free-form field whose input follows the spec's naming rule (spec 01 §5).
export const FieldInput = ({ name, value, onChange, onBlur, pattern, ref, ...common }: FieldInputProps) => {
  switch (fieldKindOf(name)) {
    case 'date':
      return (
        <DatePickerField
          {...common}
          value={value || null}
          onChange={(next) => {
            onChange(next);
            // A picked date counts as touched: the picker has no blur of its own to report.
            onBlur?.();
          }}
          clearable={!common.required}
        />
      );
    case 'time':
      return <TimeSelect {...common} ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} />;
    default:
      return (
        <FilteredTextInput
          {...common}
          ref={ref}
          name={name}
          pattern={pattern}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      );
  }
};
