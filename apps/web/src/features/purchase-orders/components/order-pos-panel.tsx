import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlotProps } from '../../../app/feature-manifest';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useRouteAllowed } from '../../../nav/route-access';
import { useOrderPos, useUnlinkPo } from '../api/purchase-orders-api';
import { PO_LIST_PATH, poDetailPath } from '../po-paths';
import { LinkPoModal } from './link-po-modal';
import { PoStatusBadge } from './po-status';

// The order detail's box of the POs the order carries (slot 'order.detail'). The order's owner, when
// it may open purchase orders, puts one of its approved or accepted POs on the order here, or takes
// one off; a party of the order only reads what the order carries.
const OrderPosPanel = ({ order }: SlotProps['order.detail']) => {
  const { t } = useTranslation();
  const query = useOrderPos(order.id);
  const mayOpenPos = useRouteAllowed(PO_LIST_PATH);
  const canLink = order.viewerRole === 'owner' && mayOpenPos;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ poId: string; poNumber: string } | null>(null);
  const unlink = useUnlinkPo(order.id);
  const pos = query.data ?? [];
  if (query.isLoading || (!canLink && pos.length === 0)) {
    return null;
  }
  const addButton = (
    <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      {t('purchaseOrders.link.add')}
    </Button>
  );
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('purchaseOrders.onOrder')}
        </Title>
        {canLink && pos.length > 0 ? addButton : null}
      </Group>
      {pos.length === 0 ? (
        <EmptyState message={t('purchaseOrders.link.empty')} action={addButton} />
      ) : (
        <Stack gap="xs">
          {pos.map((po) => (
            <Group key={po.poId} justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Anchor component={Link} to={poDetailPath(po.poId)} fw={500}>
                  {po.poNumber} <PoStatusBadge status={po.status} />
                </Anchor>
                {po.lines.map((line) => (
                  <Text size="sm" key={line.itemPoId}>
                    {t('purchaseOrders.lineOnOrder', { item: line.item, quantity: line.quantity })}
                  </Text>
                ))}
              </Stack>
              {canLink ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setRemoving({ poId: po.poId, poNumber: po.poNumber })}
                >
                  {t('purchaseOrders.link.remove')}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {canLink ? <LinkPoModal orderId={order.id} opened={adding} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        opened={removing !== null}
        title={removing ? t('purchaseOrders.link.removeTitle', { number: removing.poNumber }) : undefined}
        message={t('purchaseOrders.link.removeMessage')}
        confirmLabel={t('purchaseOrders.link.remove')}
        cancelLabel={t('purchaseOrders.link.keep')}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) {
            return;
          }
          try {
            const reply = await unlink.mutateAsync(removing.poId);
            toastSuccess(translateMessage(t, reply.meta.message ?? ''));
          } catch (error) {
            toastError(translateMessage(t, isApiError(error) ? error.message : String(error)));
          }
          setRemoving(null);
        }}
      />
    </Card>
  );
};

export default OrderPosPanel;
