import { ACCOUNT_SORTS, type AccountSort, TABLE_PAGE_SIZE, type TAccount } from '@lanehub/shared';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, type SortOrder } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { accountTypeLabel } from '../../../lib/labels';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { accountDetailPath, NEW_ACCOUNT_PATH } from '../account-paths';
import { useAccountList } from '../api/list-accounts';

const toSkip = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

const isSort = (value: string | null): value is AccountSort =>
  value !== null && (ACCOUNT_SORTS as readonly string[]).includes(value);

// /company/company-accounts and /company/accounts: the company's accounts with search, sorting and
// server paging kept in the URL.
const AccountList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan()('company.edit');
  const [params, setParams] = useSearchParams();
  const skip = toSkip(params.get('skip'));
  const sortParam = params.get('sort');
  const sort: AccountSort = isSort(sortParam) ? sortParam : 'number';
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const search = params.get('search') ?? '';
  const query = useAccountList({ skip, limit: TABLE_PAGE_SIZE, sort, order, search: search || undefined });

  const update = (patch: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '' || value === 0) {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      return next;
    });

  const text = (value: string | null | undefined) => <Text size="sm">{value ?? ''}</Text>;
  const columns: DataTableColumn<TAccount>[] = [
    {
      key: 'number',
      label: t('accounts.fields.number'),
      sortable: true,
      hideable: false,
      render: (row) => text(row.number),
    },
    {
      key: 'accountType',
      label: t('accounts.fields.accountType'),
      sortable: true,
      render: (row) => text(accountTypeLabel(t, row.accountType)),
    },
    {
      key: 'mode',
      label: t('accounts.fields.mode'),
      sortable: true,
      render: (row) => text(row.mode ? t(`modes.${row.mode}`, { defaultValue: row.mode }) : ''),
    },
    {
      key: 'location',
      label: t('accounts.fields.location'),
      sortable: true,
      render: (row) => text(row.locationCode ? `${row.locationName} (${row.locationCode})` : row.locationName),
    },
    { key: 'manageBy', label: t('accounts.fields.manageBy'), sortable: true, render: (row) => text(row.manageByName) },
    {
      key: 'enable',
      label: t('accounts.fields.enable'),
      sortable: true,
      render: (row) => (
        <Badge color={row.enable ? 'green' : 'gray'} variant="light">
          {row.enable ? t('accounts.enabled') : t('accounts.disabled')}
        </Badge>
      ),
    },
    { key: 'updatedAt', label: t('common.updated'), sortable: true, render: (row) => text(formatDate(row.updatedAt)) },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('accounts.title')}</Title>
        {canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(NEW_ACCOUNT_PATH)}>
            {t('accounts.new')}
          </Button>
        ) : null}
      </Group>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={search}
          defaultValue={search}
          label={t('accounts.searchLabel')}
          placeholder={t('accounts.searchPlaceholder')}
          onSearch={(value) => update({ search: value, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="accounts"
        label={t('accounts.tableLabel')}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={query.data?.skip ?? skip}
        limit={query.data?.limit ?? TABLE_PAGE_SIZE}
        sort={sort}
        order={order}
        loading={query.isFetching}
        onSortChange={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, skip: null })}
        onSkipChange={(nextSkip) => update({ skip: nextSkip })}
        onRowClick={(row) => navigate(accountDetailPath(row.id))}
      />
    </Stack>
  );
};

export const AccountsPage = () => (
  <RequirePermission permission="company.view">
    <AccountList />
  </RequirePermission>
);
