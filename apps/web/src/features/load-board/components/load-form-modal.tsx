import {
  LOAD_EQUIPMENT,
  LOAD_VISIBILITIES,
  type TLoadInput,
  type TLoadValues,
  ZLoadInput,
} from '@lanehub/shared/features/load-board/load-board.contract';
import { CURRENCIES } from '@lanehub/shared/resources/define-resource';
import { MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppForm } from '../../../components/form/use-app-form';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { translateMessage } from '../../../lib/i18n';
import { usePartners } from '../../../lib/partner-network';
import { usePostLoad } from '../api/load-board-api';
import { instantOf, wallClockOf } from '../load-board-text';

// "Post a load" (the shipper): the lane, the pickup and delivery windows, what is carried, the target
// rate, and who may bid: every carrier (public) or chosen partner carriers.
type Form = AppForm<TLoadInput, TLoadValues>;
type ErrorOf = (name: string) => string | undefined;

const FIELDS = [
  'visibility',
  'carrierCompanyIds',
  'originCity',
  'originState',
  'originCountry',
  'destinationCity',
  'destinationState',
  'destinationCountry',
  'pickupFrom',
  'pickupTo',
  'deliveryFrom',
  'deliveryTo',
  'equipmentType',
  'weightKg',
  'commodity',
  'targetRate',
  'targetRateCurrency',
  'notes',
  'orderId',
] as const;

const TextField = ({
  form,
  errorOf,
  name,
  label,
  required,
  type,
}: {
  form: Form;
  errorOf: ErrorOf;
  name: FieldPath<TLoadInput>;
  label: string;
  required?: boolean;
  type?: string;
}) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) => (
      <TextInput
        {...field}
        value={
          type === 'datetime-local'
            ? wallClockOf(field.value as string | undefined)
            : typeof field.value === 'string' || typeof field.value === 'number'
              ? String(field.value)
              : ''
        }
        onChange={(event) =>
          field.onChange(type === 'datetime-local' ? instantOf(event.currentTarget.value) : event.currentTarget.value)
        }
        type={type}
        label={label}
        required={required}
        error={errorOf(name)}
      />
    )}
  />
);

const LoadFields = ({ form, errorOf }: { form: Form; errorOf: ErrorOf }) => {
  const { t } = useTranslation();
  const partners = usePartners();
  const visibility = form.watch('visibility');
  const field = (name: FieldPath<TLoadInput>, required = true, type?: string) => (
    <TextField
      form={form}
      errorOf={errorOf}
      name={name}
      label={t(`loadBoard.fields.${name}`)}
      required={required}
      type={type}
    />
  );
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="visibility"
        render={({ field: f }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="load-visibility-label">
              {t('loadBoard.fields.visibility')}
            </Text>
            <SegmentedControl
              aria-labelledby="load-visibility-label"
              value={f.value ?? 'public'}
              onChange={(value) => f.onChange(value)}
              data={LOAD_VISIBILITIES.map((value) => ({ value, label: t(`loadBoard.visibility.${value}`) }))}
            />
          </Stack>
        )}
      />
      {visibility === 'partners' ? (
        <Controller
          control={form.control}
          name="carrierCompanyIds"
          render={({ field: f }) => (
            <MultiSelect
              label={t('loadBoard.fields.carrierCompanyIds')}
              placeholder={t('loadBoard.form.chooseCarriers')}
              data={(partners.data ?? []).filter((p) => p.isCarrier).map((p) => ({ value: p._id, label: p.legalName }))}
              value={(f.value as string[] | undefined) ?? []}
              onChange={(value) => {
                f.onChange(value);
                f.onBlur();
              }}
              searchable
              required
              error={errorOf('carrierCompanyIds')}
            />
          )}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {field('originCity')}
        {field('originState', false)}
        {field('originCountry')}
        {field('destinationCity')}
        {field('destinationState', false)}
        {field('destinationCountry')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('pickupFrom', true, 'datetime-local')}
        {field('pickupTo', true, 'datetime-local')}
        {field('deliveryFrom', true, 'datetime-local')}
        {field('deliveryTo', true, 'datetime-local')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="equipmentType"
          render={({ field: f }) => (
            <Select
              label={t('loadBoard.fields.equipmentType')}
              required
              data={LOAD_EQUIPMENT.map((value) => ({ value, label: t(`loadBoard.equipment.${value}`) }))}
              value={(f.value as string | undefined) ?? null}
              onChange={(value) => {
                f.onChange(value ?? '');
                f.onBlur();
              }}
              error={errorOf('equipmentType')}
            />
          )}
        />
        {field('weightKg')}
        {field('commodity')}
        {field('targetRate', false)}
        <Controller
          control={form.control}
          name="targetRateCurrency"
          render={({ field: f }) => (
            <Select
              label={t('loadBoard.fields.targetRateCurrency')}
              data={[...CURRENCIES]}
              value={(f.value as string | undefined) ?? 'CAD'}
              onChange={(value) => f.onChange(value ?? 'CAD')}
              searchable
              error={errorOf('targetRateCurrency')}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="notes"
        render={({ field: f }) => (
          <Textarea
            {...f}
            value={(f.value as string | null | undefined) ?? ''}
            label={t('loadBoard.fields.notes')}
            error={errorOf('notes')}
          />
        )}
      />
    </Stack>
  );
};

export const LoadFormModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const post = usePostLoad();
  return (
    <EntityFormModal<TLoadInput, TLoadValues, { message: string }>
      opened={opened}
      onClose={onClose}
      width={760}
      title={t('loadBoard.form.title')}
      schema={ZLoadInput}
      defaultValues={{
        visibility: 'public',
        carrierCompanyIds: [],
        originCity: '',
        originState: '',
        originCountry: 'CA',
        destinationCity: '',
        destinationState: '',
        destinationCountry: 'CA',
        pickupFrom: '',
        pickupTo: '',
        deliveryFrom: '',
        deliveryTo: '',
        weightKg: '',
        commodity: '',
        targetRate: '',
        targetRateCurrency: 'CAD',
        notes: '',
      }}
      fields={FIELDS}
      onSubmit={(values) => post.mutateAsync(values)}
      successMessage={(result) => translateMessage(t, result.message)}
      submitLabel={t('loadBoard.form.submit')}
    >
      {({ form, errorOf }) => <LoadFields form={form} errorOf={errorOf} />}
    </EntityFormModal>
  );
};
