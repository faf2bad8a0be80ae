import type { TBolStatus } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TBolStatus, string> = {
  draft: 'gray',
  approved: 'blue',
  issued: 'green',
  surrendered: 'teal',
  void: 'red',
};

export const BolStatusBadge = ({ status }: { status: TBolStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`billsOfLading.status.${status}`)}
    </Badge>
  );
};
