import { PAYMENT_METHODS } from '@lanehub/shared/features/invoices/invoices.contract';
import { formatAmount, sumAmounts } from '@lanehub/shared/features/invoices/invoices.money';
import { Button, Checkbox, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { CalendarDateInput } from '../../../components/date-picker-field';
import { MoneyFields } from '../../../components/form/money-fields';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useInvoiceList, useRecordCreditNote, useRecordPayment } from '../api/invoices-api';

const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;

const useFailure = () => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = (error: unknown) => {
    if (isApiError(error) && error.fieldErrors) {
      setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(t, v)])));
    } else {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  return { errors, fail, reset: () => setErrors({}) };
};

/** A payment received, applied to one or several unpaid invoices (each at most its balance). */
export const PaymentModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const unpaid = useInvoiceList('invoice', { status: 'unpaid', limit: 100, skip: 0, sort: 'dueDate', order: 'asc' });
  const [receivedOn, setReceivedOn] = useState(dayjs().format('YYYY-MM-DD'));
  const [method, setMethod] = useState<string>('eft');
  const [reference, setReference] = useState('');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const record = useRecordPayment();
  const { errors, fail, reset } = useFailure();
  const chosen = Object.entries(amounts);
  const total = chosen.every(([, a]) => DECIMAL.test(a)) ? sumAmounts(chosen.map(([, a]) => a)) : null;

  const submit = async () => {
    reset();
    try {
      const reply = await record.mutateAsync({
        receivedOn,
        method: method as 'eft',
        reference,
        applications: chosen.map(([invoiceId, amount]) => ({ invoiceId, amount })),
      });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('invoices.payments.new')} width={800}>
      <Stack gap="sm">
        <Group grow>
          <CalendarDateInput
            label={t('invoices.payments.receivedOn')}
            value={receivedOn}
            onChange={setReceivedOn}
            required
          />
          <Select
            label={t('invoices.payments.method')}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoices.payments.methods.${m}`) }))}
            value={method}
            onChange={(v) => setMethod(v ?? 'eft')}
            allowDeselect={false}
          />
          <TextInput
            label={t('invoices.payments.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        </Group>
        {unpaid.data && unpaid.data.rows.length === 0 ? (
          <Text c="dimmed">{t('invoices.payments.nothingUnpaid')}</Text>
        ) : null}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('invoices.fields.invoiceNumber')}</Table.Th>
              <Table.Th>{t('invoices.fields.billTo')}</Table.Th>
              <Table.Th ta="right">{t('invoices.fields.balance')}</Table.Th>
              <Table.Th>{t('invoices.payments.apply')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(unpaid.data?.rows ?? []).map((invoice) => {
              const index = chosen.findIndex(([id]) => id === invoice.id);
              return (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('invoices.payments.select', { number: invoice.invoiceNumber })}
                      checked={invoice.id in amounts}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setAmounts((all) => {
                          const next = { ...all };
                          if (checked) {
                            next[invoice.id] = formatAmount(invoice.balance).replace(/,/g, '');
                          } else {
                            delete next[invoice.id];
                          }
                          return next;
                        });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{invoice.invoiceNumber}</Table.Td>
                  <Table.Td>{invoice.billToName}</Table.Td>
                  <Table.Td ta="right">{`${formatAmount(invoice.balance)} ${invoice.currency}`}</Table.Td>
                  <Table.Td>
                    {invoice.id in amounts ? (
                      <MoneyFields
                        w={180}
                        amount={{
                          'aria-label': t('invoices.payments.amountFor', { number: invoice.invoiceNumber }),
                          value: amounts[invoice.id] ?? '',
                          onChange: (v) => setAmounts((all) => ({ ...all, [invoice.id]: v })),
                          error:
                            index >= 0
                              ? (errors[`applications.${index}.amount`] ?? errors[`applications.${index}.invoiceId`])
                              : undefined,
                        }}
                        currency={invoice.currency}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text ta="right" fw={700}>
          {t('common.labelValue', { label: t('invoices.payments.total'), value: total ? formatAmount(total) : '—' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={record.isPending} disabled={chosen.length === 0}>
            {t('invoices.payments.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};

/** A credit on one unpaid invoice: lowers its balance. */
export const CreditNoteModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const unpaid = useInvoiceList('invoice', { status: 'unpaid', limit: 100, skip: 0, sort: 'dueDate', order: 'asc' });
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [issueDate, setIssueDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const record = useRecordCreditNote();
  const { errors, fail, reset } = useFailure();
  const invoice = unpaid.data?.rows.find((i) => i.id === invoiceId);

  const submit = async () => {
    reset();
    try {
      const reply = await record.mutateAsync({ invoiceId: invoiceId ?? '', issueDate, amount, reason });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('invoices.creditNotes.new')}>
      <Stack gap="sm">
        <Select
          label={t('invoices.creditNotes.invoice')}
          placeholder={t('invoices.creditNotes.invoicePlaceholder')}
          searchable
          required
          data={(unpaid.data?.rows ?? []).map((i) => ({
            value: i.id,
            label: `${i.invoiceNumber} · ${i.billToName} · ${formatAmount(i.balance)} ${i.currency}`,
          }))}
          value={invoiceId}
          onChange={setInvoiceId}
          error={errors.invoiceId}
          nothingFoundMessage={t('invoices.payments.nothingUnpaid')}
        />
        <Group grow>
          <CalendarDateInput
            label={t('invoices.fields.issueDate')}
            value={issueDate}
            onChange={setIssueDate}
            required
          />
          <MoneyFields
            required
            amount={{
              label: t('invoices.fields.amount'),
              description: invoice
                ? t('invoices.creditNotes.upTo', { balance: `${formatAmount(invoice.balance)} ${invoice.currency}` })
                : undefined,
              value: amount,
              onChange: setAmount,
              error: errors.amount,
            }}
            currency={invoice?.currency}
          />
        </Group>
        <Textarea
          label={t('invoices.creditNotes.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          required
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={record.isPending} disabled={!invoiceId}>
            {t('invoices.creditNotes.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
