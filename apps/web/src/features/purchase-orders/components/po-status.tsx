import type { TPoStatus } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<TPoStatus, StatusTone> = {
  open: 'info',
  approved: 'warning',
  accepted: 'positive',
  rejected: 'negative',
  cancelled: 'neutral',
};

export const PoStatusBadge = ({ status }: { status: TPoStatus }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`purchaseOrders.status.${status}`)}</StatusBadge>;
};
