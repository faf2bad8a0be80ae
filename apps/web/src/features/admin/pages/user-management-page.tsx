import { ADMIN_USER_SORTS, TABLE_PAGE_SIZE, type TAdminUser } from '@lanehub/shared';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useAdminUsers } from '../api/list-users';
import { EnabledBadge } from '../components/status-badges';
import { useListParams } from '../components/use-list-params';

export const USER_MANAGEMENT_PATH = '/admin/user-management';

// /admin/user-management: every user of every company, searched by name, e-mail or company.
const UserList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(ADMIN_USER_SORTS);
  const query = useAdminUsers({
    skip: list.skip,
    limit: TABLE_PAGE_SIZE,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
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
            <Badge size="xs" color="grape" variant="light">
              {t('adminArea.systemAdmin')}
            </Badge>
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
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('menu.userManagement')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`${USER_MANAGEMENT_PATH}/new`)}>
          {t('adminArea.users.new')}
        </Button>
      </Group>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={list.search}
          defaultValue={list.search}
          label={t('adminArea.users.searchLabel')}
          placeholder={t('adminArea.users.searchPlaceholder')}
          onSearch={(value) => list.update({ search: value, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="admin-users"
        label={t('menu.userManagement')}
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
        onRowClick={(row) => navigate(`${USER_MANAGEMENT_PATH}/${row.id}`)}
      />
    </Stack>
  );
};

export const UserManagementPage = () => (
  <RequireSystemAdmin>
    <UserList />
  </RequireSystemAdmin>
);
