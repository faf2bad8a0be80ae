import { bolNumberField } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSuccess } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useCan } from '../../../resources/require-permission';
import { useAssignBol, useBolList } from '../api/bol-api';
import { bolPath } from '../bol-paths';
import { BolFormModal } from './bol-form-modal';
import { BolStatusBadge } from './bol-status-badge';

// The order's bills of lading on its detail page (slot 'order.detail'): the owner's BOLs that cover
// it, a new BOL for it, and linking it to an existing BOL by number (POST bol/assign).
const OrderBols = ({ order }: { order: TOrder }) => {
  const { t } = useTranslation();
  const query = useBolList({ orderId: order.id, limit: 50, sort: 'bolNumber', order: 'asc' });
  const assign = useAssignBol();
  const [creating, setCreating] = useState(false);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  const link = async () => {
    setError(null);
    const parsed = bolNumberField().safeParse(number);
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    try {
      const reply = await assign.mutateAsync({ orderId: order.id, bolNumber: parsed.data });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      setNumber('');
    } catch (failure) {
      const message =
        failure instanceof ApiError
          ? (failure.fieldErrors?.bolNumber ?? failure.fieldErrors?.orderId ?? failure.message)
          : String(failure);
      setError(translateMessage(t, message));
    }
  };

  const rows = query.data?.rows ?? [];
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="order-bols-title">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Text fw={600} size="sm" id="order-bols-title">
          {t('billsOfLading.orderPanel.title')}
        </Text>
        <Button variant="light" onClick={() => setCreating(true)}>
          {t('billsOfLading.orderPanel.new')}
        </Button>
      </Group>
      <Stack gap="xs">
        {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, query.error.message)}
          </Alert>
        ) : null}
        {query.data && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billsOfLading.orderPanel.none')}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Table aria-label={t('billsOfLading.orderPanel.title')}>
            <Table.Tbody>
              {rows.map((bol) => (
                <Table.Tr key={bol.id}>
                  <Table.Td>
                    <Anchor component={Link} to={bolPath(bol.id)} size="sm">
                      {bol.bolNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <BolStatusBadge status={bol.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{[bol.vesselName, bol.voyage].filter(Boolean).join(' / ')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('billsOfLading.orderPanel.assignLabel')}
            placeholder="BOL-2026-000001"
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
            error={error}
            w={260}
          />
          <Button variant="default" onClick={link} loading={assign.isPending}>
            {t('billsOfLading.orderPanel.assign')}
          </Button>
        </Group>
      </Stack>
      {creating ? (
        <BolFormModal opened onClose={() => setCreating(false)} mode={{ kind: 'create', orderId: order.id }} />
      ) : null}
    </Card>
  );
};

/** Only the order's owner keeps BOLs for it; the section shows to users who hold forwarding.view. */
const OrderBolsSection = ({ order }: { order: TOrder }) => {
  const allowed = useCan()('forwarding.view');
  return order.viewerRole === 'owner' && allowed ? <OrderBols order={order} /> : null;
};

export default OrderBolsSection;
