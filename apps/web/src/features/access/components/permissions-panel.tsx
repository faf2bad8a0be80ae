import type { TUserPermissionItem } from '@lanehub/shared/features/access/access.contract';
import { ActionIcon, Alert, Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastError, toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { permissionLabel } from '../../../lib/permission-label';
import { useSession } from '../../../lib/session';
import { usePolicyList } from '../api/list-policies';
import { useRoleList } from '../api/list-roles';
import { useUserOptions } from '../api/user-options';
import { useUpdateUserPermissions, useUserPermissions } from '../api/user-permissions';

const ALL_ACCOUNTS = 'all';

type Row = { policyId: string | null; accountId: string | null };

// The user permission view and edit flow of spec 02 §4: select a user, Edit, change the policies per
// account, then Update or Cancel. The payload is the userId and a list of policy id plus account.
export const PermissionsPanel = ({
  userId,
  onUserChange,
}: {
  userId: string | null;
  onUserChange: (id: string | null) => void;
}) => {
  const { t } = useTranslation();
  const session = useSession();
  const selfId = session.profile?.userId ?? null;
  const accounts = session.profile?.account ?? [];
  const users = useUserOptions();
  const policies = usePolicyList({ scope: 'company', limit: 1000 });
  const current = useUserPermissions(userId);
  const update = useUpdateUserPermissions();
  const roleList = useRoleList({ limit: 1000 });
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [roleDraft, setRoleDraft] = useState<string[]>([]);

  const roleOptions = (roleList.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  const policyOptions = (policies.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }));
  const accountOptions = [
    { value: ALL_ACCOUNTS, label: t('access.permissions.allAccounts') },
    ...accounts.map((a) => ({ value: a._id, label: a.number })),
  ];
  const editing = draft !== null;
  const self = userId !== null && userId === selfId;

  const startEdit = () => {
    setRoleDraft((current.data?.roles ?? []).map((r) => r.roleId));
    setDraft((current.data?.permissions ?? []).map((p) => ({ policyId: p.policyId, accountId: p.accountId })));
  };

  const save = async () => {
    if (!userId || !draft) {
      return;
    }
    const items: TUserPermissionItem[] = draft.flatMap((row) =>
      row.policyId ? [{ policyId: row.policyId, accountId: row.accountId }] : [],
    );
    try {
      await update.mutateAsync({ userId, permissions: items, roles: roleDraft });
      toastSuccess(t('access.permissions.updated'));
      setDraft(null);
    } catch (error) {
      toastError((error as Error).message);
    }
  };

  const setRow = (index: number, patch: Partial<Row>) =>
    setDraft((rows) => (rows ?? []).map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Stack>
      <div style={{ maxWidth: 420 }}>
        <SearchableSelect
          label={t('access.permissions.user')}
          placeholder={t('access.permissions.choose')}
          options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName} (${u.email})` }))}
          value={userId}
          onChange={(value) => {
            setDraft(null);
            onUserChange(value);
          }}
          disabled={editing}
        />
      </div>
      {current.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, current.error.message)}
        </Alert>
      ) : null}
      {userId && current.data ? (
        <Card withBorder>
          <Stack>
            <Table aria-label={t('access.permissions.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('access.permissions.policy')}</Table.Th>
                  <Table.Th>{t('access.permissions.account')}</Table.Th>
                  {editing ? <Table.Th /> : <Table.Th>{t('access.fields.permissions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {editing
                  ? draft.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows of a draft have no identity until saved.
                      <Table.Tr key={index}>
                        <Table.Td>
                          <Select
                            aria-label={t('access.permissions.policy')}
                            data={policyOptions}
                            value={row.policyId}
                            onChange={(value) => setRow(index, { policyId: value })}
                            searchable
                          />
                        </Table.Td>
                        <Table.Td>
                          <Select
                            aria-label={t('access.permissions.account')}
                            data={accountOptions}
                            value={row.accountId ?? ALL_ACCOUNTS}
                            onChange={(value) =>
                              setRow(index, { accountId: !value || value === ALL_ACCOUNTS ? null : value })
                            }
                            allowDeselect={false}
                          />
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('access.permissions.remove')}
                            onClick={() => setDraft((rows) => (rows ?? []).filter((_, i) => i !== index))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : current.data.permissions.map((p) => (
                      <Table.Tr key={`${p.policyId}/${p.accountId ?? ''}`}>
                        <Table.Td>{p.policyName}</Table.Td>
                        <Table.Td>{p.accountNumber ?? t('access.permissions.allAccounts')}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {p.grants.map((g) => (
                              <Badge key={g} variant="light" tt="none">
                                {g}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
            {!editing && current.data.permissions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('access.permissions.none')}
              </Text>
            ) : null}
            {editing ? (
              <Stack gap={4}>
                <SearchableSelect
                  multiple
                  label={t('access.permissions.roles')}
                  options={roleOptions}
                  value={roleDraft}
                  onChange={(value) => setRoleDraft(value)}
                />
                <Text size="xs" c="dimmed">
                  {t('access.permissions.rolesHint')}
                </Text>
              </Stack>
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('access.permissions.roles')}
                </Text>
                {current.data.roles.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('access.permissions.noRoles')}
                  </Text>
                ) : (
                  <Table aria-label={t('access.permissions.roles')}>
                    <Table.Tbody>
                      {current.data.roles.map((role) => (
                        <Table.Tr key={role.roleId}>
                          <Table.Td>{role.name}</Table.Td>
                          <Table.Td>
                            <Group gap={4}>
                              {role.features.map((feature) => (
                                <Badge key={feature} variant="light" color="grape" tt="none" title={`${feature}.*`}>
                                  {permissionLabel(t, `${feature}.*`)}
                                </Badge>
                              ))}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            )}
            {self ? (
              <Text size="sm" c="dimmed">
                {t('access.permissions.selfNote')}
              </Text>
            ) : null}
            <Group>
              {editing ? (
                <>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    onClick={() => setDraft((rows) => [...(rows ?? []), { policyId: null, accountId: null }])}
                  >
                    {t('access.permissions.add')}
                  </Button>
                  <Button onClick={save} loading={update.isPending}>
                    {t('access.update')}
                  </Button>
                  <Button variant="default" onClick={() => setDraft(null)}>
                    {t('common.cancel')}
                  </Button>
                </>
              ) : (
                <Button onClick={startEdit} disabled={self}>
                  {t('access.edit')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
};
