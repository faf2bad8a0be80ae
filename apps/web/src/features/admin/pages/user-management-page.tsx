import { ADMIN_USER_SORTS, type TAdminUser } from '@lanehub/shared/features/admin/admin.contract';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useAdminUsers } from '../api/list-users';
import { EnabledBadge } from '../components/status-badges';

export const USER_MANAGEMENT_PATH = '/admin/user-management';

// /admin/user-management: every user of every company, searched by name, e-mail or company.
const UserList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState({ sorts: ADMIN_USER_SORTS });
  const query = useAdminUsers({
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
  });
  const columns: DataTableColumn<TAdminUser>[] = [
    {
      key: 'name',
      label: t('adminArea.fields.name'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{`${row.firstName} ${row.lastName}`}</Text>
          {row.isSystemAdmin ? (
            <StatusBadge tone="special" size="xs">
              {t('adminArea.systemAdmin')}
            </StatusBadge>
          ) : null}
        </Group>
      ),
    },
    { key: 'email', label: t('adminArea.fields.email'), sortable: true, render: (row) => row.email },
    {
      key: 'company',
      label: t('adminArea.fields.company'),
      sortable: true,
      render: (row) => row.company?.legalName ?? '—',
    },
    {
      key: 'role',
      label: t('adminArea.fields.role'),
      sortable: true,
      render: (row) => t(`userRoles.${row.role}`, { defaultValue: row.role }),
    },
    { key: 'enabled', label: t('adminArea.fields.enabled'), render: (row) => <EnabledBadge enabled={row.enabled} /> },
    {
      key: 'createdAt',
      label: t('adminArea.fields.createdAt'),
      sortable: true,
      render: (row) => formatDate(row.createdAt),
    },
  ];
  const addUser = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`${USER_MANAGEMENT_PATH}/new`)}>
      {t('adminArea.users.new')}
    </Button>
  );
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('menu.userManagement')}
      description={t('pages.admin.users')}
      actions={addUser}
      search={{ label: t('adminArea.users.searchLabel'), placeholder: t('adminArea.users.searchPlaceholder') }}
      tableName="admin-users"
      tableLabel={t('menu.userManagement')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`${USER_MANAGEMENT_PATH}/${row.id}`)}
    />
  );
};

export const UserManagementPage = () => (
  <RequireSystemAdmin>
    <UserList />
  </RequireSystemAdmin>
);
