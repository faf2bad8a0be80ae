import type { TPendingInvitation } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Button, Card, Group, Pagination, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { usePendingInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations';

const PAGE = 10;

const nameOf = (row: TPendingInvitation) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.contactName || '';

// Settings → Users: the invitations sent and not yet accepted, each with Resend and Revoke (issue 13 §3).
// Hidden while there are none.
export const PendingInvitations = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePendingInvitations((page - 1) * PAGE, PAGE);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TPendingInvitation | null>(null);
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  if (total === 0) {
    return null;
  }
  const failed = (error: unknown) => toastError(error instanceof Error ? error.message : String(error));
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('settings.invitations.title', { count: total })}
        </Title>
        <ScrollArea>
          <Table aria-label={t('settings.invitations.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.users.email')}</Table.Th>
                <Table.Th>{t('settings.users.name')}</Table.Th>
                <Table.Th>{t('settings.invitations.gives')}</Table.Th>
                <Table.Th>{t('settings.invitations.invitedBy')}</Table.Th>
                <Table.Th>{t('settings.invitations.expires')}</Table.Th>
                <Table.Th>{t('settings.invitations.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{nameOf(row)}</Table.Td>
                  <Table.Td>
                    {row.grants.length === 0
                      ? t('settings.invitations.nothing')
                      : row.grants
                          .map((g) =>
                            t('settings.invitations.grant', {
                              policy: g.policyName,
                              account: g.accountNumber ?? t('settings.users.everyAccount'),
                            }),
                          )
                          .join(', ')}
                  </Table.Td>
                  <Table.Td>{row.invitedBy ?? ''}</Table.Td>
                  <Table.Td>{formatDate(row.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('settings.invitations.resendTo', { email: row.email })}
                        loading={resend.isPending && resend.variables === row.id}
                        onClick={() =>
                          resend.mutate(row.id, {
                            onSuccess: (reply) => toastSuccess(reply.meta.message ?? ''),
                            onError: failed,
                          })
                        }
                      >
                        {t('settings.invitations.resend')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('settings.invitations.revokeTo', { email: row.email })}
                        onClick={() => setRevoking(row)}
                      >
                        {t('settings.invitations.revoke')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {total > PAGE ? <Pagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} size="sm" /> : null}
        <Text size="xs" c="dimmed">
          {t('settings.invitations.hint')}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        message={revoking ? t('settings.invitations.revokeConfirm', { email: revoking.email }) : undefined}
        confirmLabel={t('settings.invitations.revoke')}
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) {
            return;
          }
          try {
            const reply = await revoke.mutateAsync(revoking.id);
            toastSuccess(reply.meta.message ?? '');
          } catch (error) {
            failed(error);
          }
          setRevoking(null);
        }}
      />
    </Card>
  );
};
