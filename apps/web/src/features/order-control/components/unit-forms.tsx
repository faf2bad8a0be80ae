import type { TControlUnit, TOrderControl } from '@lanehub/shared/features/order-control/order-control.contract';
import { checkContainerNumber } from '@lanehub/shared/validation/iso6346';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useContainerRelease, useUpdateContainer, useUpdateUnit } from '../api/order-control-api';

// The three unit forms of Shipment Control (spec 02 §7.3 update-container, update-unit,
// container-release): one modal, the form of the action chosen on a unit's row. Server field errors
// land on their field; one toast when saved.

export type UnitAction = 'container' | 'unit' | 'release';
type Values = Record<string, string>;

const initialValues = (action: UnitAction, unit: TControlUnit): Values =>
  action === 'container'
    ? { equipmentNumber: unit.equipmentNumber, sizeType: unit.sizeType ?? '', sealNumbers: unit.sealNumbers.join(', ') }
    : action === 'unit'
      ? {
          grossWeightKg: unit.grossWeightKg ?? '',
          vgmKg: unit.vgmKg ?? '',
          temperatureSetting: unit.temperatureSetting ?? '',
        }
      : { releaseNumber: unit.releaseNumber ?? '', releaseDate: unit.releaseDate ?? '' };

const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export const UnitFormModal = ({
  order,
  unit,
  action,
  onClose,
}: {
  order: TOrderControl;
  unit: TControlUnit;
  action: UnitAction;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(action, unit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const updateContainer = useUpdateContainer();
  const updateUnit = useUpdateUnit();
  const release = useContainerRelease();
  const pending = updateContainer.isPending || updateUnit.isPending || release.isPending;

  const input = (name: string, extra: { type?: string; placeholder?: string; inputMode?: 'decimal' } = {}) => (
    <TextInput
      label={t(`orderControl.unitForms.fields.${name}`)}
      value={values[name] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name]}
      {...extra}
    />
  );

  const submit = async () => {
    setErrors({});
    if (action === 'container') {
      const problem = checkContainerNumber(values.equipmentNumber ?? '');
      if (problem) {
        setErrors({ equipmentNumber: translateMessage(t, problem.message) });
        return;
      }
    }
    try {
      const saved =
        action === 'container'
          ? await updateContainer.mutateAsync({
              id: order.id,
              unitId: unit.id,
              equipmentNumber: (values.equipmentNumber ?? '').trim(),
              sizeType: orNull(values.sizeType),
              sealNumbers: (values.sealNumbers ?? '')
                .split(',')
                .map((seal) => seal.trim())
                .filter(Boolean),
            })
          : action === 'unit'
            ? await updateUnit.mutateAsync({
                id: order.id,
                unitId: unit.id,
                grossWeightKg: orNull(values.grossWeightKg),
                vgmKg: orNull(values.vgmKg),
                temperatureSetting:
                  orNull(values.temperatureSetting) === null ? null : Number(values.temperatureSetting),
              })
            : await release.mutateAsync({
                id: order.id,
                unitId: unit.id,
                releaseNumber: orNull(values.releaseNumber),
                releaseDate: orNull(values.releaseDate),
              });
      toastSuccess(translateMessage(t, saved.message));
      onClose();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors).map(([field, message]) => [field, translateMessage(t, message)]),
          ),
        );
        return;
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t(`orderControl.unitForms.${action}Title`, { number: unit.equipmentNumber })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {action === 'container' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('equipmentNumber', { placeholder: 'CSQU3054383' })}
              {input('sizeType', { placeholder: '45G1' })}
              {input('sealNumbers', { placeholder: 'SL-100, SL-101' })}
            </SimpleGrid>
          ) : action === 'unit' ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {input('grossWeightKg', { inputMode: 'decimal' })}
              {input('vgmKg', { inputMode: 'decimal' })}
              {input('temperatureSetting', { inputMode: 'decimal' })}
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('releaseNumber')}
              {input('releaseDate', { type: 'date' })}
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('orderControl.unitForms.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('orderControl.unitForms.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
