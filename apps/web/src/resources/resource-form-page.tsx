import { type AnyResource, CURRENCIES, type ResourceField } from '@lanehub/shared/resources/define-resource';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FieldInput } from '../components/form/field-input';
import { submitWithServerErrors } from '../components/form/server-errors';
import { useAppForm } from '../components/form/use-app-form';
import { useFieldError } from '../components/form/use-field-error';
import { toastSuccess } from '../components/toast';
import type { ResourceRecord } from './api/resource-keys';
import { useResourceRecord } from './api/use-resource-record';
import { useSaveResource } from './api/use-save-resource';
import { QueryState } from './query-state';
import { ReferencePicker } from './reference-picker';
import { RequirePermission } from './require-permission';
import {
  fieldLabel,
  fieldPlaceholder,
  optionLabel,
  resourceLabel,
  resourceLabelPlural,
  resourceMessage,
} from './resource-text';

type FormValues = FieldValues;

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
export const defaultValuesOf = (r: AnyResource): FormValues => {
  const values: FormValues = {};
  for (const field of r.fields) {
    const schema = r.schema.shape[field.name];
    const parsed = schema ? z.safeParse(schema, undefined) : null;
    values[field.name] = parsed?.success && parsed.data !== undefined ? parsed.data : emptyValueOf(field);
  }
  return values;
};

const valuesOfRecord = (r: AnyResource, record: ResourceRecord): FormValues => {
  const values: FormValues = {};
  for (const field of r.fields) {
    const value = record[field.name];
    values[field.name] = value === null || value === undefined ? emptyValueOf(field) : value;
  }
  return values;
};

/** The body the API takes: an empty date or money field is null, not an empty string. */
const bodyOf = (r: AnyResource, values: FormValues): FormValues => {
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
const errorFor = (errorOf: (name: string) => string | undefined, field: ResourceField) =>
  errorOf(field.name) ??
  (field.input === 'money' ? (errorOf(`${field.name}.amount`) ?? errorOf(`${field.name}.currency`)) : undefined);

const ResourceForm = ({
  resource: r,
  id,
  initialValues,
}: {
  resource: AnyResource;
  id?: string | undefined;
  initialValues: FormValues;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource(r, id);
  // The definition's schema is generic here; its fields are the form's fields.
  const form = useAppForm<FormValues, FormValues>(r.schema, { defaultValues: initialValues });
  const errorOf = useFieldError(form);
  const { isSubmitting } = form.formState;

  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await save.mutateAsync(bodyOf(r, values));
      toastSuccess(resourceMessage(t, r, reply.meta.message ?? (id ? r.messages.updated : r.messages.created)));
      navigate(r.webPath);
    },
    // A money field's errors come back on its parts ('minimumCharge.amount').
    r.fields.flatMap((f) => (f.input === 'money' ? [f.name, `${f.name}.amount`, `${f.name}.currency`] : [f.name])),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card withBorder maw={720}>
        <Stack>
          {r.fields.map((field) => (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: input }) => renderInput(t, r, field, input, errorFor(errorOf, field))}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={id ? `${r.webPath}/${id}` : r.webPath}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('resource.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
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

const EditForm = ({ resource: r, id }: { resource: AnyResource; id: string }) => {
  const query = useResourceRecord(r, id);
  return (
    <QueryState query={query}>
      {(record) => <ResourceForm key={id} resource={r} id={id} initialValues={valuesOfRecord(r, record)} />}
    </QueryState>
  );
};

export const ResourceFormPage = ({ resource: r }: { resource: AnyResource }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const label = resourceLabel(t, r);
  return (
    <RequirePermission permission={r.permission.write}>
      <Stack>
        <Anchor component={Link} to={r.webPath} size="sm">
          {t('resource.backToList', {
            labelPlural: resourceLabelPlural(t, r),
          })}
        </Anchor>
        <Title order={2}>{id ? t('resource.editTitle', { label }) : t('resource.newTitle', { label })}</Title>
        {id ? <EditForm resource={r} id={id} /> : <ResourceForm resource={r} initialValues={defaultValuesOf(r)} />}
      </Stack>
    </RequirePermission>
  );
};
