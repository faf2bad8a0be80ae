import { orderStatusTextKey } from '@lanehub/shared/orders/order-model';
import { Alert, Button, Card, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAssign, useAssignees, useEndShipment, useOrderControl, useSaveSoc } from '../api/order-control-api';

// Shipment Control on the order's detail (slot 'orderDetail'): who works the shipment, "Assign" and
// "Mark ended". Only the owner controls an order, so a party sees nothing of it.
export type OrderControlPanelProps = { recordId: string; isOwner: boolean };

export const OrderControlPanel = ({ recordId, isOwner }: OrderControlPanelProps) => {
  const { t } = useTranslation();
  const me = useSession().profile?.userId ?? null;
  const control = useOrderControl(recordId, isOwner);
  const assignees = useAssignees();
  const assign = useAssign();
  const end = useEndShipment();
  const soc = useSaveSoc();
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  if (!isOwner || !control.data) {
    return null;
  }
  const order = control.data;
  const ended = order.status === 'ended';
  const failure = assign.error ?? end.error ?? soc.error;
  const containers = order.units.filter((unit) => unit.kind === 'container');

  const assignTo = async (userId: string | null) => {
    const saved = await assign.mutateAsync({ id: order.id, userId, expectedUserId: order.assignedUserId });
    toastSuccess(translateMessage(t, saved.message));
    setAssigneeId(null);
  };

  const markEnded = async () => {
    try {
      const saved = await end.mutateAsync(order.id);
      toastSuccess(translateMessage(t, saved.message));
    } catch {
      // The alert below shows why (already ended, …).
    }
    setConfirmingEnd(false);
  };

  return (
    <Card withBorder padding="sm" component="section" aria-label={t('orderControl.panel.title')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('orderControl.panel.title')}
        </Text>
        <Text size="sm">
          {t('orderControl.panel.assignee', { name: order.assignedUserName ?? t('orderControl.unassigned') })}
        </Text>
        <Group align="flex-end" gap="xs">
          <Select
            label={t('orderControl.fields.assignTo')}
            placeholder={t('orderControl.panel.chooseUser')}
            data={(assignees.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            value={assigneeId}
            onChange={setAssigneeId}
            searchable
            w={260}
          />
          <Button
            onClick={() => void assignTo(assigneeId).catch(() => undefined)}
            disabled={!assigneeId}
            loading={assign.isPending}
          >
            {t('orderControl.panel.assign')}
          </Button>
          {me && order.assignedUserId !== me ? (
            <Button variant="light" onClick={() => void assignTo(me).catch(() => undefined)}>
              {t('orderControl.panel.assignToMe')}
            </Button>
          ) : null}
          {ended ? (
            <Text size="sm" c="dimmed">
              {t(orderStatusTextKey('ended'))}
            </Text>
          ) : (
            <Button color="red" variant="light" onClick={() => setConfirmingEnd(true)} loading={end.isPending}>
              {t('orderControl.panel.markEnded')}
            </Button>
          )}
        </Group>
        {containers.length > 0 ? (
          <Table aria-label={t('orderControl.panel.containers')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderControl.fields.containers')}</Table.Th>
                <Table.Th>{t('orderControl.panel.shipperOwned')}</Table.Th>
                <Table.Th>{t('orderControl.panel.release')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {containers.map((unit) => (
                <Table.Tr key={unit.id}>
                  <Table.Td>{unit.equipmentNumber}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('orderControl.panel.shipperOwnedOf', { number: unit.equipmentNumber })}
                      checked={unit.shipperOwned}
                      disabled={soc.isPending}
                      onChange={(event) => {
                        const shipperOwned = event.currentTarget.checked;
                        void soc
                          .mutateAsync({ id: order.id, containers: [{ unitId: unit.id, shipperOwned }] })
                          .then((saved) => toastSuccess(translateMessage(t, saved.message)))
                          .catch(() => undefined);
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{[unit.releaseNumber, unit.releaseDate].filter(Boolean).join(' · ') || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, failure.message)}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirmingEnd}
        message={t('orderControl.panel.endConfirm', { number: order.orderNumber })}
        onConfirm={markEnded}
        onCancel={() => setConfirmingEnd(false)}
      />
    </Card>
  );
};
