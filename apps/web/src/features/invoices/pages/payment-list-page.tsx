import type { TCreditNote, TPayment } from '@lanehub/shared/features/invoices/invoices.contract';
import { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { formatCalendarDate } from '../../../lib/format';
import { RequirePermission } from '../../../resources/require-permission';
import { useCreditNoteList, usePaymentList } from '../api/invoices-api';
import { CreditNoteModal, PaymentModal } from '../components/payment-modals';

const SORTS = ['createdAt'] as const;
const text = (value: string | null | undefined) => <Text size="sm">{value ?? ''}</Text>;

// /orders/invoice-payment: payments received and the invoices each paid.
const PaymentList = () => {
  const { t } = useTranslation();
  const list = useListState({ sorts: SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const query = usePaymentList({ skip: list.skip, limit: list.limit, search: list.search || undefined });
  const [recording, setRecording] = useState(false);
  const columns: DataTableColumn<TPayment>[] = [
    {
      key: 'paymentNumber',
      label: t('invoices.payments.number'),
      hideable: false,
      render: (r) => text(r.paymentNumber),
    },
    { key: 'payer', label: t('invoices.payments.payer'), render: (r) => text(r.payerName) },
    {
      key: 'receivedOn',
      label: t('invoices.payments.receivedOn'),
      render: (r) => text(formatCalendarDate(r.receivedOn)),
    },
    {
      key: 'method',
      label: t('invoices.payments.method'),
      render: (r) => text(t(`invoices.payments.methods.${r.method}`)),
    },
    { key: 'reference', label: t('invoices.payments.reference'), render: (r) => text(r.reference) },
    {
      key: 'amount',
      label: t('invoices.fields.amount'),
      render: (r) => text(`${formatAmount(r.amount)} ${r.currency}`),
    },
    {
      key: 'invoices',
      label: t('invoices.payments.appliedTo'),
      render: (r) => text(r.applications.map((a) => `${a.invoiceNumber} (${formatAmount(a.amount)})`).join(', ')),
    },
  ];
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
      {t('invoices.payments.new')}
    </Button>
  );
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('invoices.payments.title')}
      description={t('invoices.payments.description')}
      actions={newButton}
      search={{ label: t('invoices.payments.searchLabel'), placeholder: t('invoices.payments.searchLabel') }}
      tableName="invoice-payments"
      tableLabel={t('invoices.payments.title')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ message: t('invoices.payments.empty'), action: newButton }}
    >
      {recording ? <PaymentModal onClose={() => setRecording(false)} /> : null}
    </ListPanel>
  );
};

// /orders/credit-note: credits given on invoices.
const CreditNoteList = () => {
  const { t } = useTranslation();
  const list = useListState({ sorts: SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const query = useCreditNoteList({ skip: list.skip, limit: list.limit, search: list.search || undefined });
  const [recording, setRecording] = useState(false);
  const columns: DataTableColumn<TCreditNote>[] = [
    {
      key: 'creditNoteNumber',
      label: t('invoices.creditNotes.number'),
      hideable: false,
      render: (r) => text(r.creditNoteNumber),
    },
    { key: 'invoice', label: t('invoices.creditNotes.invoice'), render: (r) => text(r.invoiceNumber) },
    { key: 'billTo', label: t('invoices.fields.billTo'), render: (r) => text(r.billToName) },
    { key: 'issueDate', label: t('invoices.fields.issueDate'), render: (r) => text(formatCalendarDate(r.issueDate)) },
    {
      key: 'amount',
      label: t('invoices.fields.amount'),
      render: (r) => text(`${formatAmount(r.amount)} ${r.currency}`),
    },
    { key: 'reason', label: t('invoices.creditNotes.reason'), render: (r) => text(r.reason) },
  ];
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
      {t('invoices.creditNotes.new')}
    </Button>
  );
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('invoices.creditNotes.title')}
      description={t('invoices.creditNotes.description')}
      actions={newButton}
      search={{ label: t('invoices.creditNotes.searchLabel'), placeholder: t('invoices.creditNotes.searchLabel') }}
      tableName="credit-notes"
      tableLabel={t('invoices.creditNotes.title')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ message: t('invoices.creditNotes.empty'), action: newButton }}
    >
      {recording ? <CreditNoteModal onClose={() => setRecording(false)} /> : null}
    </ListPanel>
  );
};

export const PaymentListPage = () => (
  <RequirePermission permission="order.invoice-payment">
    <PaymentList />
  </RequirePermission>
);

export const CreditNoteListPage = () => (
  <RequirePermission permission="order.creditNote">
    <CreditNoteList />
  </RequirePermission>
);
