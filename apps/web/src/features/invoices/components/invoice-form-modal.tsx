import {
  CHARGE_CODE_VALUES,
  DEFAULT_CURRENCY,
  DEFAULT_TAX_RATES,
  TAX_CODES,
  type TInvoiceInput,
} from '@lanehub/shared/features/invoices/invoices.contract';
import { formatAmount, invoiceTotals } from '@lanehub/shared/features/invoices/invoices.money';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { CalendarDateInput } from '../../../components/date-picker-field';
import { LabelValue } from '../../../components/label-value';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { type InvoiceableOrder, useCreateInvoice, useInvoiceableOrders } from '../api/invoices-api';

type Line = { chargeCode: string; description: string; quantity: string; unitRate: string };
const emptyLine = (chargeCode = 'BAS'): Line => ({ chargeCode, description: '', quantity: '1', unitRate: '' });
const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;

/** Draft an invoice for one order: its owner is billed; totals preview as the server computes them. */
export const InvoiceFormModal = ({ onClose, onSaved }: { onClose: () => void; onSaved: (id: string) => void }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<InvoiceableOrder | null>(null);
  const orderLabel = (o: InvoiceableOrder) => `${o.orderNumber} · ${o.ownerName}`;
  // Once an order is picked, the box shows its label: that is not a new search.
  const orders = useInvoiceableOrders(order && search === orderLabel(order) ? '' : search);
  const options = [...(order ? [order] : []), ...(orders.data ?? []).filter((o) => o.id !== order?.id)];
  const [issueDate, setIssueDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [dueDate, setDueDate] = useState(dayjs().add(30, 'day').format('YYYY-MM-DD'));
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY);
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [taxes, setTaxes] = useState<Record<string, string | null>>({ GST: null, HST: null, QST: null, PST: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateInvoice();

  const chosenTaxes = TAX_CODES.flatMap((code) => (taxes[code] !== null ? [{ code, rate: taxes[code] ?? '' }] : []));
  const validLines = lines.every((l) => DECIMAL.test(l.quantity) && DECIMAL.test(l.unitRate));
  const preview =
    validLines && chosenTaxes.every((x) => DECIMAL.test(x.rate)) ? invoiceTotals(lines, chosenTaxes) : null;
  const setLine = (i: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const submit = async () => {
    if (!order) {
      setErrors({ 'lines.0.orderId': t('invoices.form.orderRequired') });
      return;
    }
    const values: TInvoiceInput = {
      billToCompanyId: order.ownerCompanyId,
      currency,
      issueDate,
      dueDate,
      notes,
      taxes: chosenTaxes as TInvoiceInput['taxes'],
      lines: lines.map((l) => ({ ...l, orderId: order.id, chargeCode: l.chargeCode as 'BAS' })),
    };
    try {
      const reply = await create.mutateAsync(values);
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onSaved(reply.data.id);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(t, v)])));
      } else {
        toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      }
    }
  };

  const err = (key: string) => errors[key];
  return (
    <AppModal opened onClose={onClose} title={t('invoices.new')} width={900}>
      <Stack gap="sm">
        <Select
          label={t('invoices.form.order')}
          description={t('invoices.form.orderHint')}
          placeholder={t('invoices.form.orderPlaceholder')}
          searchable
          required
          searchValue={search}
          onSearchChange={setSearch}
          data={options.map((o) => ({ value: o.id, label: orderLabel(o) }))}
          value={order?.id ?? null}
          onChange={(id) => setOrder(options.find((o) => o.id === id) ?? null)}
          error={err('lines.0.orderId') ?? err('billToCompanyId')}
          nothingFoundMessage={t('invoices.form.noOrder')}
        />
        <Text size="sm">
          <LabelValue label={t('invoices.fields.billTo')} value={order?.ownerName ?? '—'} valueAs={<b />} />
        </Text>
        <Group grow align="flex-start">
          <CalendarDateInput
            label={t('invoices.fields.issueDate')}
            value={issueDate}
            onChange={setIssueDate}
            error={err('issueDate')}
            required
          />
          <CalendarDateInput
            label={t('invoices.fields.dueDate')}
            value={dueDate}
            onChange={setDueDate}
            error={err('dueDate')}
            required
          />
          <TextInput
            label={t('invoices.fields.currency')}
            value={currency}
            maxLength={3}
            onChange={(e) => setCurrency(e.currentTarget.value.toUpperCase())}
            error={err('currency')}
            required
          />
        </Group>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.fields.charge')}</Table.Th>
              <Table.Th>{t('invoices.fields.description')}</Table.Th>
              <Table.Th>{t('invoices.fields.quantity')}</Table.Th>
              <Table.Th>{t('invoices.fields.unitRate')}</Table.Th>
              <Table.Th>{t('invoices.fields.amount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id before they are saved
              <Table.Tr key={i}>
                <Table.Td>
                  <Select
                    aria-label={t('invoices.fields.charge')}
                    data={CHARGE_CODE_VALUES.map((code) => ({ value: code, label: t(`invoices.charge.${code}`) }))}
                    value={line.chargeCode}
                    onChange={(v) => setLine(i, { chargeCode: v ?? 'BAS' })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('invoices.fields.description')}
                    value={line.description}
                    onChange={(e) => setLine(i, { description: e.currentTarget.value })}
                    error={err(`lines.${i}.description`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('invoices.fields.quantity')}
                    value={line.quantity}
                    onChange={(e) => setLine(i, { quantity: e.currentTarget.value })}
                    error={err(`lines.${i}.quantity`)}
                    w={90}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('invoices.fields.unitRate')}
                    value={line.unitRate}
                    onChange={(e) => setLine(i, { unitRate: e.currentTarget.value })}
                    error={err(`lines.${i}.unitRate`)}
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{preview?.lines[i] ? formatAmount(preview.lines[i].amount) : '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('invoices.form.removeLine')}
                    disabled={lines.length === 1}
                    onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((all) => [...all, emptyLine('FSC')])}
          >
            {t('invoices.form.addLine')}
          </Button>
        </Group>
        <Group align="flex-end">
          {TAX_CODES.map((code) => (
            <Group key={code} gap={4} align="center">
              <Checkbox
                label={code}
                checked={taxes[code] !== null}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setTaxes((all) => ({ ...all, [code]: checked ? DEFAULT_TAX_RATES[code] : null }));
                }}
              />
              {taxes[code] !== null ? (
                <TextInput
                  aria-label={t('invoices.form.taxRate', { code })}
                  value={taxes[code] ?? ''}
                  w={80}
                  rightSection="%"
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setTaxes((all) => ({ ...all, [code]: v }));
                  }}
                />
              ) : null}
            </Group>
          ))}
        </Group>
        <Textarea
          label={t('invoices.fields.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Text size="sm" ta="right">
          {t('common.labelValue', {
            label: t('invoices.fields.subtotal'),
            value: preview ? formatAmount(preview.subtotal) : '—',
          })}{' '}
          ·{' '}
          {t('common.labelValue', {
            label: t('invoices.fields.taxes'),
            value: preview ? formatAmount(preview.taxTotal) : '—',
          })}{' '}
          ·{' '}
          <b>
            {t('common.labelValue', {
              label: t('invoices.fields.total'),
              value: preview ? `${formatAmount(preview.total)} ${currency}` : '—',
            })}
          </b>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {t('invoices.form.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
