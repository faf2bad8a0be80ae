import type { TPo, TPoRow } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useLinkPo, usePo, usePoList } from '../api/purchase-orders-api';

type Props = { orderId: string; opened: boolean; onClose: () => void };

/** The company's own POs whose goods may ship (approved by the buyer or accepted by the vendor). */
const useShippablePos = (search: string) => {
  const approved = usePoList({ scope: 'owned', status: 'approved', search, limit: 20, sort: 'poNumber', order: 'asc' });
  const accepted = usePoList({ scope: 'owned', status: 'accepted', search, limit: 20, sort: 'poNumber', order: 'asc' });
  const rows: TPoRow[] = [...(accepted.data?.rows ?? []), ...(approved.data?.rows ?? [])];
  return { rows, loading: approved.isLoading || accepted.isLoading };
};

const openOf = (item: TPo['items'][number]) => Math.max(0, Number(item.openQuantity));

// Order detail → "Add purchase order": pick one of the company's approved or accepted POs and say how
// much of each line this order carries (each line's open quantity by default; 0 leaves a line off).
export const LinkPoModal = ({ orderId, opened, onClose }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [poId, setPoId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const { rows, loading } = useShippablePos(debounced.trim());
  const po = usePo(poId ?? undefined);
  const link = useLinkPo(orderId);

  useEffect(() => {
    if (po.data) {
      setQuantities(Object.fromEntries(po.data.items.map((item) => [item.id, openOf(item)])));
      setLineErrors({});
    }
  }, [po.data]);

  const options = useMemo(
    () =>
      rows.map((row) => ({
        value: row.id,
        label: `${row.poNumber}${row.supplierName ? ` · ${row.supplierName}` : ''} · ${t(`purchaseOrders.status.${row.status}`)}`,
      })),
    [rows, t],
  );

  const close = () => {
    setPoId(null);
    setSearch('');
    setError(null);
    setLineErrors({});
    onClose();
  };

  const chosenLines = po.data
    ? po.data.items
        .map((item) => ({ itemPoId: item.id, quantity: quantities[item.id] ?? 0 }))
        .filter((line) => line.quantity > 0)
    : [];

  const submit = async () => {
    if (!poId) {
      setError(t('purchaseOrders.link.choosePo'));
      return;
    }
    if (chosenLines.length === 0) {
      setError(t('purchaseOrders.link.nothingChosen'));
      return;
    }
    setError(null);
    try {
      const reply = await link.mutateAsync({ poId, lines: chosenLines });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      close();
    } catch (failure) {
      if (isApiError(failure)) {
        // fieldErrors name the line as lines.<n>.quantity; show each on its line.
        const byLine: Record<string, string> = {};
        for (const [path, message] of Object.entries(failure.fieldErrors ?? {})) {
          const index = Number(path.split('.')[1]);
          const line = chosenLines[index];
          if (path.startsWith('lines.') && line) {
            byLine[line.itemPoId] = translateMessage(t, message);
          }
        }
        setLineErrors(byLine);
        setError(Object.keys(byLine).length > 0 ? null : translateMessage(t, failure.message));
      } else {
        setError(String(failure));
      }
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('purchaseOrders.link.title')} width={720}>
      <Stack>
        <Select
          label={t('purchaseOrders.link.po')}
          description={t('purchaseOrders.link.poHelp')}
          placeholder={t('purchaseOrders.link.poPlaceholder')}
          searchable
          clearable
          data={options}
          value={poId}
          onChange={(value) => {
            setPoId(value);
            setError(null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={loading ? t('purchaseOrders.link.searching') : t('purchaseOrders.link.noneFound')}
          rightSection={loading ? <Loader size="xs" /> : undefined}
          data-autofocus
        />
        {poId && po.isLoading ? <Loader size="sm" /> : null}
        {po.data ? (
          <Table withTableBorder striped aria-label={t('purchaseOrders.link.linesLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchaseOrders.link.item')}</Table.Th>
                <Table.Th ta="right">{t('purchaseOrders.link.open')}</Table.Th>
                <Table.Th w={180}>{t('purchaseOrders.link.onThisOrder')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {po.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.item}
                    </Text>
                    {item.description ? (
                      <Text size="xs" c="dimmed">
                        {item.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{openOf(item)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('purchaseOrders.link.quantityOf', { item: item.item })}
                      min={0}
                      max={openOf(item)}
                      value={quantities[item.id] ?? 0}
                      onChange={(value) => setQuantities((all) => ({ ...all, [item.id]: Number(value) || 0 }))}
                      error={lineErrors[item.id]}
                      disabled={openOf(item) === 0}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={link.isPending}>
            {t('purchaseOrders.link.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
