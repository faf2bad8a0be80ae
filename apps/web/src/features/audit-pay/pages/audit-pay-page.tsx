import {
  DISPUTE_REASONS,
  type TAuditLine,
  type TDisputeReason,
} from '@lanehub/shared/features/audit-pay/audit-pay.contract';
import { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatCalendarDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import {
  useApproveLines,
  useAuditSettings,
  useBillAudit,
  useBillAudits,
  useDisputeLine,
  useSaveAuditSettings,
} from '../api/audit-pay-api';
import { AuditResultBadge, DecisionBadge } from '../components/audit-result-badge';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The company's tolerances: a line is within tolerance when the difference is at most the larger of the two. */
const TolerancesCard = () => {
  const { t } = useTranslation();
  const settings = useAuditSettings();
  const save = useSaveAuditSettings();
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings.data) {
      setAmount(settings.data.toleranceAmount.replace(/\.?0+$/, ''));
      setPercent(settings.data.tolerancePercent.replace(/\.?0+$/, ''));
    }
  }, [settings.data]);
  const submit = async () => {
    try {
      setErrors({});
      const reply = await save.mutateAsync({ toleranceAmount: amount, tolerancePercent: percent });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, translateMessage(t, v)])));
      } else {
        toastError(translateMessage(t, messageOf(error)));
      }
    }
  };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('auditPay.tolerances.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('auditPay.tolerances.help')}
        </Text>
        <Group align="flex-end">
          <TextInput
            label={t('auditPay.tolerances.amount')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.toleranceAmount}
            inputMode="decimal"
            w={180}
          />
          <TextInput
            label={t('auditPay.tolerances.percent')}
            value={percent}
            onChange={(e) => setPercent(e.currentTarget.value)}
            error={errors.tolerancePercent}
            inputMode="decimal"
            w={180}
          />
          <Button variant="default" onClick={submit} loading={save.isPending}>
            {t('auditPay.tolerances.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const DisputeModal = ({ billId, line, onClose }: { billId: string; line: TAuditLine | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const dispute = useDisputeLine(billId);
  const [reason, setReason] = useState<TDisputeReason>('over_contract_rate');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  useEffect(() => {
    if (line) {
      setReason(line.result === 'no_rate' ? 'no_contract_rate' : 'over_contract_rate');
      setNote(
        line.expected
          ? t('auditPay.dispute.defaultNote', {
              expected: formatAmount(line.expected),
              billed: formatAmount(line.billed),
            })
          : '',
      );
      setNoteError(undefined);
    }
  }, [line, t]);
  const submit = async () => {
    if (!line) {
      return;
    }
    if (note.trim() === '') {
      setNoteError(t('auditPay.api.note'));
      return;
    }
    try {
      const reply = await dispute.mutateAsync({ lineId: line.lineId, reason, note });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onClose();
    } catch (error) {
      toastError(translateMessage(t, messageOf(error)));
    }
  };
  return (
    <AppModal opened={line !== null} onClose={onClose} title={t('auditPay.dispute.title')}>
      <Stack>
        {line ? (
          <Text size="sm">
            {t('auditPay.dispute.line', {
              order: line.orderNumber,
              charge: t(`invoices.charge.${line.chargeCode}`),
              billed: formatAmount(line.billed),
            })}
          </Text>
        ) : null}
        <Select
          label={t('auditPay.fields.reason')}
          data={DISPUTE_REASONS.map((value) => ({ value, label: t(`auditPay.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => value && setReason(value as TDisputeReason)}
          allowDeselect={false}
        />
        <Textarea
          label={t('auditPay.fields.noteToCarrier')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={noteError}
          autosize
          minRows={3}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('auditPay.dispute.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={dispute.isPending}>
            {t('auditPay.dispute.submit')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};

const BillLines = ({ billId }: { billId: string }) => {
  const { t } = useTranslation();
  const audit = useBillAudit(billId);
  const approve = useApproveLines(billId);
  const [selected, setSelected] = useState<string[]>([]);
  const [disputing, setDisputing] = useState<TAuditLine | null>(null);
  if (audit.isPending) {
    return <Loader size="sm" />;
  }
  if (audit.isError || !audit.data) {
    return <Alert color="red">{translateMessage(t, audit.error?.message ?? '')}</Alert>;
  }
  const bill = audit.data;
  const open = bill.status === 'unpaid';
  const approvable = bill.lines.filter((l) => l.withinTolerance && !l.review);
  const toggle = (lineId: string, on: boolean) =>
    setSelected((current) => (on ? [...current, lineId] : current.filter((id) => id !== lineId)));
  const approveSelected = async () => {
    try {
      const reply = await approve.mutateAsync({ lineIds: selected });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      setSelected([]);
    } catch (error) {
      toastError(translateMessage(t, messageOf(error)));
    }
  };
  return (
    <Card withBorder data-testid="bill-audit">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {t('auditPay.bill.title', { number: bill.invoiceNumber, carrier: bill.issuerName })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('auditPay.bill.summary', {
                total: `${formatAmount(bill.total)} ${bill.currency}`,
                date: formatCalendarDate(bill.issueDate),
              })}
            </Text>
          </div>
          <Group gap="xs">
            {bill.payable ? (
              <Badge color="green" size="lg">
                {t('auditPay.bill.payable')}
              </Badge>
            ) : null}
            {open && approvable.length > 0 ? (
              <Button variant="default" onClick={() => setSelected(approvable.map((l) => l.lineId))}>
                {t('auditPay.bill.selectWithin', { count: approvable.length })}
              </Button>
            ) : null}
            {open ? (
              <Button onClick={approveSelected} disabled={selected.length === 0} loading={approve.isPending}>
                {t('auditPay.bill.approve', { count: selected.length })}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('auditPay.fields.select')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('auditPay.fields.order')}</Table.Th>
                <Table.Th>{t('auditPay.fields.charge')}</Table.Th>
                <Table.Th ta="right">{t('auditPay.fields.billed')}</Table.Th>
                <Table.Th ta="right">{t('auditPay.fields.contractRate')}</Table.Th>
                <Table.Th ta="right">{t('auditPay.fields.difference')}</Table.Th>
                <Table.Th>{t('auditPay.fields.result')}</Table.Th>
                <Table.Th>{t('auditPay.fields.rateRow')}</Table.Th>
                <Table.Th>{t('auditPay.fields.decision')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.lines.map((line) => (
                <Table.Tr key={line.lineId} data-testid={`audit-line-${line.chargeCode}`}>
                  <Table.Td>
                    {open && line.withinTolerance && !line.review ? (
                      <Checkbox
                        aria-label={t('auditPay.fields.selectLine', { n: line.position })}
                        checked={selected.includes(line.lineId)}
                        onChange={(e) => toggle(line.lineId, e.currentTarget.checked)}
                      />
                    ) : null}
                  </Table.Td>
                  <Table.Td>{line.orderNumber}</Table.Td>
                  <Table.Td>{t(`invoices.charge.${line.chargeCode}`)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.billed)}</Table.Td>
                  <Table.Td ta="right">{line.expected ? formatAmount(line.expected) : '—'}</Table.Td>
                  <Table.Td ta="right">{line.difference ? formatAmount(line.difference) : '—'}</Table.Td>
                  <Table.Td>
                    <AuditResultBadge result={line.result} />
                  </Table.Td>
                  <Table.Td>
                    {line.rateCardRow !== null ? (
                      <Text size="sm" title={line.rateText ?? undefined}>
                        {t('auditPay.bill.rateRow', {
                          contract: line.contractNumber,
                          card: line.rateCardName,
                          row: line.rateCardRow,
                        })}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('auditPay.bill.noRateRow')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {line.review ? (
                      <Stack gap={2}>
                        <DecisionBadge decision={line.review.decision} />
                        {line.review.reason ? (
                          <Text size="xs">{t(`auditPay.reasons.${line.review.reason}`)}</Text>
                        ) : null}
                      </Stack>
                    ) : open ? (
                      <Button size="compact-sm" variant="light" color="red" onClick={() => setDisputing(line)}>
                        {t('auditPay.bill.dispute')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <DisputeModal billId={billId} line={disputing} onClose={() => setDisputing(null)} />
    </Card>
  );
};

const AuditPay = () => {
  const { t } = useTranslation();
  const bills = useBillAudits();
  const [billId, setBillId] = useState<string | null>(null);
  const rows = bills.data ?? [];
  useEffect(() => {
    if (billId === null && rows[0]) {
      setBillId(rows[0].id);
    }
  }, [billId, rows]);
  return (
    <Stack>
      <PageHeader title={t('auditPay.title')} description={t('auditPay.description')} />
      <TolerancesCard />
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('auditPay.bills.title')}
          </Title>
          {bills.isPending ? (
            <Loader size="sm" />
          ) : rows.length === 0 ? (
            <EmptyState
              message={t('auditPay.bills.empty')}
              action={
                <Button component={Link} to="/orders/bill" variant="default">
                  {t('auditPay.bills.openBills')}
                </Button>
              }
            />
          ) : (
            <Table.ScrollContainer minWidth={700}>
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auditPay.fields.bill')}</Table.Th>
                    <Table.Th>{t('auditPay.fields.carrier')}</Table.Th>
                    <Table.Th>{t('auditPay.fields.issueDate')}</Table.Th>
                    <Table.Th ta="right">{t('auditPay.fields.total')}</Table.Th>
                    <Table.Th>{t('auditPay.fields.progress')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} bg={row.id === billId ? 'var(--mantine-color-blue-light)' : undefined}>
                      <Table.Td>
                        <Button variant="subtle" size="compact-sm" onClick={() => setBillId(row.id)}>
                          {row.invoiceNumber}
                        </Button>
                      </Table.Td>
                      <Table.Td>{row.issuerName}</Table.Td>
                      <Table.Td>{formatCalendarDate(row.issueDate)}</Table.Td>
                      <Table.Td ta="right">
                        {formatAmount(row.total)} {row.currency}
                      </Table.Td>
                      <Table.Td>
                        {row.payable ? (
                          <Badge color="green">{t('auditPay.bill.payable')}</Badge>
                        ) : (
                          <Text size="sm">
                            {t('auditPay.bills.progress', {
                              approved: row.approvedCount,
                              disputed: row.disputedCount,
                              total: row.lineCount,
                            })}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      {billId ? <BillLines key={billId} billId={billId} /> : null}
    </Stack>
  );
};

export const AuditPayPage = () => (
  <RequirePermission permission="order.bill">
    <AuditPay />
  </RequirePermission>
);
