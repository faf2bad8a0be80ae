import {
  FREIGHT_TERMS,
  PACKING_GROUPS,
  type TShippingInstruction,
  type TShippingInstructionInput,
  type TShippingInstructionValues,
  ZShippingInstructionInput,
} from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
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
import { useSaveShippingInstruction } from '../api/shipping-instruction-api';

type Form = AppForm<TShippingInstructionInput, TShippingInstructionValues>;
type ErrorOf = (name: string) => string | undefined;

const blank = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values from what the server answered (the saved instruction or the draft from the order). */
const valuesOf = (si: TShippingInstruction): TShippingInstructionInput => ({
  shipper: { name: blank(si.shipper.name), address: blank(si.shipper.address) },
  consignee: { name: blank(si.consignee.name), address: blank(si.consignee.address) },
  notifyParty: { name: blank(si.notifyParty.name), address: blank(si.notifyParty.address) },
  bookingNumber: blank(si.bookingNumber),
  bolNumber: blank(si.bolNumber),
  vesselName: blank(si.vesselName),
  voyage: blank(si.voyage),
  portOfLoading: blank(si.portOfLoading),
  portOfDischarge: blank(si.portOfDischarge),
  placeOfReceipt: blank(si.placeOfReceipt),
  placeOfDelivery: blank(si.placeOfDelivery),
  containers: si.containers.map((c) => ({
    containerNumber: c.containerNumber,
    sizeType: blank(c.sizeType),
    sealNumbers: c.sealNumbers.join(', '),
    packages: blank(c.packages),
    grossWeightKg: blank(c.grossWeightKg),
  })),
  packageCount: blank(si.packageCount),
  packageKind: blank(si.packageKind),
  goodsDescription: blank(si.goodsDescription),
  hsCode: blank(si.hsCode),
  grossWeightKg: blank(si.grossWeightKg),
  volumeM3: blank(si.volumeM3),
  dangerousGoods: si.dangerousGoods.map((d) => ({ ...d, packingGroup: d.packingGroup ?? '' })) as never,
  freightTerms: (si.freightTerms ?? '') as never,
  incoterm: blank(si.incoterm),
  remarks: blank(si.remarks),
});

const PartyFields = ({
  form,
  errorOf,
  party,
}: {
  form: Form;
  errorOf: ErrorOf;
  party: 'shipper' | 'consignee' | 'notifyParty';
}) => {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t(`shippingInstruction.fields.${party}`)}>
      <TextInput
        label={t('shippingInstruction.fields.partyName')}
        required={party !== 'notifyParty'}
        {...form.register(`${party}.name`)}
        error={errorOf(`${party}.name`)}
      />
      <Textarea
        label={t('shippingInstruction.fields.partyAddress')}
        autosize
        minRows={2}
        {...form.register(`${party}.address`)}
        error={errorOf(`${party}.address`)}
      />
    </Fieldset>
  );
};

const ContainerLines = ({ form, errorOf }: { form: Form; errorOf: ErrorOf }) => {
  const { t } = useTranslation();
  const lines = useFieldArray({ control: form.control, name: 'containers' });
  return (
    <Fieldset legend={t('shippingInstruction.fields.containers')}>
      <Stack gap="xs">
        {lines.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shippingInstruction.noContainers')}
          </Text>
        ) : null}
        {lines.fields.map((line, index) => (
          <Group key={line.id} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('shippingInstruction.fields.containerNumber')}
              required
              w={150}
              {...form.register(`containers.${index}.containerNumber`)}
              error={errorOf(`containers.${index}.containerNumber`)}
            />
            <TextInput
              label={t('shippingInstruction.fields.sizeType')}
              w={80}
              {...form.register(`containers.${index}.sizeType`)}
              error={errorOf(`containers.${index}.sizeType`)}
            />
            <TextInput
              label={t('shippingInstruction.fields.sealNumbers')}
              w={170}
              {...form.register(`containers.${index}.sealNumbers`)}
              error={errorOf(`containers.${index}.sealNumbers`)}
            />
            <TextInput
              label={t('shippingInstruction.fields.packages')}
              w={90}
              inputMode="numeric"
              {...form.register(`containers.${index}.packages`)}
              error={errorOf(`containers.${index}.packages`)}
            />
            <TextInput
              label={t('shippingInstruction.fields.containerWeight')}
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
              aria-label={t('shippingInstruction.removeContainer', { n: index + 1 })}
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
            lines.append({ containerNumber: '', sizeType: '', sealNumbers: '', packages: '', grossWeightKg: '' })
          }
        >
          {t('shippingInstruction.addContainer')}
        </Button>
      </Stack>
    </Fieldset>
  );
};

const DangerousGoodsLines = ({ form, errorOf }: { form: Form; errorOf: ErrorOf }) => {
  const { t } = useTranslation();
  const lines = useFieldArray({ control: form.control, name: 'dangerousGoods' });
  return (
    <Fieldset legend={t('shippingInstruction.fields.dangerousGoods')}>
      <Stack gap="xs">
        {lines.fields.map((line, index) => (
          <Group key={line.id} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('shippingInstruction.fields.unNumber')}
              required
              w={100}
              {...form.register(`dangerousGoods.${index}.unNumber`)}
              error={errorOf(`dangerousGoods.${index}.unNumber`)}
            />
            <TextInput
              label={t('shippingInstruction.fields.properShippingName')}
              required
              w={220}
              {...form.register(`dangerousGoods.${index}.properShippingName`)}
              error={errorOf(`dangerousGoods.${index}.properShippingName`)}
            />
            <TextInput
              label={t('shippingInstruction.fields.hazardClass')}
              required
              w={80}
              {...form.register(`dangerousGoods.${index}.hazardClass`)}
              error={errorOf(`dangerousGoods.${index}.hazardClass`)}
            />
            <NativeSelect
              label={t('shippingInstruction.fields.packingGroup')}
              w={100}
              data={[{ value: '', label: '—' }, ...PACKING_GROUPS.map((g) => ({ value: g, label: g }))]}
              {...form.register(`dangerousGoods.${index}.packingGroup`)}
              error={errorOf(`dangerousGoods.${index}.packingGroup`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('shippingInstruction.removeDangerousGood', { n: index + 1 })}
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
            lines.append({ unNumber: '', properShippingName: '', hazardClass: '', packingGroup: '' as never })
          }
        >
          {t('shippingInstruction.addDangerousGood')}
        </Button>
      </Stack>
    </Fieldset>
  );
};

type Props = { opened: boolean; onClose: () => void; instruction: TShippingInstruction };

// Edit an order's shipping instruction: parties, references and routing, containers and seals, goods,
// dangerous goods, terms. Every field is sent (PUT); server errors land on their fields.
export const ShippingInstructionFormModal = ({ opened, onClose, instruction }: Props) => {
  const { t } = useTranslation();
  const save = useSaveShippingInstruction(instruction.orderId);
  const text = (name: keyof TShippingInstructionInput & string, errorOf: ErrorOf, form: Form, extra = {}) => (
    <TextInput
      label={t(`shippingInstruction.fields.${name}`)}
      {...extra}
      {...form.register(name)}
      error={errorOf(name)}
    />
  );
  return (
    <EntityFormModal<
      TShippingInstructionInput,
      TShippingInstructionValues,
      Awaited<ReturnType<typeof save.mutateAsync>>
    >
      key={`${instruction.orderId}-${instruction.version}`}
      opened={opened}
      onClose={onClose}
      width={900}
      title={t('shippingInstruction.editTitle', { number: instruction.orderNumber })}
      schema={ZShippingInstructionInput}
      defaultValues={valuesOf(instruction)}
      onSubmit={(values) => save.mutateAsync(values)}
      successMessage={(reply) => translateMessage(t, reply.meta.message ?? t('shippingInstruction.saved'))}
      submitLabel={t('shippingInstruction.save')}
    >
      {({ form, errorOf }) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <PartyFields form={form} errorOf={errorOf} party="shipper" />
            <PartyFields form={form} errorOf={errorOf} party="consignee" />
            <PartyFields form={form} errorOf={errorOf} party="notifyParty" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {text('bookingNumber', errorOf, form)}
            {text('bolNumber', errorOf, form)}
            {text('vesselName', errorOf, form)}
            {text('voyage', errorOf, form)}
            {text('placeOfReceipt', errorOf, form)}
            {text('portOfLoading', errorOf, form, { placeholder: 'CNSHA' })}
            {text('portOfDischarge', errorOf, form, { placeholder: 'CAVAN' })}
            {text('placeOfDelivery', errorOf, form)}
          </SimpleGrid>
          <ContainerLines form={form} errorOf={errorOf} />
          <Textarea
            label={t('shippingInstruction.fields.goodsDescription')}
            required
            autosize
            minRows={2}
            {...form.register('goodsDescription')}
            error={errorOf('goodsDescription')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {text('hsCode', errorOf, form, { placeholder: '9403.60' })}
            {text('packageCount', errorOf, form, { inputMode: 'numeric' })}
            {text('packageKind', errorOf, form, { placeholder: t('shippingInstruction.packageKindExample') })}
            {text('grossWeightKg', errorOf, form, { inputMode: 'decimal' })}
            {text('volumeM3', errorOf, form, { inputMode: 'decimal' })}
            <NativeSelect
              label={t('shippingInstruction.fields.freightTerms')}
              data={[
                { value: '', label: '—' },
                ...FREIGHT_TERMS.map((term) => ({ value: term, label: t(`shippingInstruction.freightTerms.${term}`) })),
              ]}
              {...form.register('freightTerms')}
              error={errorOf('freightTerms')}
            />
            {text('incoterm', errorOf, form, { placeholder: 'FOB' })}
          </SimpleGrid>
          <DangerousGoodsLines form={form} errorOf={errorOf} />
          <Textarea
            label={t('shippingInstruction.fields.remarks')}
            autosize
            minRows={2}
            {...form.register('remarks')}
            error={errorOf('remarks')}
          />
        </>
      )}
    </EntityFormModal>
  );
};
