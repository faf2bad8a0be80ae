import {
  EQUIPMENT_OWNERSHIPS,
  EQUIPMENT_STATUSES,
  type EquipmentKind,
  type TEquipment,
  type TEquipmentInput,
  type TEquipmentValues,
  ZEquipmentInput,
} from '@lanehub/shared/features/equipment/equipment.contract';
import { ISO6346_EXAMPLE } from '@lanehub/shared/validation/iso6346';
import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../components/form/field-input';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastError } from '../../../components/toast';
import { useEquipmentFormOptions } from '../api/equipment-form-options';
import { isPlated, kindInMessage, numberLabel, translateEquipmentError } from '../equipment-text';

// Fields the server may name in fieldErrors; anything else becomes the spec's error toast.
const FIELDS = ['number', 'equipmentTypeId', 'status', 'ownership', 'locationId', 'licensePlate', 'notes'];

export const emptyEquipment = (kind: EquipmentKind): TEquipmentInput => ({
  kind,
  number: '',
  equipmentTypeId: null,
  status: 'active',
  ownership: null,
  locationId: null,
  licensePlate: null,
  attributes: {},
  notes: null,
});

/** The form's values for a stored unit; attributes ride along unchanged (PUT replaces the record). */
export const valuesOf = (unit: TEquipment): TEquipmentInput => ({
  kind: unit.kind,
  number: unit.number,
  equipmentTypeId: unit.equipmentTypeId,
  status: unit.status,
  ownership: unit.ownership,
  locationId: unit.locationId,
  licensePlate: unit.licensePlate,
  attributes: unit.attributes,
  notes: unit.notes,
});

export type EquipmentFormProps = {
  kind: EquipmentKind;
  initialValues: TEquipmentInput;
  /** Saves the parsed values; rejects with the server's error. */
  onSave: (values: TEquipmentValues) => Promise<unknown>;
  onCancel: () => void;
  /** 'create' or 'update': picks the spec's error message when the save fails. */
  mode: 'create' | 'update';
  extraActions?: ReactNode;
};

// The unit form: the number under its kind's rule (ISO 6346 for containers, shown as typed once the field
// has been touched), the company's types of that kind, status, ownership, location, plate, notes.
export const EquipmentForm = ({ kind, initialValues, onSave, onCancel, mode, extraActions }: EquipmentFormProps) => {
  const { t } = useTranslation();
  const options = useEquipmentFormOptions(kind);
  const form = useAppForm<TEquipmentInput, TEquipmentValues>(ZEquipmentInput, { defaultValues: initialValues });
  const number = form.watch('number');
  const fieldError = useFieldError(form, (message, field) =>
    translateEquipmentError(t, message, { kind, field, number }),
  );
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (!applyServerErrors(form, error, FIELDS)) {
        const type = kindInMessage(t, kind);
        toastError(
          t(mode === 'create' ? 'equipment.messages.createError' : 'equipment.messages.updateError', { type }),
        );
      }
    }
  });

  const typeOptions = (options.data?.equipmentTypes ?? []).map((type) => ({
    value: type.id,
    label: type.alias && type.alias !== type.code ? `${type.code} · ${type.alias}` : type.code,
  }));
  const locationOptions = (options.data?.locations ?? []).map((location) => ({
    value: location.id,
    label: location.code ? `${location.name} (${location.code})` : location.name,
  }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card withBorder maw={720}>
        <Stack>
          {options.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('equipment.messages.optionsError')}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="number"
            render={({ field }) => (
              <Stack gap={4}>
                <FieldInput
                  ref={field.ref}
                  name={field.name}
                  label={numberLabel(t, kind)}
                  placeholder={kind === 'container' ? ISO6346_EXAMPLE : kind === 'railcar' ? 'CN 123456' : undefined}
                  required
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldError('number')}
                />
                <Text size="xs" c="dimmed">
                  {t(`equipment.numberHints.${kind === 'container' || kind === 'railcar' ? kind : 'other'}`)}
                </Text>
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="equipmentTypeId"
            render={({ field }) => (
              <SearchableSelect
                label={t('equipment.fields.equipmentType')}
                options={typeOptions}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                clearable
                disabled={options.isPending}
                error={fieldError('equipmentTypeId')}
              />
            )}
          />
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <SearchableSelect
                  label={t('equipment.fields.status')}
                  options={EQUIPMENT_STATUSES.map((s) => ({ value: s, label: t(`equipment.statuses.${s}`) }))}
                  value={field.value ?? 'active'}
                  onChange={(value) => field.onChange(value ?? 'active')}
                  required
                  error={fieldError('status')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="ownership"
              render={({ field }) => (
                <SearchableSelect
                  label={t('equipment.fields.ownership')}
                  options={EQUIPMENT_OWNERSHIPS.map((o) => ({ value: o, label: t(`equipment.ownerships.${o}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  clearable
                  error={fieldError('ownership')}
                />
              )}
            />
          </Group>
          <Controller
            control={form.control}
            name="locationId"
            render={({ field }) => (
              <SearchableSelect
                label={t('equipment.fields.location')}
                options={locationOptions}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                clearable
                disabled={options.isPending}
                error={fieldError('locationId')}
              />
            )}
          />
          {isPlated(kind) ? (
            <Controller
              control={form.control}
              name="licensePlate"
              render={({ field }) => (
                <FieldInput
                  ref={field.ref}
                  name={field.name}
                  label={t('equipment.fields.licensePlate')}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldError('licensePlate')}
                />
              )}
            />
          ) : null}
          <Controller
            control={form.control}
            name="notes"
            render={({ field }) => (
              <Textarea
                label={t('equipment.fields.notes')}
                name={field.name}
                autosize
                minRows={2}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldError('notes')}
              />
            )}
          />
          <Group justify="space-between">
            <div>{extraActions}</div>
            <Group>
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('equipment.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Card>
    </form>
  );
};
