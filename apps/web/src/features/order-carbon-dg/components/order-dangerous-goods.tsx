import type { TDgLine, TDgLineInput } from '@lanehub/shared/features/order-carbon-dg/order-carbon-dg.contract';
import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { PACKING_GROUPS, WEIGHT_UNITS } from '@lanehub/shared/orders/order-rules';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useDangerousGoods, useDeleteDangerousGoods, useSaveDangerousGoods } from '../api/order-carbon-dg-api';

type LineValues = {
  unNumber: string;
  hazardClass: string;
  packingGroup: string;
  grossWeight: string;
  weightUnit: string;
};

const EMPTY: LineValues = { unNumber: '', hazardClass: '', packingGroup: '', grossWeight: '', weightUnit: 'kg' };

const toInput = (values: LineValues): TDgLineInput => ({
  unNumber: values.unNumber,
  hazardClass: values.hazardClass,
  ...(values.packingGroup ? { packingGroup: values.packingGroup } : {}),
  grossWeight: values.grossWeight.trim() === '' ? null : Number(values.grossWeight),
  weightUnit: values.weightUnit as TDgLineInput['weightUnit'],
});

const valuesOf = (line: TDgLine): LineValues => ({
  unNumber: line.unNumber,
  hazardClass: line.hazardClass,
  packingGroup: line.packingGroup ?? '',
  grossWeight: line.grossWeight ? String(Number(line.grossWeight)) : '',
  weightUnit: line.weightUnit,
});

const LineForm = ({ orderId, editing, onDone }: { orderId: string; editing: TDgLine | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveDangerousGoods(orderId);
  const form = useForm<LineValues>({ defaultValues: editing ? valuesOf(editing) : EMPTY });
  const errorOf = (name: keyof LineValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? translateMessage(t, message) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ lineId: editing?.id, values: toInput(values) });
      toastSuccess(t(editing ? 'orderCarbonDg.lineUpdated' : 'orderCarbonDg.lineAdded'));
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      const known = Object.entries((isApiError(error) ? error.fieldErrors : undefined) ?? {}).filter(
        ([name]) => name in EMPTY,
      );
      if (known.length > 0) {
        for (const [name, message] of known) {
          form.setError(name as Path<LineValues>, { type: 'server', message });
        }
        return;
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  });

  const title = t(editing ? 'orderCarbonDg.ui.editLine' : 'orderCarbonDg.ui.addLine');
  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 5 }}>
        <TextInput
          label={t('orderCarbonDg.ui.unNumber')}
          placeholder="UN1203"
          required
          {...form.register('unNumber')}
          error={errorOf('unNumber')}
        />
        <TextInput
          label={t('orderCarbonDg.ui.hazardClass')}
          placeholder="3"
          required
          {...form.register('hazardClass')}
          error={errorOf('hazardClass')}
        />
        <NativeSelect
          label={t('orderCarbonDg.ui.packingGroup')}
          data={[{ value: '', label: '—' }, ...PACKING_GROUPS.map((value) => ({ value, label: value }))]}
          {...form.register('packingGroup')}
          error={errorOf('packingGroup')}
        />
        <TextInput
          type="number"
          min={0}
          step="any"
          label={t('orderCarbonDg.ui.grossWeight')}
          {...form.register('grossWeight')}
          error={errorOf('grossWeight')}
        />
        <NativeSelect
          label={t('orderCarbonDg.ui.weightUnit')}
          data={WEIGHT_UNITS.map((value) => ({ value, label: value }))}
          {...form.register('weightUnit')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        {editing ? (
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t(editing ? 'orderCarbonDg.ui.saveLine' : 'orderCarbonDg.ui.addLine')}
        </Button>
      </Group>
    </form>
  );
};

// The order's dangerous goods lines (UN number, class, packing group, proper shipping name, weight);
// the owner adds, changes and removes them, every party reads them.
export const OrderDangerousGoods = ({ order }: { order: TOrder }) => {
  const { t } = useTranslation();
  const lines = useDangerousGoods(order.id);
  const remove = useDeleteDangerousGoods(order.id);
  const [editing, setEditing] = useState<TDgLine | null>(null);
  const [removing, setRemoving] = useState<TDgLine | null>(null);
  const isOwner = order.viewerRole === 'owner';

  const confirmRemove = async () => {
    if (!removing) {
      return;
    }
    try {
      await remove.mutateAsync(removing.id);
      toastSuccess(t('orderCarbonDg.lineDeleted'));
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
    setRemoving(null);
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="order-dangerous-goods-title">
      <Stack gap="sm">
        <Text fw={600} size="sm" id="order-dangerous-goods-title">
          {t('orderCarbonDg.ui.dangerousGoods')}
        </Text>
        {lines.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {lines.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, lines.error.message)}
          </Alert>
        ) : null}
        {lines.data && lines.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orderCarbonDg.ui.noLines')}
          </Text>
        ) : null}
        {lines.data && lines.data.length > 0 ? (
          <Table aria-label={t('orderCarbonDg.ui.dangerousGoods')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderCarbonDg.ui.unNumber')}</Table.Th>
                <Table.Th>{t('orderCarbonDg.ui.properShippingName')}</Table.Th>
                <Table.Th>{t('orderCarbonDg.ui.hazardClass')}</Table.Th>
                <Table.Th>{t('orderCarbonDg.ui.packingGroup')}</Table.Th>
                <Table.Th>{t('orderCarbonDg.ui.grossWeight')}</Table.Th>
                {isOwner ? <Table.Th>{t('orderCarbonDg.ui.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.unNumber}</Table.Td>
                  <Table.Td>{line.properShippingName}</Table.Td>
                  <Table.Td>{line.hazardClass}</Table.Td>
                  <Table.Td>{line.packingGroup ?? '—'}</Table.Td>
                  <Table.Td>{line.grossWeight ? `${Number(line.grossWeight)} ${line.weightUnit}` : '—'}</Table.Td>
                  {isOwner ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setEditing(line)}
                          aria-label={t('orderCarbonDg.ui.editNamed', { code: line.unNumber })}
                        >
                          {t('orderCarbonDg.ui.edit')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(line)}
                          aria-label={t('orderCarbonDg.ui.removeNamed', { code: line.unNumber })}
                        >
                          {t('orderCarbonDg.ui.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {isOwner ? (
          <LineForm key={editing?.id ?? 'new'} orderId={order.id} editing={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        message={t('orderCarbonDg.ui.removeConfirm', { code: removing?.unNumber ?? '' })}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
};
