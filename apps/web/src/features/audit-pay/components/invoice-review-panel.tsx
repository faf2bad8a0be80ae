import { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvoiceReview } from '../api/audit-pay-api';
import { DecisionBadge } from './audit-result-badge';

// On the carrier's invoice (slot 'invoice.detail' of features/invoices): what the billed company
// decided on each line, with the reason and the note of a dispute. Nothing until a line is decided.
export const InvoiceReviewPanel = ({ invoiceId, role }: { invoiceId: string; role: 'owner' | 'bill-to' }) => {
  const { t } = useTranslation();
  const review = useInvoiceReview(invoiceId);
  if (role !== 'owner' || !review.data) {
    return null;
  }
  const decided = review.data.lines.filter((line) => line.review !== null);
  if (decided.length === 0) {
    return null;
  }
  return (
    <Card withBorder data-testid="invoice-review">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('auditPay.carrier.title', { company: review.data.billToName })}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditPay.fields.order')}</Table.Th>
              <Table.Th>{t('auditPay.fields.charge')}</Table.Th>
              <Table.Th ta="right">{t('auditPay.fields.billed')}</Table.Th>
              <Table.Th>{t('auditPay.fields.decision')}</Table.Th>
              <Table.Th>{t('auditPay.fields.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {decided.map((line) => (
              <Table.Tr key={line.lineId}>
                <Table.Td>{line.orderNumber}</Table.Td>
                <Table.Td>{t(`invoices.charge.${line.chargeCode}`)}</Table.Td>
                <Table.Td ta="right">{formatAmount(line.billed)}</Table.Td>
                <Table.Td>
                  {line.review ? <DecisionBadge decision={line.review.decision} /> : null}
                  {line.review?.reason ? (
                    <Text size="xs" mt={4}>
                      {t(`auditPay.reasons.${line.review.reason}`)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{line.review?.note || '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
};
