import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlotProps } from '../../../app/feature-manifest';
import { poDetailPath, useOrderPos } from '../api/purchase-orders-api';
import { PoStatusBadge } from './po-status';

// The order detail's box of the POs the order carries (slot 'order.detail').
const OrderPosPanel = ({ order }: SlotProps['order.detail']) => {
  const { t } = useTranslation();
  const query = useOrderPos(order.id);
  if (!query.data || query.data.length === 0) {
    return null;
  }
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('purchaseOrders.onOrder')}
      </Title>
      <Stack gap="xs">
        {query.data.map((po) => (
          <Stack key={po.poId} gap={2}>
            <Anchor component={Link} to={poDetailPath(po.poId)} fw={500}>
              {po.poNumber} <PoStatusBadge status={po.status} />
            </Anchor>
            {po.lines.map((line) => (
              <Text size="sm" key={line.itemPoId}>
                {t('purchaseOrders.lineOnOrder', { item: line.item, quantity: line.quantity })}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
};

export default OrderPosPanel;
