import { modeInfo } from '@lanehub/shared/constants/modes';
import { UNIT_KINDS } from '@lanehub/shared/features/orders/orders.contract';
import {
  addressFieldsFor,
  isOrderMode,
  moveTypesOf,
  ORDER_MODES,
  type TOrderMode,
} from '@lanehub/shared/orders/order-model';
import { INCOTERMS_2020 } from '@lanehub/shared/orders/order-rules';
import { checkContainerNumber } from '@lanehub/shared/validation/iso6346';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Path, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CompanyPicker } from '../../../components/company-picker';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { usePartners } from '../../../lib/partner-network';
import { RequirePermission } from '../../../resources/require-permission';
import { useMatchedRate, useOrder, useSaveOrder } from '../api/orders-api';
import { CarrierSuggestion, LANE_MODE } from '../components/carrier-suggestion';
import { entryWithPrefill } from '../components/entry-prefill';
import {
  clientErrors,
  DETAIL_FIELDS,
  detailInputType,
  emptyEntry,
  emptyUnit,
  formFieldOf,
  fromOrder,
  type OrderEntryValues,
  PARTY_FIELDS,
  stepOfField,
  toOrderInput,
} from '../components/order-entry-values';
import { useOrderLabels } from '../components/order-labels';
import { ORDERS_ALL_PATH, orderDetailPath } from '../order-paths';

type Form = UseFormReturn<OrderEntryValues>;
const STEPS = ['mode', 'parties', 'route', 'units', 'rates', 'review'] as const;
const PARTY_TYPE: Record<(typeof PARTY_FIELDS)[number], string | null> = {
  shipperCompanyId: null,
  consigneeCompanyId: null,
  carrierCompanyId: 'carrier',
  forwarderCompanyId: null,
  customerCompanyId: null,
};
const shippingTypesOf = (mode: TOrderMode): readonly string[] =>
  modeInfo(mode === 'drayage' ? 'drayage_chassis' : mode === 'integrated' ? 'integrated_shipping' : mode)?.types ?? [];

const useErrorOf = (form: Form) => {
  const { t } = useTranslation();
  return (name: string): string | undefined => {
    const message = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
      | { message?: string }
      | undefined;
    return message?.message ? translateMessage(t, message.message) : undefined;
  };
};

const ModeStep = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const errorOf = useErrorOf(form);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const incoterms = INCOTERMS_2020.filter((term) => mode === 'ocean' || !term.seaOnly);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('orderScreens.fields.mode')}
        required
        data={ORDER_MODES.map((value) => ({ value, label: labels.mode(value) }))}
        {...form.register('mode', {
          onChange: () => {
            form.setValue('moveType', '');
            form.setValue('shippingType', '');
          },
        })}
        error={errorOf('mode')}
      />
      <NativeSelect
        label={t('orderScreens.fields.moveType')}
        required
        data={[
          { value: '', label: t('orderScreens.entry.choose') },
          ...moveTypesOf(mode).map((value) => ({ value, label: value })),
        ]}
        {...form.register('moveType')}
        error={errorOf('moveType')}
      />
      <NativeSelect
        label={t('orderScreens.fields.shippingType')}
        data={[
          { value: '', label: t('orderScreens.entry.choose') },
          ...shippingTypesOf(mode).map((value) => ({ value, label: value })),
        ]}
        {...form.register('shippingType')}
        error={errorOf('shippingType')}
      />
      <TextInput
        label={t('orderScreens.fields.equipmentType')}
        placeholder="40HC"
        {...form.register('equipmentType')}
        error={errorOf('equipmentType')}
      />
      <TextInput
        label={t('orderScreens.fields.temperatureType')}
        placeholder={t('orderScreens.entry.temperaturePlaceholder')}
        {...form.register('temperatureType')}
        error={errorOf('temperatureType')}
      />
      <NativeSelect
        label={t('orderScreens.fields.incoterm')}
        data={[
          { value: '', label: t('orderScreens.entry.choose') },
          ...incoterms.map((term) => ({ value: term.code, label: `${term.code} – ${term.name}` })),
        ]}
        {...form.register('incoterm')}
        error={errorOf('incoterm')}
      />
    </SimpleGrid>
  );
};

const PartiesStep = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const errorOf = useErrorOf(form);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('orderScreens.entry.partiesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PARTY_FIELDS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <CompanyPicker
                label={t(`orderScreens.fields.${name}`)}
                type={PARTY_TYPE[name]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={errorOf(name)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <CarrierSuggestion form={form} />
    </Stack>
  );
};

const EndFields = ({ form, end, withAddress }: { form: Form; end: 'origin' | 'destination'; withAddress: boolean }) => {
  const { t } = useTranslation();
  const errorOf = useErrorOf(form);
  const field = (name: string) => `${end}.${name}` as Path<OrderEntryValues>;
  return (
    <Card withBorder padding="sm">
      <Text fw={600} size="sm" mb="xs">
        {t(`orderScreens.fields.${end}`)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t(`orderScreens.entry.${end}Locode`)}
          placeholder={end === 'origin' ? 'CNSHA' : 'CAVAN'}
          {...form.register(field('locode'))}
          error={errorOf(field('locode'))}
        />
        <TextInput
          label={t(`orderScreens.entry.${end}Country`)}
          placeholder={end === 'origin' ? 'CN' : 'CA'}
          maxLength={2}
          {...form.register(field('country'))}
          error={errorOf(field('country'))}
        />
        {withAddress ? (
          <>
            <TextInput
              label={t(`orderScreens.entry.${end}Address`)}
              {...form.register(field('address'))}
              error={errorOf(field('address'))}
            />
            <TextInput
              label={t(`orderScreens.entry.${end}City`)}
              {...form.register(field('city'))}
              error={errorOf(field('city'))}
            />
            <TextInput
              label={t(`orderScreens.entry.${end}State`)}
              {...form.register(field('state'))}
              error={errorOf(field('state'))}
            />
            <TextInput
              label={t(`orderScreens.entry.${end}PostCode`)}
              {...form.register(field('postCode'))}
              error={errorOf(field('postCode'))}
            />
          </>
        ) : null}
      </SimpleGrid>
      {withAddress ? null : (
        <Text size="xs" c="dimmed" mt="xs">
          {t('orderScreens.entry.noAddress')}
        </Text>
      )}
    </Card>
  );
};

const RouteStep = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const errorOf = useErrorOf(form);
  const [mode, moveType] = useWatch({ control: form.control, name: ['mode', 'moveType'] });
  const allowed = addressFieldsFor(moveType);
  const text = (name: Path<OrderEntryValues>, type = 'text') => (
    <TextInput
      key={name}
      type={type}
      label={t(`orderScreens.fields.${name.replace(/^details\./, '')}`)}
      {...form.register(name)}
      error={errorOf(name)}
    />
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EndFields form={form} end="origin" withAddress={allowed.origin} />
        <EndFields form={form} end="destination" withAddress={allowed.destination} />
      </SimpleGrid>
      <CarrierSuggestion form={form} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('orderDate', 'date')}
        {text('readyDate', 'date')}
        {text('etd', 'datetime-local')}
        {text('eta', 'datetime-local')}
        {text('poNumber')}
        {text('bolNumber')}
        {text('bookingNumber')}
        {text('customerReference')}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('orderScreens.fields.grossWeight')}
            inputMode="decimal"
            {...form.register('grossWeight')}
            error={errorOf('grossWeight')}
          />
          <NativeSelect
            aria-label={t('orderScreens.fields.weightUnit')}
            data={['kg', 'lb']}
            {...form.register('weightUnit')}
          />
        </Group>
      </SimpleGrid>
      {DETAIL_FIELDS[mode].length > 0 ? (
        <Card withBorder padding="sm">
          <Text fw={600} size="sm" mb="xs">
            {t('orderScreens.detail.modeDetails', { mode: labels.mode(mode) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {DETAIL_FIELDS[mode].map((key) => (
              <TextInput
                key={`${mode}-${key}`}
                type={detailInputType(key)}
                label={t(`orderScreens.modeFields.${key}`)}
                {...form.register(`details.${key}`)}
                error={errorOf(`details.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
    </Stack>
  );
};

/** A container number's ISO 6346 check as it is typed. */
const ContainerCheck = ({ form, index }: { form: Form; index: number }) => {
  const { t } = useTranslation();
  const [kind, number] = useWatch({
    control: form.control,
    name: [`units.${index}.kind`, `units.${index}.equipmentNumber`],
  });
  if (kind !== 'container' || !number || number.trim() === '') {
    return null;
  }
  const problem = checkContainerNumber(number);
  return problem ? (
    <Text size="xs" c="red" role="status">
      {translateMessage(t, problem.message)}
    </Text>
  ) : (
    <Text size="xs" c="green" role="status">
      {t('orderScreens.entry.containerValid')}
    </Text>
  );
};

const UnitsStep = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const errorOf = useErrorOf(form);
  const units = useFieldArray({ control: form.control, name: 'units' });
  return (
    <Stack>
      {units.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orderScreens.entry.noUnits')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderScreens.fields.kind')}</Table.Th>
              <Table.Th>{t('orderScreens.fields.equipmentNumber')}</Table.Th>
              <Table.Th>{t('orderScreens.fields.sizeType')}</Table.Th>
              <Table.Th>{t('orderScreens.fields.sealNumbers')}</Table.Th>
              <Table.Th>{t('orderScreens.fields.grossWeightKg')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {units.fields.map((unit, index) => (
              <Table.Tr key={unit.id} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('orderScreens.entry.unitField', {
                      field: t('orderScreens.fields.kind'),
                      n: index + 1,
                    })}
                    data={UNIT_KINDS.map((kind) => ({ value: kind, label: t(`orderScreens.unitKinds.${kind}`) }))}
                    {...form.register(`units.${index}.kind`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('orderScreens.entry.unitField', {
                      field: t('orderScreens.fields.equipmentNumber'),
                      n: index + 1,
                    })}
                    placeholder="CSQU3054383"
                    {...form.register(`units.${index}.equipmentNumber`)}
                    error={errorOf(`units.${index}.equipmentNumber`)}
                  />
                  <ContainerCheck form={form} index={index} />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('orderScreens.entry.unitField', {
                      field: t('orderScreens.fields.sizeType'),
                      n: index + 1,
                    })}
                    placeholder="45G1"
                    {...form.register(`units.${index}.sizeType`)}
                    error={errorOf(`units.${index}.sizeType`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('orderScreens.entry.unitField', {
                      field: t('orderScreens.fields.sealNumbers'),
                      n: index + 1,
                    })}
                    {...form.register(`units.${index}.sealNumbers`)}
                    error={errorOf(`units.${index}.sealNumbers`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('orderScreens.entry.unitField', {
                      field: t('orderScreens.fields.grossWeightKg'),
                      n: index + 1,
                    })}
                    inputMode="decimal"
                    {...form.register(`units.${index}.grossWeightKg`)}
                    error={errorOf(`units.${index}.grossWeightKg`)}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('orderScreens.entry.removeUnit', { n: index + 1 })}
                    onClick={() => units.remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => units.append(emptyUnit())}>
          {t('orderScreens.entry.addUnit')}
        </Button>
      </Group>
    </Stack>
  );
};

// The rate step: the order's features (carrier, origin and destination countries, equipment type,
// move type, mode) looked up in the company's contracts on the order date; the matched rate card row
// and why, or that no contract applies.
const RatesStep = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as OrderEntryValues;
  const partners = usePartners();
  const carrier = values.carrierCompanyId
    ? ((partners.data ?? []).find((company) => company._id === values.carrierCompanyId)?.legalName ?? '')
    : '';
  const features = Object.fromEntries(
    Object.entries({
      carrier,
      originCountry: values.origin?.country ?? '',
      destinationCountry: values.destination?.country ?? '',
      equipmentType: values.equipmentType ?? '',
      moveType: values.moveType ?? '',
      mode: LANE_MODE[values.mode] ?? '',
    }).filter(([, value]) => value.trim() !== ''),
  );
  const matched = useMatchedRate(features, values.orderDate || undefined);
  const answer = matched.data;
  if (matched.isPending) {
    return <Loader size="sm" aria-label={t('orderScreens.entry.ratesTitle')} />;
  }
  if (!answer) {
    return (
      <Alert variant="light" color="blue" title={t('orderScreens.entry.ratesTitle')}>
        {matched.isError ? translateMessage(t, matched.error.message) : t('orderScreens.entry.noContractRate')}
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="green"
      title={t('orderScreens.entry.ratesTitle')}
      aria-label={t('orderScreens.entry.ratesTitle')}
    >
      <Stack gap={4}>
        <Text fw={700}>
          {t('orderScreens.entry.matchedRate', {
            total: answer.total,
            currency: answer.currency,
            contract: answer.contractNumber,
          })}
        </Text>
        <Text size="sm">
          {t('orderScreens.entry.matchedWhy', {
            row: answer.rowIndex + 1,
            card: answer.rateCardName,
            matched: answer.why.matched.map((name) => t(`contracts.features.${name}`)).join(', ') || '—',
            wildcard: answer.why.wildcard.map((name) => t(`contracts.features.${name}`)).join(', ') || '—',
            date: answer.why.validOn,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {answer.charges.map((charge) => `${charge.code} ${charge.amount} ${charge.currency}`).join(' · ')}
        </Text>
      </Stack>
    </Alert>
  );
};

const ReviewStep = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const values = useWatch({ control: form.control }) as OrderEntryValues;
  // The parties by name: the partner list is the one the parties step loaded (cached).
  const partners = usePartners();
  const partyName = (companyId: string | null | undefined) =>
    companyId ? ((partners.data ?? []).find((company) => company._id === companyId)?.legalName ?? '…') : '';
  const end = (value: OrderEntryValues['origin']) =>
    [value.locode, value.country, value.address, value.city, value.state, value.postCode].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [t('orderScreens.fields.mode'), labels.mode(values.mode)],
    [t('orderScreens.fields.moveType'), values.moveType],
    [t('orderScreens.fields.shippingType'), values.shippingType],
    [t('orderScreens.fields.equipmentType'), values.equipmentType],
    [t('orderScreens.fields.temperatureType'), values.temperatureType],
    [t('orderScreens.fields.incoterm'), values.incoterm],
    ...PARTY_FIELDS.filter((name) => values[name]).map((name): [string, string] => [
      t(`orderScreens.fields.${name}`),
      partyName(values[name]),
    ]),
    [t('orderScreens.fields.origin'), end(values.origin)],
    [t('orderScreens.fields.destination'), end(values.destination)],
    [t('orderScreens.fields.poNumber'), values.poNumber],
    [t('orderScreens.fields.bookingNumber'), values.bookingNumber],
    [t('orderScreens.fields.units'), (values.units ?? []).map((unit) => unit.equipmentNumber).join(', ')],
  ];
  return (
    <Table aria-label={t('orderScreens.entry.steps.review')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

const OrderEntry = ({ id, initial }: { id?: string | undefined; initial: OrderEntryValues }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveOrder(id);
  const [step, setStep] = useState(0);
  const form = useForm<OrderEntryValues>({ defaultValues: initial, mode: 'onTouched' });

  /** Puts the errors on their fields; returns the earliest step holding one, or null. */
  const showErrors = (errors: Record<string, string>, upTo: number): number | null => {
    let first: number | null = null;
    for (const [field, message] of Object.entries(errors)) {
      const at = stepOfField(field);
      if (at <= upTo) {
        form.setError(field as Path<OrderEntryValues>, { type: 'validate', message });
        first = first === null ? at : Math.min(first, at);
      }
    }
    return first;
  };

  const next = () => {
    form.clearErrors();
    const failed = showErrors(clientErrors(form.getValues()), Math.min(step, 3));
    if (failed !== null) {
      setStep(failed);
      return;
    }
    setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  const submit = async () => {
    const values = form.getValues();
    form.clearErrors();
    const failed = showErrors(clientErrors(values), 3);
    if (failed !== null) {
      setStep(failed);
      return;
    }
    try {
      const order = await save.mutateAsync(toOrderInput(values));
      toastSuccess(t(id ? 'orderScreens.messages.updated' : 'orderScreens.messages.created'));
      void navigate(orderDetailPath(order.id));
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        const mapped = Object.fromEntries(
          Object.entries(fieldErrors).map(([path, message]) => [formFieldOf(path, values.mode), message]),
        );
        const at = showErrors(mapped, 3);
        if (at !== null) {
          setStep(at);
          return;
        }
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  const panels = [
    <ModeStep key="mode" form={form} />,
    <PartiesStep key="parties" form={form} />,
    <RouteStep key="route" form={form} />,
    <UnitsStep key="units" form={form} />,
    <RatesStep key="rates" form={form} />,
    <ReviewStep key="review" form={form} />,
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{id ? t('orderScreens.entry.editTitle') : t('orderScreens.entry.title')}</Title>
        <Button variant="subtle" component={Link} to={id ? orderDetailPath(id) : ORDERS_ALL_PATH}>
          {t('orderScreens.entry.cancel')}
        </Button>
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === STEPS.length - 1) {
            void submit();
          } else {
            next();
          }
        }}
      >
        <Stepper active={step} onStepClick={(target) => target < step && setStep(target)} size="sm">
          {STEPS.map((name, index) => (
            <Stepper.Step key={name} label={t(`orderScreens.entry.steps.${name}`)}>
              {panels[index]}
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" mt="lg">
          <Button
            variant="default"
            disabled={step === 0}
            onClick={() => setStep((current) => Math.max(0, current - 1))}
          >
            {t('orderScreens.entry.back')}
          </Button>
          {step === STEPS.length - 1 ? (
            <Button type="submit" loading={save.isPending}>
              {id ? t('orderScreens.entry.save') : t('orderScreens.entry.create')}
            </Button>
          ) : (
            <Button type="submit">{t('orderScreens.entry.next')}</Button>
          )}
        </Group>
      </form>
    </Stack>
  );
};

const EditOrder = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useOrder(id);
  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  if (query.data.viewerRole !== 'owner') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('orderScreens.entry.ownerOnly')}
      </Alert>
    );
  }
  return <OrderEntry id={id} initial={fromOrder(query.data)} />;
};

// /orders/order-entry (book) and /orders/order-entry/:orderType/:id (edit): the entry wizard.
export const OrderEntryPage = () => {
  const { id, orderType } = useParams();
  const [params] = useSearchParams();
  const mode = orderType && isOrderMode(orderType) ? orderType : 'ocean';
  return (
    <RequirePermission permission="order.view">
      {id ? <EditOrder key={id} id={id} /> : <OrderEntry initial={entryWithPrefill(emptyEntry(mode), params)} />}
    </RequirePermission>
  );
};
