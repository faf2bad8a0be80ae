import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const APPROVAL_COLORS: Record<string, string> = { requested: 'yellow', approved: 'green', declined: 'red' };
const SUBSCRIPTION_COLORS: Record<string, string> = { active: 'green', upcoming: 'blue', ended: 'gray' };

export const ApprovalBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <Badge color={APPROVAL_COLORS[status] ?? 'gray'} variant="light">
      {t(`adminArea.approval.${status}`, { defaultValue: status })}
    </Badge>
  );
};

export const EnabledBadge = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <Badge color={enabled ? 'green' : 'red'} variant="light">
      {enabled ? t('adminArea.enabled') : t('adminArea.disabled')}
    </Badge>
  );
};

export const SubscriptionStatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <Badge color={SUBSCRIPTION_COLORS[status] ?? 'gray'} variant="light">
      {t(`adminArea.subscriptionStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
};
