import type { ApprovalStatus } from '@lanehub/shared/constants/companies';
import { ONBOARDING_MSG, type TRequestedCompany } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { companyTypesText } from '../../../lib/labels';
import { RequirePermission } from '../../../resources/require-permission';
import { useDecideCompany, useRequestedCompanies } from '../api/requested-companies';

type StatusFilter = ApprovalStatus | 'all';
const FILTERS: readonly StatusFilter[] = ['requested', 'approved', 'declined', 'all'];
const STATUS_TONE: Record<ApprovalStatus, StatusTone> = {
  requested: 'warning',
  approved: 'positive',
  declined: 'negative',
};

// The decision messages come from the server in English; they are translated here by pattern.
const useDecisionText = () => {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (!message) {
      return '';
    }
    const patterns: Array<[string, string]> = [
      ['companyApproved', ONBOARDING_MSG.companyApproved],
      ['companyDeclined', ONBOARDING_MSG.companyDeclined],
      ['alreadyDecided', ONBOARDING_MSG.alreadyDecided],
    ];
    for (const [key, text] of patterns) {
      const [before = '', after = ''] = text.split(/\{\w+\}/);
      if (message.startsWith(before) && message.endsWith(after) && message.length >= before.length + after.length) {
        const value = message.slice(before.length, message.length - after.length);
        const slot = /\{(\w+)\}/.exec(text)?.[1] ?? 'name';
        const values = {
          [slot]: slot === 'status' ? t(`requestedCompanies.statuses.${value}`, { defaultValue: value }) : value,
        };
        return t(`requestedCompanies.messages.${key}`, values);
      }
    }
    return translateMessage(t, message);
  };
};

const RequestedCompanies = () => {
  const { t } = useTranslation();
  const decisionText = useDecisionText();
  // The server orders the requests; the list offers no sort of its own.
  const list = useListState({ sorts: ['requestedAt'], filters: ['status'] });
  const statusParam = (list.filters.status ?? null) as StatusFilter | null;
  const status: StatusFilter = statusParam && FILTERS.includes(statusParam) ? statusParam : 'requested';
  const query = useRequestedCompanies({
    status,
    skip: list.skip,
    limit: list.limit,
    search: list.search || undefined,
    cursor: list.cursor,
  });
  const decide = useDecideCompany();
  const [approving, setApproving] = useState<TRequestedCompany | null>(null);
  const [declining, setDeclining] = useState<TRequestedCompany | null>(null);
  const [reason, setReason] = useState('');

  const run = async (company: TRequestedCompany, decision: 'approve' | 'decline') => {
    try {
      const reply = await decide.mutateAsync({
        companyId: company.id,
        decision,
        ...(decision === 'decline' && reason.trim() ? { reason: reason.trim() } : {}),
      });
      toastSuccess(decisionText(reply.meta.message));
    } catch (error) {
      // Another administrator may have decided first (409): say so; the list reloads either way.
      toastError(decisionText(error instanceof Error ? error.message : String(error)));
    } finally {
      setApproving(null);
      setDeclining(null);
      setReason('');
    }
  };

  const columns: DataTableColumn<TRequestedCompany>[] = [
    {
      key: 'legalName',
      label: t('requestedCompanies.fields.company'),
      hideable: false,
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {c.legalName}
          </Text>
          <Text size="xs" c="dimmed">
            {companyTypesText(t, c.companyTypes)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'country',
      label: t('requestedCompanies.fields.country'),
      render: (c) => <Text size="sm">{[c.state, c.country].filter(Boolean).join(', ')}</Text>,
    },
    {
      key: 'requester',
      label: t('requestedCompanies.fields.requester'),
      render: (c) =>
        c.requester ? (
          <Stack gap={0}>
            <Text size="sm">{`${c.requester.firstName} ${c.requester.lastName}`}</Text>
            <Text size="xs" c="dimmed">
              {c.requester.email}
            </Text>
          </Stack>
        ) : null,
    },
    {
      key: 'emailVerified',
      label: t('requestedCompanies.fields.emailVerified'),
      render: (c) =>
        c.requester ? (
          <StatusBadge tone={c.requester.emailVerified ? 'positive' : 'neutral'}>
            {c.requester.emailVerified ? t('requestedCompanies.verified') : t('requestedCompanies.notVerified')}
          </StatusBadge>
        ) : null,
    },
    {
      key: 'requestedAt',
      label: t('requestedCompanies.fields.requestedAt'),
      render: (c) => <Text size="sm">{formatDate(c.requestedAt)}</Text>,
    },
    {
      key: 'approvalStatus',
      label: t('requestedCompanies.fields.status'),
      render: (c) => (
        <Stack gap={0}>
          <StatusBadge tone={STATUS_TONE[c.approvalStatus]}>
            {t(`requestedCompanies.statuses.${c.approvalStatus}`)}
          </StatusBadge>
          {c.decidedByName ? (
            <Text size="xs" c="dimmed">
              {t('requestedCompanies.decidedBy', { name: c.decidedByName, date: formatDate(c.decidedAt) })}
            </Text>
          ) : null}
          {c.declineReason ? (
            <Text size="xs" c="dimmed">
              {c.declineReason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: t('requestedCompanies.fields.actions'),
      hideable: false,
      render: (c) =>
        c.approvalStatus === 'requested' ? (
          <Group gap="xs" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
            <Button
              size="xs"
              color="green"
              aria-label={t('requestedCompanies.approveNamed', { name: c.legalName })}
              onClick={() => setApproving(c)}
            >
              {t('requestedCompanies.approve')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={t('requestedCompanies.declineNamed', { name: c.legalName })}
              onClick={() => setDeclining(c)}
            >
              {t('requestedCompanies.decline')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('requestedCompanies.title')}
      description={t('pages.admin.requestedCompanies')}
      search={{ placeholder: t('requestedCompanies.searchPlaceholder') }}
      filters={
        <SegmentedControl
          value={status}
          onChange={(value) => list.setFilters({ status: value === 'requested' ? null : value })}
          data={FILTERS.map((value) => ({ value, label: t(`requestedCompanies.filters.${value}`) }))}
        />
      }
      tableName="requested-companies"
      tableLabel={t('requestedCompanies.title')}
      columns={columns}
      rowKey={(c) => c.id}
    >
      <ConfirmDialog
        opened={approving !== null}
        title={t('requestedCompanies.approveTitle')}
        message={approving ? t('requestedCompanies.approveMessage', { name: approving.legalName }) : undefined}
        confirmLabel={t('requestedCompanies.approve')}
        confirmColor="green"
        onConfirm={() => (approving ? run(approving, 'approve') : undefined)}
        onCancel={() => setApproving(null)}
      />
      <AppModal
        opened={declining !== null}
        onClose={() => {
          setDeclining(null);
          setReason('');
        }}
        title={t('requestedCompanies.declineTitle')}
      >
        <Stack>
          <Text>{declining ? t('requestedCompanies.declineMessage', { name: declining.legalName }) : null}</Text>
          <Textarea
            label={t('requestedCompanies.reason')}
            value={reason}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setDeclining(null);
                setReason('');
              }}
              disabled={decide.isPending}
            >
              {t('confirm.cancel')}
            </Button>
            <Button
              color="red"
              loading={decide.isPending}
              onClick={() => (declining ? void run(declining, 'decline') : undefined)}
            >
              {t('requestedCompanies.decline')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </ListPanel>
  );
};

// /admin/requested-companies (spec 01 §6 adminMgt.request-company): company self-sign-up requests,
// approved or declined by a Lanehub administrator.
export const RequestedCompaniesPage = () => (
  <RequirePermission permission="adminMgt.request-company">
    <RequestedCompanies />
  </RequirePermission>
);
