import {
  PACKAGING_GROUPS,
  PO_URGENCIES,
  type TPo,
  type TPoInput,
  type TPoItemInput,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { INCOTERM_CODES } from '@lanehub/shared/orders/order-rules';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CompanyPicker } from '../../../components/company-picker';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { usePo, useSavePo } from '../api/purchase-orders-api';
import { PO_LIST_PATH, poDetailPath } from '../po-paths';

type FieldText = string;
type GroupValues = Record<string, string | boolean>;
type ItemRow = Record<string, string | boolean | GroupValues | null> & { key: string; id?: string };
type System = 'metric' | 'imperial';

const HEADER_TEXT = [
  'customerLoadNumber',
  'customer',
  'country',
  'state',
  'supplierName',
  'supplierNumber',
  'shipFrom',
  'shipTo',
  'orderStatus',
  'customerReferenceNumber',
  'forwarder',
  'vendorAddress',
  'vendorPhone',
  'equipmentType',
  'temperatureType',
] as const;
const HEADER_DATES = [
  'orderDate',
  'plannedReadyDate',
  'plannedPickupDate',
  'plannedReceiptDate',
  'actualReadyDate',
  'actualPickupDate',
  'actualReceiptDate',
  'containerETD',
] as const;
/** The editable grid's columns; the rest of a line is under its Details. */
const GRID = [
  'item',
  'description',
  'quantity',
  'uom',
  'weight',
  'weightUnit',
  'rate',
  'rateCurrency',
  'hsCode',
  'unCode',
] as const;
const ITEM_TEXT = [
  'category',
  'volume',
  'uov',
  'temperature',
  'originCountry',
  'containerNo',
  'sealNo',
  'productSegment',
  'currentShippableLayer',
] as const;
const ITEM_FLAGS = [
  'hazardous',
  'dangerousGoods',
  'collect',
  'prepaidToDestination',
  'prepaidToStore',
  'prepaidToCustomer',
  'freezable',
  'fragile',
  'palletStackability',
  'articleNestNeeded',
] as const;
const MEASURES: Record<System, readonly string[]> = {
  metric: ['weightInKg', 'lengthInMT', 'widthInMT', 'heightInMT', 'girthInMT', 'longestDIMInMT'],
  imperial: ['weightInLb', 'lengthInFT', 'widthInFT', 'heightInFT', 'girthInFT', 'longestDIMInFT'],
};
const PACKAGING_TEXT = ['packagingType', 'upcCode', 'shipmentType'] as const;
const PALLET_TEXT = ['palletType', 'outerPerTier', 'tierPerPallet', 'consumerUnits', 'ectInner', 'ectOuter'] as const;
const PALLET_FLAGS = ['strappingUsedOnCartons', 'plasticWrapUsedOnPallets'] as const;

let counter = 0;
const newKey = () => `line-${++counter}`;
const emptyItem = (): ItemRow => ({
  key: newKey(),
  item: '',
  quantity: '',
  uom: 'EA',
  weightUnit: 'kg',
  rateCurrency: 'CAD',
  uov: 'CBM',
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numOrNull = (value: unknown) => (text(value).trim() === '' ? null : Number(text(value)));
const orNull = (value: unknown) => (text(value).trim() === '' ? null : text(value).trim());

/** A group's inputs in the chosen unit system; the server fills the other system (one conversion). */
const groupOut = (
  group: GroupValues | null | undefined,
  system: System,
  textKeys: readonly string[],
  flags: readonly string[],
) => {
  if (!group || Object.values(group).every((v) => v === '' || v === false)) {
    return null;
  }
  const out: Record<string, unknown> = {};
  for (const key of textKeys) {
    out[key] = /Per|Units|ect/.test(key) ? numOrNull(group[key]) : orNull(group[key]);
  }
  for (const key of MEASURES[system]) {
    out[key] = numOrNull(group[key]);
  }
  for (const key of flags) {
    out[key] = Boolean(group[key]);
  }
  return out;
};

const groupIn = (group: Record<string, unknown> | null): GroupValues =>
  Object.fromEntries(Object.entries(group ?? {}).map(([k, v]) => [k, typeof v === 'boolean' ? v : text(v)]));

const fromPo = (po: TPo) => ({
  header: Object.fromEntries(
    [...HEADER_TEXT, ...HEADER_DATES, 'poNumber', 'incoterm', 'urgency'].map((k) => [k, text(po[k as keyof TPo])]),
  ) as Record<string, FieldText>,
  vendorCompanyId: po.vendorCompanyId,
  pallet: groupIn(po.palletGroup),
  items: po.items.map((item) => ({
    ...Object.fromEntries(
      Object.entries(item).map(([k, v]) => [k, typeof v === 'boolean' ? v : typeof v === 'object' ? v : text(v)]),
    ),
    ...Object.fromEntries(PACKAGING_GROUPS.map((g) => [g, groupIn(item[g])])),
    quantity: String(Number(item.quantity)),
    weight: item.weight ? String(Number(item.weight)) : '',
    rate: item.rate ? String(Number(item.rate)) : '',
    volume: item.volume ? String(Number(item.volume)) : '',
    key: newKey(),
    id: item.id,
  })) as ItemRow[],
});

const Entry = ({ po }: { po?: TPo | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePo(po?.id);
  const initial = po ? fromPo(po) : null;
  const [header, setHeader] = useState<Record<string, FieldText>>(
    initial?.header ?? { poNumber: '', urgency: 'normal' },
  );
  const [vendorCompanyId, setVendor] = useState<string | null>(initial?.vendorCompanyId ?? null);
  const [items, setItems] = useState<ItemRow[]>(initial?.items ?? [emptyItem()]);
  const [pallet, setPallet] = useState<GroupValues>(initial?.pallet ?? {});
  const [system, setSystem] = useState<System>('metric');
  const [open, setOpen] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setH = (key: string, value: string) => setHeader((h) => ({ ...h, [key]: value }));
  const setItem = (index: number, key: string, value: ItemRow[string]) =>
    setItems((list) => list.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const setGroup = (index: number, group: string, key: string, value: string | boolean) =>
    setItems((list) =>
      list.map((row, i) =>
        i === index ? { ...row, [group]: { ...((row[group] as GroupValues) ?? {}), [key]: value } } : row,
      ),
    );
  const err = (path: string) => (errors[path] ? translateMessage(t, errors[path]) : undefined);

  const body = (): TPoInput => ({
    poNumber: header.poNumber ?? '',
    ...Object.fromEntries([...HEADER_TEXT, ...HEADER_DATES, 'incoterm', 'urgency'].map((k) => [k, orNull(header[k])])),
    vendorCompanyId,
    palletGroup: groupOut(pallet, system, PALLET_TEXT, PALLET_FLAGS) as TPoInput['palletGroup'],
    items: items.map((row) => {
      const out: Record<string, unknown> = row.id ? { id: row.id } : {};
      for (const key of [...GRID, ...ITEM_TEXT]) {
        out[key] = ['quantity', 'weight', 'rate', 'volume', 'currentShippableLayer'].includes(key)
          ? numOrNull(row[key])
          : orNull(row[key]);
      }
      for (const key of ITEM_FLAGS) {
        out[key] = Boolean(row[key]);
      }
      for (const g of PACKAGING_GROUPS) {
        out[g] = groupOut(row[g] as GroupValues, system, PACKAGING_TEXT, ['scannable']);
      }
      return out as TPoItemInput;
    }),
  });

  const submit = async () => {
    setErrors({});
    try {
      const reply = await save.mutateAsync(body());
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      void navigate(poDetailPath(reply.data.id));
      // The detail opens at its top (its actions are there), not where the long form was left.
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(error.fieldErrors as Record<string, string>);
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  const groupFields = (
    values: GroupValues,
    textKeys: readonly string[],
    flags: readonly string[],
    onChange: (key: string, value: string | boolean) => void,
    prefix: string,
  ) => (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {[...textKeys, ...MEASURES[system]].map((key) => (
        <TextInput
          key={key}
          label={t(`purchaseOrders.group.${key}`)}
          value={text(values[key])}
          error={err(`${prefix}.${key}`)}
          onChange={(e) => onChange(key, e.currentTarget.value)}
        />
      ))}
      {flags.map((key) => (
        <Checkbox
          key={key}
          mt="lg"
          label={t(`purchaseOrders.group.${key}`)}
          checked={Boolean(values[key])}
          onChange={(e) => onChange(key, e.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack>
      <PageHeader
        title={po ? t('purchaseOrders.editTitle', { number: po.poNumber }) : t('purchaseOrders.entryTitle')}
        breadcrumbs={[
          { label: t('purchaseOrders.title'), to: PO_LIST_PATH },
          { label: po ? po.poNumber : t('purchaseOrders.entryTitle') },
        ]}
        actions={
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('purchaseOrders.save')}
          </Button>
        }
      />
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('purchaseOrders.headerSection')}
        </Title>
        {/* The number and the vendor get half a row each: a partner's legal name is long. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
          <TextInput
            required
            label={t('purchaseOrders.fields.poNumber')}
            value={header.poNumber ?? ''}
            error={err('poNumber')}
            onChange={(e) => setH('poNumber', e.currentTarget.value)}
          />
          <CompanyPicker
            label={t('purchaseOrders.fields.vendor')}
            value={vendorCompanyId}
            onChange={setVendor}
            error={err('vendorCompanyId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Select
            label={t('purchaseOrders.fields.incoterm')}
            data={[...INCOTERM_CODES]}
            value={header.incoterm || null}
            error={err('incoterm')}
            clearable
            onChange={(v) => setH('incoterm', v ?? '')}
          />
          <Select
            label={t('purchaseOrders.fields.urgency')}
            data={PO_URGENCIES.map((u) => ({ value: u, label: t(`purchaseOrders.urgency.${u}`) }))}
            value={header.urgency || null}
            clearable
            onChange={(v) => setH('urgency', v ?? '')}
          />
          {HEADER_TEXT.map((key) => (
            <TextInput
              key={key}
              label={t(`purchaseOrders.fields.${key}`)}
              value={header[key] ?? ''}
              error={err(key)}
              onChange={(e) => setH(key, e.currentTarget.value)}
            />
          ))}
          {HEADER_DATES.map((key) => (
            <TextInput
              key={key}
              type="date"
              label={t(`purchaseOrders.fields.${key}`)}
              value={header[key] ?? ''}
              error={err(key)}
              onChange={(e) => setH(key, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('purchaseOrders.itemsSection')}
          </Title>
          <SegmentedControl
            aria-label={t('purchaseOrders.unitSystem')}
            value={system}
            onChange={(v) => setSystem(v as System)}
            data={[
              { value: 'metric', label: t('purchaseOrders.metric') },
              { value: 'imperial', label: t('purchaseOrders.imperial') },
            ]}
          />
        </Group>
        <Table.ScrollContainer minWidth={1100}>
          <Table aria-label={t('purchaseOrders.itemsSection')}>
            <Table.Thead>
              <Table.Tr>
                {GRID.map((c) => (
                  <Table.Th key={c}>{t(`purchaseOrders.fields.${c}`)}</Table.Th>
                ))}
                <Table.Th>{t('purchaseOrders.lineActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row, index) => (
                <Table.Tr key={row.key}>
                  {GRID.map((c) => (
                    <Table.Td key={c}>
                      <TextInput
                        size="xs"
                        aria-label={`${t(`purchaseOrders.fields.${c}`)} ${index + 1}`}
                        value={text(row[c])}
                        error={err(`items.${index}.${c}`)}
                        onChange={(e) => setItem(index, c, e.currentTarget.value)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setOpen(open === row.key ? null : row.key)}>
                        {t('purchaseOrders.details')}
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={items.length === 1}
                        aria-label={t('purchaseOrders.removeLine', { n: index + 1 })}
                        onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Button
          mt="sm"
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setItems((list) => [...list, emptyItem()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('purchaseOrders.addLine')}
        </Button>
        {items.map((row, index) =>
          open === row.key ? (
            <Card key={`${row.key}-details`} withBorder mt="md">
              <Text fw={600} mb="xs">
                {t('purchaseOrders.lineDetails', { n: index + 1, item: text(row.item) })}
              </Text>
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                {ITEM_TEXT.map((key) => (
                  <TextInput
                    key={key}
                    label={t(`purchaseOrders.fields.${key}`)}
                    value={text(row[key])}
                    error={err(`items.${index}.${key}`)}
                    onChange={(e) => setItem(index, key, e.currentTarget.value)}
                  />
                ))}
                {ITEM_FLAGS.map((key) => (
                  <Checkbox
                    key={key}
                    mt="lg"
                    label={t(`purchaseOrders.fields.${key}`)}
                    checked={Boolean(row[key])}
                    onChange={(e) => setItem(index, key, e.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
              {PACKAGING_GROUPS.map((g) => (
                <Stack key={g} gap={4} mt="md">
                  <Text fw={600} size="sm">
                    {t(`purchaseOrders.groups.${g}`)}
                  </Text>
                  {groupFields(
                    (row[g] as GroupValues) ?? {},
                    PACKAGING_TEXT,
                    ['scannable'],
                    (key, value) => setGroup(index, g, key, value),
                    `items.${index}.${g}`,
                  )}
                </Stack>
              ))}
            </Card>
          ) : null,
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('purchaseOrders.palletSection')}
        </Title>
        {groupFields(
          pallet,
          PALLET_TEXT,
          PALLET_FLAGS,
          (key, value) => setPallet((p) => ({ ...p, [key]: value })),
          'palletGroup',
        )}
      </Card>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('purchaseOrders.save')}
        </Button>
      </Group>
    </Stack>
  );
};

export const PoEntryPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = usePo(id);
  return (
    <RequirePermission permission="order.po">
      {!id ? (
        <Entry />
      ) : query.isPending ? (
        <Loader aria-label={t('purchaseOrders.loading')} />
      ) : query.error ? (
        <Alert color="red" title={t('purchaseOrders.notFound')} />
      ) : (
        <Entry key={query.data.id} po={query.data} />
      )}
    </RequirePermission>
  );
};
