import { TABLE_PAGE_SIZE, type TCompanyUser, USER_SORTS } from '@lanehub/shared';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { useUserList } from '../api/list-users';
import { InviteUserModal } from '../components/invite-user-modal';
import { useListParams } from '../use-list-params';

const UsersList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const { skip, sort, order, search, update } = useListParams(USER_SORTS, 'lastName');
  const query = useUserList({ skip, limit: TABLE_PAGE_SIZE, sort, order, search: search || undefined });
  const columns: DataTableColumn<TCompanyUser>[] = [
    {
      key: 'lastName',
      label: t('settings.users.name'),
      sortable: true,
      hideable: false,
      render: (row) => `${row.firstName} ${row.lastName}`,
    },
    { key: 'email', label: t('settings.users.email'), sortable: true, render: (row) => row.email },
    {
      key: 'role',
      label: t('settings.users.role'),
      sortable: true,
      render: (row) => t(`userRoles.${row.role}`, { defaultValue: row.role }),
    },
    {
      key: 'enabled',
      label: t('settings.users.status'),
      sortable: true,
      render: (row) => (
        <Badge color={row.enabled ? 'green' : 'gray'} variant="light">
          {row.enabled ? t('settings.enabled') : t('settings.disabled')}
        </Badge>
      ),
    },
    { key: 'title', label: t('settings.profile.title'), defaultHidden: true, render: (row) => row.title ?? '' },
    { key: 'createdAt', label: t('common.created'), sortable: true, render: (row) => formatDate(row.createdAt) },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('menu.users')}</Title>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          {t('settings.users.invite')}
        </Button>
      </Group>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={search}
          defaultValue={search}
          label={t('settings.users.search')}
          onSearch={(value) => update({ search: value, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="settings-users"
        label={t('settings.users.table')}
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
        onRowClick={(row) => navigate(`/settings/users/${row.id}`)}
      />
      <Text size="xs" c="dimmed">
        {t('settings.users.hint')}
      </Text>
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
};

// /settings/users (company administrators): the company's users, searchable and paged, and invitations.
export const UsersPage = () => (
  <RequireCompanyAdmin>
    <UsersList />
  </RequireCompanyAdmin>
);
