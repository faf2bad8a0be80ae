import { type AnyResource, CURRENCIES, type ResourceField } from '@lanehub/shared/resources/define-resource';
import { Checkbox, Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldInput } from '../components/form/field-input';
import type { ResourceRecord } from './api/resource-keys';
import { ReferencePicker } from './reference-picker';
import { fieldLabel, fieldPlaceholder, optionLabel } from './resource-text';

// The inputs of a resource's fields by their kind, shared by the generated form page and the forms of
// the declared actions that take a body (the action's fields, in EntityFormModal).

export type FormValues = FieldValues;

const emptyValueOf = (field: ResourceField): unknown => {
  switch (field.input) {
    case 'checkbox':
      return false;
    case 'number':
    case 'select':
    case 'enum':
    case 'reference':
    case 'money':
      return null;
    default:
      return '';
  }
};

/** A new record's values: the schema's own default where it has one, else an empty input. */
export const defaultValuesOf = (r: AnyResource, fields: readonly ResourceField[] = r.fields): FormValues => {
  const values: FormValues = {};
  for (const field of fields) {
    const schema = r.schema.shape[field.name];
    const parsed = schema ? z.safeParse(schema, undefined) : null;
    values[field.name] = parsed?.success && parsed.data !== undefined ? parsed.data : emptyValueOf(field);
  }
  return values;
};

export const valuesOfRecord = (
  r: AnyResource,
  record: ResourceRecord,
  fields: readonly ResourceField[] = r.fields,
): FormValues => {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record[field.name];
    values[field.name] = value === null || value === undefined ? emptyValueOf(field) : value;
  }
  return values;
};

/** The body the API takes: an empty date or money field is null, not an empty string. */
export const bodyOf = (r: AnyResource, values: FormValues): FormValues => {
  const body: FormValues = { ...values };
  for (const field of r.fields) {
    const value = body[field.name];
    if (field.input === 'date' && value === '') {
      body[field.name] = null;
    }
    if (field.input === 'money' && value && typeof value === 'object') {
      const money = value as { amount?: string; currency?: string | null };
      body[field.name] = !money.amount && !money.currency ? null : money;
    }
  }
  return body;
};

/** A money field's error is on the field or on one of its parts. */
export const errorFor = (errorOf: (name: string) => string | undefined, field: ResourceField) =>
  errorOf(field.name) ??
  (field.input === 'money' ? (errorOf(`${field.name}.amount`) ?? errorOf(`${field.name}.currency`)) : undefined);

/** The form's field names server errors may land on: a money field's errors come back on its parts. */
export const errorTargetsOf = (fields: readonly ResourceField[]) =>
  fields.flatMap((f) => (f.input === 'money' ? [f.name, `${f.name}.amount`, `${f.name}.currency`] : [f.name]));

/** One input per field, bound to the form, each showing its own error. */
export const ResourceFieldInputs = ({
  resource: r,
  fields,
  control,
  errorOf,
}: {
  resource: AnyResource;
  fields: readonly ResourceField[];
  control: Control<FormValues>;
  errorOf: (name: string) => string | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: input }) => renderInput(t, r, field, input, errorFor(errorOf, field))}
        />
      ))}
    </>
  );
};

type InputBinding = {
  name: string;
  ref: Ref<HTMLInputElement>;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
};

const renderInput = (
  t: TFunction,
  r: AnyResource,
  field: ResourceField,
  input: InputBinding,
  error: string | undefined,
) => {
  const common = {
    label: fieldLabel(t, r, field.name),
    name: input.name,
    onBlur: input.onBlur,
    error,
    placeholder: fieldPlaceholder(t, r, field.name),
  };
  switch (field.input) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof input.value === 'number' ? input.value : ''}
          onChange={(value) => input.onChange(typeof value === 'number' ? value : null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((o) => ({ value: o.value, label: optionLabel(t, r, field.name, o.value) }))}
          value={typeof input.value === 'string' ? input.value : null}
          onChange={(value) => input.onChange(value)}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={(field.values ?? []).map((value) => ({ value, label: optionLabel(t, r, field.name, value) }))}
          value={typeof input.value === 'string' ? input.value : null}
          onChange={(value) => input.onChange(value)}
        />
      );
    case 'reference':
      return (
        <ReferencePicker
          {...common}
          target={field.reference?.resource ?? ''}
          display={field.reference?.display ?? 'id'}
          value={typeof input.value === 'string' ? input.value : null}
          onChange={(value) => input.onChange(value)}
        />
      );
    case 'date':
      // The browser's date input speaks 'YYYY-MM-DD', the API's calendar date, with no time zone in between.
      return (
        <TextInput
          {...common}
          type="date"
          ref={input.ref}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      );
    case 'money': {
      const money = (input.value ?? {}) as { amount?: string; currency?: string | null };
      return (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            {...common}
            inputMode="decimal"
            style={{ flex: 1 }}
            value={money.amount ?? ''}
            onChange={(event) => input.onChange({ ...money, amount: event.currentTarget.value })}
          />
          <Select
            label={t('registry.currency')}
            aria-label={`${common.label} – ${t('registry.currency')}`}
            w={110}
            searchable
            data={[...CURRENCIES]}
            value={money.currency ?? null}
            onChange={(currency) => input.onChange({ ...money, currency })}
          />
        </Group>
      );
    }
    case 'checkbox':
      return (
        <Checkbox
          label={common.label}
          name={common.name}
          error={error}
          onBlur={input.onBlur}
          checked={input.value === true}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
        />
      );
    default:
      // Free text, or a date or time picker when the field's name says so (spec 01 §5).
      return (
        <FieldInput
          {...common}
          ref={input.ref}
          value={typeof input.value === 'string' ? input.value : null}
          onChange={(value) => input.onChange(value ?? '')}
        />
      );
  }
};
