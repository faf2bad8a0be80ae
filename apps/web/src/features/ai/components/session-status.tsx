import type { TAiSessionStatus } from '@lanehub/shared/features/ai/ai.contract';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const TONES: Record<TAiSessionStatus, StatusTone> = {
  queued: 'neutral',
  running: 'info',
  stopping: 'warning',
  completed: 'positive',
  stopped: 'special',
  failed: 'negative',
};

export const SessionStatus = ({ status }: { status: TAiSessionStatus }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`ai.status.${status}`)}</StatusBadge>;
};
