import {
  INVOICE_SORTS,
  INVOICE_STATUSES,
  type TInvoiceStatus,
  type TInvoiceSummary,
} from '@lanehub/shared/features/invoices/invoices.contract';
import { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { toastError } from '../../../components/toast';
import { formatCalendarDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { downloadInvoiceCsv, type InvoiceSide, useInvoiceList } from '../api/invoices-api';
import { InvoiceFormModal } from '../components/invoice-form-modal';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { BILL_LIST_PATH, INVOICE_LIST_PATH } from '../invoice-paths';

const ALL = 'all';

// /orders/invoice (what the company bills) and /orders/bill (what other companies bill it).
const InvoiceList = ({ side }: { side: InvoiceSide }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState({
    sorts: INVOICE_SORTS,
    defaultSort: 'updatedAt',
    defaultOrder: 'desc',
    filters: ['status'],
  });
  const status = (list.filters.status ?? null) as TInvoiceStatus | null;
  const query = useInvoiceList(side, {
    search: list.search || undefined,
    status: status ?? undefined,
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
  });
  const [creating, setCreating] = useState(false);
  const text = (value: string | null | undefined) => <Text size="sm">{value ?? ''}</Text>;
  const ns = side === 'invoice' ? 'invoices' : 'invoices.bills';

  const columns: DataTableColumn<TInvoiceSummary>[] = [
    {
      key: 'invoiceNumber',
      label: t('invoices.fields.invoiceNumber'),
      sortable: true,
      hideable: false,
      render: (r) => text(r.invoiceNumber),
    },
    {
      key: 'status',
      label: t('invoices.fields.status'),
      sortable: true,
      render: (r) => <InvoiceStatusBadge status={r.status} />,
    },
    side === 'invoice'
      ? { key: 'billTo', label: t('invoices.fields.billTo'), render: (r) => text(r.billToName) }
      : { key: 'issuer', label: t('invoices.fields.issuer'), render: (r) => text(r.issuerName) },
    {
      key: 'issueDate',
      label: t('invoices.fields.issueDate'),
      sortable: true,
      render: (r) => text(formatCalendarDate(r.issueDate)),
    },
    {
      key: 'dueDate',
      label: t('invoices.fields.dueDate'),
      sortable: true,
      render: (r) => text(formatCalendarDate(r.dueDate)),
    },
    {
      key: 'total',
      label: t('invoices.fields.total'),
      sortable: true,
      render: (r) => text(`${formatAmount(r.total)} ${r.currency}`),
    },
    {
      key: 'balance',
      label: t('invoices.fields.balance'),
      render: (r) => text(`${formatAmount(r.balance)} ${r.currency}`),
    },
  ];

  const exportCsv = async () => {
    try {
      await downloadInvoiceCsv(side, list.search || undefined);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  const newButton =
    side === 'invoice' ? (
      <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
        {t('invoices.new')}
      </Button>
    ) : undefined;

  return (
    <ListPanel
      list={list}
      query={query}
      title={t(`${ns}.title`)}
      description={t(`${ns}.description`)}
      actions={
        <Group gap="xs">
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportCsv}>
            {t('invoices.exportCsv')}
          </Button>
          {newButton}
        </Group>
      }
      header={
        <SegmentedControl
          aria-label={t('invoices.statusFilter')}
          value={status ?? ALL}
          onChange={(value) => list.setFilters({ status: value === ALL ? null : value })}
          data={[
            { value: ALL, label: t('invoices.allStatuses') },
            ...INVOICE_STATUSES.filter((s) => side === 'invoice' || s !== 'draft').map((s) => ({
              value: s,
              label: t(`invoices.status.${s}`),
            })),
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      }
      search={{ label: t('invoices.searchLabel'), placeholder: t('invoices.searchPlaceholder') }}
      tableName={side === 'invoice' ? 'invoices' : 'bills'}
      tableLabel={t(`${ns}.title`)}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`${side === 'invoice' ? INVOICE_LIST_PATH : BILL_LIST_PATH}/${row.id}`)}
      empty={{ message: t(`${ns}.empty`), action: newButton }}
    >
      {creating ? (
        <InvoiceFormModal onClose={() => setCreating(false)} onSaved={(id) => navigate(`${INVOICE_LIST_PATH}/${id}`)} />
      ) : null}
    </ListPanel>
  );
};

export const InvoiceListPage = () => (
  <RequirePermission permission="order.invoice">
    <InvoiceList side="invoice" />
  </RequirePermission>
);

export const BillListPage = () => (
  <RequirePermission permission="order.bill">
    <InvoiceList side="bill" />
  </RequirePermission>
);
