import type { TInvoice, TInvoiceAction } from '@lanehub/shared/features/invoices/invoices.contract';
import { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FeatureSlot } from '../../../app/feature-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatCalendarDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import {
  downloadInvoicePdf,
  type InvoiceSide,
  useDeleteInvoice,
  useInvoice,
  useInvoiceAction,
  useLineDetail,
} from '../api/invoices-api';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { BILL_LIST_PATH, INVOICE_LIST_PATH } from '../invoice-paths';

const LineDetail = ({ side, invoiceId, lineId }: { side: InvoiceSide; invoiceId: string; lineId: string }) => {
  const { t } = useTranslation();
  const detail = useLineDetail(side, invoiceId, lineId);
  if (!detail.data) {
    return <Loader size="xs" />;
  }
  const o = detail.data.order;
  return (
    <Text size="xs" c="dimmed">
      {t('invoices.lineDetail', {
        order: o.orderNumber,
        owner: o.ownerName ?? '—',
        mode: o.mode ?? '—',
        route: [o.origin, o.destination].filter(Boolean).join(' → ') || '—',
      })}
    </Text>
  );
};

const InvoiceDetail = ({ side }: { side: InvoiceSide }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const query = useInvoice(side, id);
  const action = useInvoiceAction(id);
  const remove = useDeleteInvoice(id);
  const [confirming, setConfirming] = useState<TInvoiceAction | 'delete' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const listPath = side === 'invoice' ? INVOICE_LIST_PATH : BILL_LIST_PATH;

  if (query.isPending) {
    return <Loader />;
  }
  if (query.isError || !query.data) {
    return <Alert color="red">{translateMessage(t, query.error?.message ?? '')}</Alert>;
  }
  const invoice: TInvoice = query.data;
  const money = (value: string) => `${formatAmount(value)} ${invoice.currency}`;
  const owner = invoice.role === 'owner';

  const run = async (what: TInvoiceAction | 'delete') => {
    try {
      if (what === 'delete') {
        const reply = await remove.mutateAsync(undefined);
        toastSuccess(translateMessage(t, reply.meta.message ?? ''));
        navigate(listPath);
      } else {
        const reply = await action.mutateAsync(what);
        toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      }
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setConfirming(null);
    }
  };
  const pdf = async () => {
    try {
      await downloadInvoicePdf(side, invoice);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <Stack>
      <PageHeader
        title={t('invoices.detailTitle', { number: invoice.invoiceNumber })}
        badge={<InvoiceStatusBadge status={invoice.status} />}
        breadcrumbs={[
          { label: t(side === 'invoice' ? 'invoices.title' : 'invoices.bills.title'), to: listPath },
          { label: invoice.invoiceNumber },
        ]}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={pdf}>
              {t('invoices.downloadPdf')}
            </Button>
            {owner && invoice.status === 'draft' ? (
              <Button variant="default" color="red" onClick={() => setConfirming('delete')}>
                {t('invoices.actions.delete')}
              </Button>
            ) : null}
            {/* The server refuses to cancel once anything was paid or credited: no button then. */}
            {owner &&
            (invoice.status === 'draft' || invoice.status === 'unpaid') &&
            Number(invoice.amountPaid) === 0 &&
            Number(invoice.amountCredited) === 0 ? (
              <Button variant="default" color="red" onClick={() => setConfirming('cancel')}>
                {t('invoices.actions.cancel')}
              </Button>
            ) : null}
            {owner && invoice.status === 'draft' ? (
              <Button onClick={() => setConfirming('publish')}>{t('invoices.actions.publish')}</Button>
            ) : null}
          </Group>
        }
      />
      <Card withBorder>
        <DetailList
          cols={3}
          items={[
            { label: t('invoices.fields.issuer'), value: invoice.issuerName },
            { label: t('invoices.fields.billTo'), value: invoice.billToName },
            { label: t('invoices.fields.currency'), value: invoice.currency },
            { label: t('invoices.fields.issueDate'), value: formatCalendarDate(invoice.issueDate) },
            { label: t('invoices.fields.dueDate'), value: formatCalendarDate(invoice.dueDate) },
            { label: t('invoices.fields.notes'), value: invoice.notes },
          ]}
        />
      </Card>
      <Card withBorder>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('invoices.fields.order')}</Table.Th>
              <Table.Th>{t('invoices.fields.charge')}</Table.Th>
              <Table.Th>{t('invoices.fields.description')}</Table.Th>
              <Table.Th ta="right">{t('invoices.fields.quantity')}</Table.Th>
              <Table.Th ta="right">{t('invoices.fields.unitRate')}</Table.Th>
              <Table.Th ta="right">{t('invoices.fields.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Fragment key={line.id}>
                <Table.Tr>
                  <Table.Td>
                    {side === 'invoice' ? (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        aria-label={t('invoices.showLine', { n: line.position })}
                        onClick={() => setOpen(open === line.id ? null : line.id)}
                      >
                        {open === line.id ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                      </Button>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{line.orderNumber}</Table.Td>
                  <Table.Td>{t(`invoices.charge.${line.chargeCode}`)}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity.replace(/\.?0+$/, '')}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.unitRate)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.amount)}</Table.Td>
                </Table.Tr>
                {open === line.id ? (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={6}>
                      <LineDetail side={side} invoiceId={invoice.id} lineId={line.id} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={2} align="flex-end" mt="sm" data-testid="invoice-totals">
          <Text size="sm">
            {t('common.labelValue', { label: t('invoices.fields.subtotal'), value: money(invoice.subtotal) })}
          </Text>
          {invoice.taxes.map((tax) => (
            <Text size="sm" key={tax.code}>
              {t('common.labelValue', {
                label: `${tax.code} ${tax.rate.replace(/\.?0+$/, '')}%`,
                value: money(tax.amount),
              })}
            </Text>
          ))}
          <Text fw={700}>
            {t('common.labelValue', { label: t('invoices.fields.total'), value: money(invoice.total) })}
          </Text>
          <Text size="sm">
            {t('common.labelValue', { label: t('invoices.fields.paid'), value: money(invoice.amountPaid) })} ·{' '}
            {t('common.labelValue', { label: t('invoices.fields.credited'), value: money(invoice.amountCredited) })}
          </Text>
          <Text fw={700}>
            {t('common.labelValue', { label: t('invoices.fields.balance'), value: money(invoice.balance) })}
          </Text>
        </Stack>
      </Card>
      <FeatureSlot name="invoice.detail" props={{ invoiceId: invoice.id, role: invoice.role }} />
      <ConfirmDialog
        opened={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? run(confirming) : undefined)}
        title={confirming ? t(`invoices.confirm.${confirming}`) : undefined}
        message={confirming ? t(`invoices.confirmText.${confirming}`, { number: invoice.invoiceNumber }) : undefined}
        confirmColor={confirming === 'publish' ? 'green' : 'red'}
      />
    </Stack>
  );
};

export const InvoiceDetailPage = () => (
  <RequirePermission permission="order.invoice">
    <InvoiceDetail side="invoice" />
  </RequirePermission>
);

export const BillDetailPage = () => (
  <RequirePermission permission="order.bill">
    <InvoiceDetail side="bill" />
  </RequirePermission>
);
