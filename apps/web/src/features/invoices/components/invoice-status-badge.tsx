import type { TInvoiceStatus } from '@lanehub/shared/features/invoices/invoices.contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TInvoiceStatus, string> = { draft: 'gray', unpaid: 'orange', paid: 'green', cancelled: 'red' };

export const InvoiceStatusBadge = ({ status }: { status: TInvoiceStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
};

/** '1234.5000' and 'CAD' → '1,234.50 CAD'. */
export { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
