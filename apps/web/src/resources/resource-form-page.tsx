import type { AnyResource, ResourceField } from '@lanehub/shared';
import { Anchor, Button, Card, Checkbox, Group, NumberInput, Select, Stack, Textarea, Title } from '@mantine/core';
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
import { RequirePermission } from './require-permission';
import { fieldLabel, fieldPlaceholder, optionLabel, resourceLabel, resourceMessage } from './resource-text';

type FormValues = FieldValues;

const emptyValueOf = (field: ResourceField): unknown => {
  switch (field.input) {
    case 'checkbox':
      return false;
    case 'number':
    case 'select':
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
      const reply = await save.mutateAsync(values);
      toastSuccess(resourceMessage(t, r, reply.meta.message ?? (id ? r.messages.updated : r.messages.created)));
      navigate(r.webPath);
    },
    r.fields.map((f) => f.name),
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
              render={({ field: input }) => renderInput(t, r, field, input, errorOf(field.name))}
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
            labelPlural: t(`resources.${r.name}.labelPlural`, { defaultValue: r.labelPlural }),
          })}
        </Anchor>
        <Title order={2}>{id ? t('resource.editTitle', { label }) : t('resource.newTitle', { label })}</Title>
        {id ? <EditForm resource={r} id={id} /> : <ResourceForm resource={r} initialValues={defaultValuesOf(r)} />}
      </Stack>
    </RequirePermission>
  );
};
