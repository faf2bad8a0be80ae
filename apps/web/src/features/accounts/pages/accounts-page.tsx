import { ACCOUNT_SORTS, type TAccount } from '@lanehub/shared/features/accounts/accounts.contract';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { accountDetailPath, NEW_ACCOUNT_PATH } from '../account-paths';
import { useAccountList } from '../api/list-accounts';

// /company/company-accounts and /company/accounts: the company's accounts with search, sorting and
// server paging kept in the URL.
const AccountList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan()('company.edit');
  const list = useListState({ sorts: ACCOUNT_SORTS, defaultSort: 'number' });
  const query = useAccountList({
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
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
        <StatusBadge tone={row.enable ? 'positive' : 'neutral'}>
          {row.enable ? t('accounts.enabled') : t('accounts.disabled')}
        </StatusBadge>
      ),
    },
    { key: 'updatedAt', label: t('common.updated'), sortable: true, render: (row) => text(formatDate(row.updatedAt)) },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('accounts.title')}
      description={t('pages.accounts')}
      actions={
        canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(NEW_ACCOUNT_PATH)}>
            {t('accounts.new')}
          </Button>
        ) : null
      }
      search={{ label: t('accounts.searchLabel'), placeholder: t('accounts.searchPlaceholder') }}
      tableName="accounts"
      tableLabel={t('accounts.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(accountDetailPath(row.id))}
      empty={
        canWrite
          ? {
              action: (
                <Button size="xs" variant="light" onClick={() => navigate(NEW_ACCOUNT_PATH)}>
                  {t('listKit.firstAccount')}
                </Button>
              ),
            }
          : undefined
      }
    />
  );
};

export const AccountsPage = () => (
  <RequirePermission permission="company.view">
    <AccountList />
  </RequirePermission>
);
