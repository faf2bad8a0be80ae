import {
  ADMIN_MESSAGES,
  ADMIN_SUBSCRIPTION_SORTS,
  type TSubscription,
} from '@lanehub/shared/features/admin/admin.contract';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@lanehub/shared/features/admin/subscription-plans';
import { Anchor, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatCalendarDate } from '../../../lib/format';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useEndSubscription } from '../api/end-subscription';
import { useAdminSubscriptions } from '../api/list-subscriptions';
import { SubscriptionStatusBadge } from '../components/status-badges';
import { SubscriptionFormModal } from '../components/subscription-form-modal';

const ALL = 'all';
const isStatus = (value: string | null): value is SubscriptionStatus =>
  value !== null && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

type Pending = { kind: 'end' | 'delete'; subscription: TSubscription } | null;

// /admin/subscriptions: plans per company with their periods; create, edit, end (today is the last
// day) and delete a period that has not started.
const Subscriptions = () => {
  const { t } = useTranslation();
  const list = useListState({ sorts: ADMIN_SUBSCRIPTION_SORTS, filters: ['status', 'companyId'] });
  const statusParam = list.filters.status ?? null;
  const status = isStatus(statusParam) ? statusParam : undefined;
  const companyId = list.filters.companyId ?? null;
  const query = useAdminSubscriptions({
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
    status,
    companyId: companyId ?? undefined,
  });
  const end = useEndSubscription();
  const remove = useDeleteSubscription();
  const [editing, setEditing] = useState<{ subscription: TSubscription | null } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const columns: DataTableColumn<TSubscription>[] = [
    {
      key: 'company',
      label: t('adminArea.fields.company'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Anchor component={Link} to={`/admin/company-management/${row.company.id}`} size="sm">
          {row.company.legalName}
        </Anchor>
      ),
    },
    { key: 'plan', label: t('adminArea.fields.plan'), sortable: true, render: (row) => row.plan },
    {
      key: 'startDate',
      label: t('adminArea.fields.startDate'),
      sortable: true,
      render: (row) => formatCalendarDate(row.startDate),
    },
    {
      key: 'endDate',
      label: t('adminArea.fields.endDate'),
      sortable: true,
      render: (row) => (row.endDate ? formatCalendarDate(row.endDate) : t('adminArea.subscriptions.openEnded')),
    },
    {
      key: 'status',
      label: t('adminArea.fields.status'),
      render: (row) => <SubscriptionStatusBadge status={row.status} />,
    },
    {
      key: 'appServices',
      label: t('adminArea.fields.appServices'),
      defaultHidden: true,
      render: (row) => row.appServices.map((s) => t(`adminArea.appServices.${s}`, { defaultValue: s })).join(', '),
    },
    {
      key: 'notes',
      label: t('adminArea.fields.notes'),
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.notes ?? ''}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t('adminArea.actions'),
      hideable: false,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setEditing({ subscription: row })}>
            {t('adminArea.edit')}
          </Button>
          {row.status === 'active' ? (
            <Button
              size="compact-xs"
              variant="light"
              color="orange"
              onClick={() => setPending({ kind: 'end', subscription: row })}
            >
              {t('adminArea.subscriptions.end')}
            </Button>
          ) : null}
          {row.status === 'upcoming' ? (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setPending({ kind: 'delete', subscription: row })}
            >
              {t('adminArea.delete')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  const filters = (
    <>
      <SegmentedControl
        aria-label={t('adminArea.fields.status')}
        value={status ?? ALL}
        onChange={(value) => list.setFilters({ status: value === ALL ? null : value })}
        data={[
          { value: ALL, label: t('adminArea.all') },
          ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`adminArea.subscriptionStatus.${s}`) })),
        ]}
      />
      {companyId ? (
        <Button variant="subtle" size="xs" onClick={() => list.setFilters({ companyId: null })}>
          {t('adminArea.subscriptions.allCompanies')}
        </Button>
      ) : null}
    </>
  );
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('menu.subscriptions')}
      description={t('pages.admin.subscriptions')}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ subscription: null })}>
          {t('adminArea.subscriptions.new')}
        </Button>
      }
      search={{
        label: t('adminArea.subscriptions.searchLabel'),
        placeholder: t('adminArea.subscriptions.searchPlaceholder'),
      }}
      filters={filters}
      tableName="admin-subscriptions"
      tableLabel={t('menu.subscriptions')}
      columns={columns}
      rowKey={(row) => row.id}
    >
      <SubscriptionFormModal
        opened={editing !== null}
        subscription={editing?.subscription ?? null}
        companyId={companyId}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={pending !== null}
        message={
          pending
            ? t(
                pending.kind === 'end' ? 'adminArea.subscriptions.confirmEnd' : 'adminArea.subscriptions.confirmDelete',
                {
                  plan: pending.subscription.plan,
                  legalName: pending.subscription.company.legalName,
                },
              )
            : undefined
        }
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) {
            return;
          }
          try {
            if (pending.kind === 'end') {
              await end.mutateAsync(pending.subscription.id);
              toastSuccess(ADMIN_MESSAGES.subscriptionEnded);
            } else {
              await remove.mutateAsync(pending.subscription.id);
              toastSuccess(ADMIN_MESSAGES.subscriptionDeleted);
            }
          } catch (error) {
            toastError(error instanceof Error ? error.message : String(error));
          } finally {
            setPending(null);
          }
        }}
      />
    </ListPanel>
  );
};

export const SubscriptionsPage = () => (
  <RequireSystemAdmin>
    <Subscriptions />
  </RequireSystemAdmin>
);
