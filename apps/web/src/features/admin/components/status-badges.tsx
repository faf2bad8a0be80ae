import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

const APPROVAL_TONES: Record<string, StatusTone> = { requested: 'warning', approved: 'positive', declined: 'negative' };
const SUBSCRIPTION_TONES: Record<string, StatusTone> = { active: 'positive', upcoming: 'info', ended: 'neutral' };

export const ApprovalBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={APPROVAL_TONES[status] ?? 'neutral'}>
      {t(`adminArea.approval.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
};

// The app's one enabled badge (components/status-badge.tsx).
export { EnabledBadge } from '../../../components/status-badge';

export const SubscriptionStatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={SUBSCRIPTION_TONES[status] ?? 'neutral'}>
      {t(`adminArea.subscriptionStatus.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
};
