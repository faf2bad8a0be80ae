import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FieldInput } from '../../../components/form/field-input';

type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

// One text field of a settings form, bound to react-hook-form (an empty input is null for optional fields).
export const TextField = <T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
  disabled,
}: TextFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <FieldInput
        ref={field.ref}
        name={field.name}
        label={label}
        required={required}
        disabled={disabled}
        value={(field.value as string | null) ?? ''}
        onChange={(value) => field.onChange(required ? (value ?? '') : value || null)}
        onBlur={field.onBlur}
        error={error}
      />
    )}
  />
);
