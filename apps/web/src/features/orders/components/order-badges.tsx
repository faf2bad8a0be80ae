import type { TOrderRow } from '@lanehub/shared/features/orders/orders.contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { useOrderLabels } from './order-labels';

// What each status means for the user (docs/ui.md: one status badge, the tone gives the colour).
const STATUS_TONES: Record<string, StatusTone> = {
  pending: 'neutral',
  ended: 'positive',
  d_d_invoice: 'warning',
};

/** The order's status and stage, and 'Late' when it is behind its ETA. */
export const OrderBadges = ({ order }: { order: Pick<TOrderRow, 'mode' | 'status' | 'stage' | 'late'> }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge tone={STATUS_TONES[order.status] ?? 'info'}>{labels.status(order.status)}</StatusBadge>
      {/* The stage is where the shipment is, not a status: a plain tag in its own words. */}
      <Badge variant="outline" color="gray" tt="none" fw={500}>
        {labels.stage(order.mode, order.stage)}
      </Badge>
      {order.late ? <StatusBadge tone="negative">{t('orderScreens.late')}</StatusBadge> : null}
    </Group>
  );
};

/** Where an order goes from and to: the UN/LOCODE, else the city. */
export const endLabel = (end: { locode: string | null; city: string | null; locationName?: string | null }) =>
  end.locode ?? end.city ?? end.locationName ?? '—';
