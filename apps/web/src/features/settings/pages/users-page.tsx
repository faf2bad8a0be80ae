import { type TCompanyUser, USER_SORTS } from '@lanehub/shared/features/settings/settings.contract';
import { Button, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { EnabledBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { useUserList } from '../api/list-users';
import { InviteUserModal } from '../components/invite-user-modal';
import { PendingInvitations } from '../components/pending-invitations';

const UsersList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const list = useListState({ sorts: USER_SORTS, defaultSort: 'lastName' });
  const query = useUserList({
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
  });
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
      render: (row) => <EnabledBadge enabled={row.enabled} />,
    },
    { key: 'title', label: t('settings.profile.title'), defaultHidden: true, render: (row) => row.title ?? '' },
    { key: 'createdAt', label: t('common.created'), sortable: true, render: (row) => formatDate(row.createdAt) },
  ];
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('menu.users')}
      description={t('pages.users')}
      actions={
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          {t('settings.users.invite')}
        </Button>
      }
      search={{ label: t('settings.users.search') }}
      tableName="settings-users"
      empty={{
        action: (
          <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
            {t('pages.empty.firstUser')}
          </Button>
        ),
      }}
      tableLabel={t('settings.users.table')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`/settings/users/${row.id}`)}
    >
      <Text size="xs" c="dimmed">
        {t('settings.users.hint')}
      </Text>
      <PendingInvitations />
      <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
    </ListPanel>
  );
};

// /settings/users (company administrators): the company's users, searchable and paged, and invitations.
export const UsersPage = () => (
  <RequireCompanyAdmin>
    <UsersList />
  </RequireCompanyAdmin>
);
