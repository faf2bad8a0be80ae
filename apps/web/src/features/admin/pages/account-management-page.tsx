import { ADMIN_ACCOUNT_SORTS, TABLE_PAGE_SIZE, type TAdminAccount } from '@lanehub/shared';
import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { accountTypeLabel } from '../../../lib/labels';
import { useAdminAccounts } from '../api/list-accounts';
import { EnabledBadge } from '../components/status-badges';
import { useListParams } from '../components/use-list-params';

export const ACCOUNT_MANAGEMENT_PATH = '/admin/account-management';
const ALL = 'all';

// /admin/account-management: every account of every company.
const AccountList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(ADMIN_ACCOUNT_SORTS);
  const enableParam = list.get('enable');
  const enable = enableParam === 'true' || enableParam === 'false' ? enableParam : undefined;
  const query = useAdminAccounts({
    skip: list.skip,
    limit: TABLE_PAGE_SIZE,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
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
  return (
    <Stack>
      <Title order={2}>{t('menu.accountManagement')}</Title>
      <Group align="flex-end" gap="lg">
        <div style={{ flex: '1 1 320px', maxWidth: 520 }}>
          <SearchBox
            key={list.search}
            defaultValue={list.search}
            label={t('adminArea.accounts.searchLabel')}
            placeholder={t('adminArea.accounts.searchPlaceholder')}
            onSearch={(value) => list.update({ search: value, skip: null })}
          />
        </div>
        <SegmentedControl
          aria-label={t('adminArea.fields.enable')}
          value={enable ?? ALL}
          onChange={(value) => list.update({ enable: value === ALL ? null : value, skip: null })}
          data={[
            { value: ALL, label: t('adminArea.all') },
            { value: 'true', label: t('adminArea.enabled') },
            { value: 'false', label: t('adminArea.disabled') },
          ]}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="admin-accounts"
        label={t('menu.accountManagement')}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={query.data?.skip ?? list.skip}
        limit={TABLE_PAGE_SIZE}
        sort={list.sort}
        order={list.order}
        loading={query.isFetching}
        onSortChange={(sort, order) => list.update({ sort, order, skip: null })}
        onSkipChange={(skip) => list.update({ skip })}
        onRowClick={(row) => navigate(`${ACCOUNT_MANAGEMENT_PATH}/${row.id}`)}
      />
    </Stack>
  );
};

export const AccountManagementPage = () => (
  <RequireSystemAdmin>
    <AccountList />
  </RequireSystemAdmin>
);
