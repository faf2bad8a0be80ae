import {
  BOL_EXAMPLE,
  BOL_FREIGHT_TERMS,
  type TBol,
  type TBolAmendInput,
  ZBolAmendInput,
  ZBolCustomInput,
  ZBolFields,
  ZBolInput,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppForm } from '../../../components/form/use-app-form';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { translateMessage } from '../../../lib/i18n';
import { useAmendBol, useCreateBol, useUpdateBol } from '../api/bol-api';

/** What the form holds: every field of a BOL, plus the number (custom), the orders (create) or the reason (amend). */
type FormInput = TBolAmendInput & { bolNumber?: string; orderIds?: string[] };
type FormOutput = Record<string, unknown>;
type Form = AppForm<FormInput, FormOutput>;
type ErrorOf = (name: string) => string | undefined;

const blank = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const party = (p: { companyId: string | null; name: string | null; address: string | null }) => ({
  companyId: p.companyId,
  name: blank(p.name),
  address: blank(p.address),
});

/** The form's values from a BOL (edit, amend) or empty ones (create). */
const valuesOf = (bol: TBol | null): FormInput => ({
  shipper: bol ? party(bol.shipper) : { companyId: null, name: '', address: '' },
  consignee: bol ? party(bol.consignee) : { companyId: null, name: '', address: '' },
  notifyParty: bol ? party(bol.notifyParty) : { companyId: null, name: '', address: '' },
  carrierName: blank(bol?.carrierName),
  carrierScac: blank(bol?.carrierScac),
  vesselName: blank(bol?.vesselName),
  voyage: blank(bol?.voyage),
  portOfLoading: blank(bol?.portOfLoading),
  portOfDischarge: blank(bol?.portOfDischarge),
  placeOfReceipt: blank(bol?.placeOfReceipt),
  placeOfDelivery: blank(bol?.placeOfDelivery),
  containers: (bol?.containers ?? []).map((c) => ({
    containerNumber: c.containerNumber,
    sizeType: blank(c.sizeType),
    sealNumbers: c.sealNumbers.join(', '),
    packages: blank(c.packages),
    grossWeightKg: blank(c.grossWeightKg),
  })),
  packageCount: blank(bol?.packageCount),
  packageKind: blank(bol?.packageKind),
  grossWeightKg: blank(bol?.grossWeightKg),
  volumeM3: blank(bol?.volumeM3),
  marks: blank(bol?.marks),
  goodsDescription: blank(bol?.goodsDescription),
  freightTerms: bol?.freightTerms ?? 'prepaid',
  numberOfOriginals: bol?.numberOfOriginals ?? 3,
  reason: '',
});

const PartyFields = ({
  form,
  errorOf,
  name,
}: {
  form: Form;
  errorOf: ErrorOf;
  name: 'shipper' | 'consignee' | 'notifyParty';
}) => {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t(`billsOfLading.fields.${name}`)}>
      <TextInput
        label={t('billsOfLading.fields.partyName')}
        required={name !== 'notifyParty'}
        {...form.register(`${name}.name`)}
        error={errorOf(`${name}.name`) ?? errorOf(`${name}.companyId`)}
      />
      <Textarea
        label={t('billsOfLading.fields.partyAddress')}
        autosize
        minRows={2}
        {...form.register(`${name}.address`)}
        error={errorOf(`${name}.address`)}
      />
    </Fieldset>
  );
};

const ContainerLines = ({ form, errorOf }: { form: Form; errorOf: ErrorOf }) => {
  const { t } = useTranslation();
  const lines = useFieldArray({ control: form.control, name: 'containers' as never });
  return (
    <Fieldset legend={t('billsOfLading.fields.containers')}>
      <Stack gap="xs">
        {lines.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billsOfLading.noContainers')}
          </Text>
        ) : null}
        {lines.fields.map((line, index) => (
          <Group key={line.id} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('billsOfLading.fields.containerNumber')}
              required
              w={150}
              {...form.register(`containers.${index}.containerNumber`)}
              error={errorOf(`containers.${index}.containerNumber`)}
            />
            <TextInput
              label={t('billsOfLading.fields.sizeType')}
              w={80}
              {...form.register(`containers.${index}.sizeType`)}
              error={errorOf(`containers.${index}.sizeType`)}
            />
            <TextInput
              label={t('billsOfLading.fields.sealNumbers')}
              w={170}
              {...form.register(`containers.${index}.sealNumbers`)}
              error={errorOf(`containers.${index}.sealNumbers`)}
            />
            <TextInput
              label={t('billsOfLading.fields.packages')}
              w={90}
              inputMode="numeric"
              {...form.register(`containers.${index}.packages`)}
              error={errorOf(`containers.${index}.packages`)}
            />
            <TextInput
              label={t('billsOfLading.fields.containerWeight')}
              w={120}
              inputMode="decimal"
              {...form.register(`containers.${index}.grossWeightKg`)}
              error={errorOf(`containers.${index}.grossWeightKg`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('billsOfLading.removeContainer', { n: index + 1 })}
              onClick={() => lines.remove(index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() =>
            lines.append({
              containerNumber: '',
              sizeType: '',
              sealNumbers: '',
              packages: '',
              grossWeightKg: '',
            } as never)
          }
        >
          {t('billsOfLading.addContainer')}
        </Button>
      </Stack>
    </Fieldset>
  );
};

export type BolFormMode =
  | { kind: 'create'; bolNumber?: string | undefined; orderId?: string | undefined }
  | { kind: 'edit'; bol: TBol }
  | { kind: 'amend'; bol: TBol };

type Props = { opened: boolean; onClose: () => void; mode: BolFormMode; onSaved?: (bol: TBol) => void };

// Draft a BOL (from the sequence, or under a reserved number), change a draft or approved one, or amend
// an issued one (the same fields and a reason). Every field is sent; server errors land on their fields.
export const BolFormModal = ({ opened, onClose, mode, onSaved }: Props) => {
  const { t } = useTranslation();
  const bol = mode.kind === 'create' ? null : mode.bol;
  const create = useCreateBol();
  const update = useUpdateBol(bol?.id ?? '');
  const amend = useAmendBol(bol?.id ?? '');
  const schema =
    mode.kind === 'amend'
      ? ZBolAmendInput
      : mode.kind === 'edit'
        ? ZBolFields
        : mode.bolNumber
          ? ZBolCustomInput
          : ZBolInput;
  const defaults: FormInput = {
    ...valuesOf(bol),
    ...(mode.kind === 'create' && mode.bolNumber ? { bolNumber: mode.bolNumber } : {}),
    ...(mode.kind === 'create' ? { orderIds: mode.orderId ? [mode.orderId] : [] } : {}),
  };
  const submit = async (values: FormOutput) => {
    const reply =
      mode.kind === 'amend'
        ? await amend.mutateAsync(values as never)
        : mode.kind === 'edit'
          ? await update.mutateAsync(values as never)
          : await create.mutateAsync(values as never);
    onSaved?.(reply.data);
    return reply;
  };
  const title =
    mode.kind === 'amend'
      ? t('billsOfLading.amendTitle', { number: mode.bol.bolNumber })
      : mode.kind === 'edit'
        ? t('billsOfLading.editTitle', { number: mode.bol.bolNumber })
        : mode.bolNumber
          ? t('billsOfLading.createWithNumber', { number: mode.bolNumber })
          : t('billsOfLading.createTitle');
  const text = (name: string, form: Form, errorOf: ErrorOf, extra = {}) => (
    <TextInput
      label={t(`billsOfLading.fields.${name}`)}
      {...extra}
      {...form.register(name as never)}
      error={errorOf(name)}
    />
  );
  return (
    <EntityFormModal<FormInput, FormOutput, Awaited<ReturnType<typeof submit>>>
      opened={opened}
      onClose={onClose}
      width={920}
      title={title}
      schema={schema as never}
      defaultValues={defaults as never}
      onSubmit={submit}
      successMessage={(reply) => translateMessage(t, reply.meta.message ?? t('billsOfLading.saved'))}
      submitLabel={mode.kind === 'amend' ? t('billsOfLading.recordAmendment') : t('billsOfLading.save')}
    >
      {({ form, errorOf }) => (
        <>
          {mode.kind === 'amend' ? (
            <Textarea
              label={t('billsOfLading.fields.reason')}
              description={t('billsOfLading.reasonHelp')}
              required
              autosize
              minRows={2}
              {...form.register('reason')}
              error={errorOf('reason')}
            />
          ) : null}
          {mode.kind === 'create' && mode.bolNumber ? (
            <Text size="sm">{t('billsOfLading.numberChosen', { number: mode.bolNumber })}</Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <PartyFields form={form} errorOf={errorOf} name="shipper" />
            <PartyFields form={form} errorOf={errorOf} name="consignee" />
            <PartyFields form={form} errorOf={errorOf} name="notifyParty" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {text('carrierName', form, errorOf)}
            {text('carrierScac', form, errorOf, { placeholder: BOL_EXAMPLE.carrierScac })}
            {text('vesselName', form, errorOf)}
            {text('voyage', form, errorOf)}
            {text('placeOfReceipt', form, errorOf)}
            {text('portOfLoading', form, errorOf, { placeholder: 'CNSHA' })}
            {text('portOfDischarge', form, errorOf, { placeholder: 'CAVAN' })}
            {text('placeOfDelivery', form, errorOf)}
          </SimpleGrid>
          <ContainerLines form={form} errorOf={errorOf} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Textarea
              label={t('billsOfLading.fields.marks')}
              autosize
              minRows={2}
              {...form.register('marks')}
              error={errorOf('marks')}
            />
            <Textarea
              label={t('billsOfLading.fields.goodsDescription')}
              required
              autosize
              minRows={2}
              {...form.register('goodsDescription')}
              error={errorOf('goodsDescription')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {text('packageCount', form, errorOf, { inputMode: 'numeric' })}
            {text('packageKind', form, errorOf, { placeholder: t('billsOfLading.packageKindExample') })}
            {text('grossWeightKg', form, errorOf, { inputMode: 'decimal' })}
            {text('volumeM3', form, errorOf, { inputMode: 'decimal' })}
            <NativeSelect
              label={t('billsOfLading.fields.freightTerms')}
              data={BOL_FREIGHT_TERMS.map((term) => ({ value: term, label: t(`billsOfLading.freightTerms.${term}`) }))}
              {...form.register('freightTerms')}
              error={errorOf('freightTerms')}
            />
            {text('numberOfOriginals', form, errorOf, { inputMode: 'numeric' })}
          </SimpleGrid>
        </>
      )}
    </EntityFormModal>
  );
};
