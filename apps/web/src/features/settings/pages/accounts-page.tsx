import { SETTINGS_ACCOUNT_SORTS, TABLE_PAGE_SIZE, type TSettingsAccount } from '@lanehub/shared';
import { Alert, Badge, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { useAccountList } from '../api/list-accounts';
import { useListParams } from '../use-list-params';

const AccountsList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { skip, sort, order, search, update } = useListParams(SETTINGS_ACCOUNT_SORTS, 'number');
  const query = useAccountList({ skip, limit: TABLE_PAGE_SIZE, sort, order, search: search || undefined });
  const columns: DataTableColumn<TSettingsAccount>[] = [
    {
      key: 'number',
      label: t('settings.accounts.number'),
      sortable: true,
      hideable: false,
      render: (row) => row.number,
    },
    {
      key: 'accountType',
      label: t('settings.accounts.accountType'),
      sortable: true,
      render: (row) => row.accountType ?? '',
    },
    {
      key: 'mode',
      label: t('settings.accounts.mode'),
      sortable: true,
      render: (row) => (row.mode ? t(`settings.modes.${row.mode}`, { defaultValue: row.mode }) : ''),
    },
    { key: 'manageBy', label: t('settings.accounts.manageBy'), sortable: true, render: (row) => row.manageBy ?? '' },
    {
      key: 'enable',
      label: t('settings.users.status'),
      sortable: true,
      render: (row) => (
        <Badge color={row.enable ? 'green' : 'gray'} variant="light">
          {row.enable ? t('settings.enabled') : t('settings.disabled')}
        </Badge>
      ),
    },
    {
      key: 'location',
      label: t('settings.accounts.location'),
      defaultHidden: true,
      render: (row) => row.locationName ?? '',
    },
    { key: 'updatedAt', label: t('common.updated'), sortable: true, render: (row) => formatDate(row.updatedAt) },
  ];
  return (
    <Stack>
      <Title order={2}>{t('menu.accounts')}</Title>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={search}
          defaultValue={search}
          label={t('settings.accounts.search')}
          onSearch={(value) => update({ search: value, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="settings-accounts"
        label={t('settings.accounts.table')}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        skip={query.data?.skip ?? skip}
        limit={query.data?.limit ?? TABLE_PAGE_SIZE}
        sort={sort}
        order={order}
        loading={query.isFetching}
        onSortChange={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, skip: null })}
        onSkipChange={(nextSkip) => update({ skip: nextSkip })}
        onRowClick={(row) => navigate(`/settings/accounts/${row.id}`)}
      />
    </Stack>
  );
};

// /settings/accounts (company administrators): the company's accounts.
export const AccountsPage = () => (
  <RequireCompanyAdmin>
    <AccountsList />
  </RequireCompanyAdmin>
);
