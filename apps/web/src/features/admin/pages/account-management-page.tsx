import { ADMIN_ACCOUNT_SORTS, type TAdminAccount } from '@lanehub/shared/features/admin/admin.contract';
import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { formatDate } from '../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { useAdminAccounts } from '../api/list-accounts';
import { EnabledBadge } from '../components/status-badges';

export const ACCOUNT_MANAGEMENT_PATH = '/admin/account-management';
const ALL = 'all';

// /admin/account-management: every account of every company.
const AccountList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState({ sorts: ADMIN_ACCOUNT_SORTS, filters: ['enable'] });
  const enableParam = list.filters.enable;
  const enable = enableParam === 'true' || enableParam === 'false' ? enableParam : undefined;
  const query = useAdminAccounts({
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
    enable,
  });
  const columns: DataTableColumn<TAdminAccount>[] = [
    {
      key: 'number',
      label: t('adminArea.fields.number'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.number}
        </Text>
      ),
    },
    { key: 'company', label: t('adminArea.fields.company'), sortable: true, render: (row) => row.company.legalName },
    {
      key: 'accountType',
      label: t('adminArea.fields.accountType'),
      sortable: true,
      render: (row) => accountTypeLabel(t, row.accountType) || '—',
    },
    {
      key: 'mode',
      label: t('adminArea.fields.mode'),
      sortable: true,
      render: (row) => (row.mode ? t(`modes.${row.mode}`, { defaultValue: row.mode }) : '—'),
    },
    { key: 'enable', label: t('adminArea.fields.enable'), render: (row) => <EnabledBadge enabled={row.enable} /> },
    {
      key: 'updatedAt',
      label: t('adminArea.fields.updatedAt'),
      sortable: true,
      render: (row) => formatDate(row.updatedAt),
    },
  ];
  const enableFilter = (
    <SegmentedControl
      aria-label={t('adminArea.fields.enable')}
      value={enable ?? ALL}
      onChange={(value) => list.setFilters({ enable: value === ALL ? null : value })}
      data={[
        { value: ALL, label: t('adminArea.all') },
        { value: 'true', label: t('adminArea.enabled') },
        { value: 'false', label: t('adminArea.disabled') },
      ]}
    />
  );
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('menu.accountManagement')}
      description={t('pages.admin.accounts')}
      search={{ label: t('adminArea.accounts.searchLabel'), placeholder: t('adminArea.accounts.searchPlaceholder') }}
      filters={enableFilter}
      tableName="admin-accounts"
      tableLabel={t('menu.accountManagement')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`${ACCOUNT_MANAGEMENT_PATH}/${row.id}`)}
    />
  );
};

export const AccountManagementPage = () => (
  <RequireSystemAdmin>
    <AccountList />
  </RequireSystemAdmin>
);
