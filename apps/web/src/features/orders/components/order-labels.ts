import type { TOrderPartyRole } from '@lanehub/shared/features/orders/orders.contract';
import {
  DRAYAGE_STAGES,
  OCEAN_STAGE_LABELS,
  orderModeTextKey,
  orderStageTextKey,
  orderStatusTextKey,
  type TOrderMode,
  type TOrderStatus,
} from '@lanehub/shared/orders/order-model';
import { useTranslation } from 'react-i18next';

// The translated words of an order's mode, status, stage and party roles (locales/*/orders.json and
// order-screens.json).
export const useOrderLabels = () => {
  const { t } = useTranslation();
  return {
    mode: (mode: TOrderMode) => t(orderModeTextKey(mode)),
    status: (status: TOrderStatus) => t(orderStatusTextKey(status)),
    stage: (mode: TOrderMode, stage: number) => t(orderStageTextKey(mode, stage)),
    role: (role: TOrderPartyRole | 'owner') => t(`orderScreens.roles.${role}`),
  };
};

/** The stage numbers a mode uses: drayage its own eight, every other mode the ocean scale 0–15. */
export const stagesOf = (mode: TOrderMode | undefined): number[] =>
  mode === 'drayage' ? [...DRAYAGE_STAGES] : OCEAN_STAGE_LABELS.map((_, index) => index);
