import { orderStatusTextKey } from '@lanehub/shared/orders/order-model';
import { Alert, Button, Card, Checkbox, Group, Menu, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAssign, useAssignees, useEndShipment, useOrderControl, useSaveSoc } from '../api/order-control-api';
import { type UnitAction, UnitFormModal } from './unit-forms';

// Shipment Control on the order's detail (slot 'orderDetail'): who works the shipment, "Assign" and
// "Mark ended", and the units with their shipper-owned flag, release and weights, each with its forms
// (update-container, update-unit, container-release). The lane is in the page's header, not repeated here. Only the owner controls an order, so a party sees nothing of it.
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
  const [editing, setEditing] = useState<{ unitId: string; action: UnitAction } | null>(null);
  if (!isOwner || !control.data) {
    return null;
  }
  const order = control.data;
  const ended = order.status === 'ended';
  const failure = assign.error ?? end.error ?? soc.error;
  const units = order.units;
  const editedUnit = editing ? units.find((unit) => unit.id === editing.unitId) : undefined;

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
        {units.length > 0 ? (
          <Table aria-label={t('orderControl.panel.containers')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderControl.fields.containers')}</Table.Th>
                <Table.Th>{t('orderControl.panel.shipperOwned')}</Table.Th>
                <Table.Th>{t('orderControl.panel.release')}</Table.Th>
                <Table.Th>{t('orderControl.unitForms.weights')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {units.map((unit) => (
                <Table.Tr key={unit.id}>
                  <Table.Td>{unit.equipmentNumber}</Table.Td>
                  <Table.Td>
                    {unit.kind !== 'container' ? (
                      '—'
                    ) : (
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
                    )}
                  </Table.Td>
                  <Table.Td>{[unit.releaseNumber, unit.releaseDate].filter(Boolean).join(' · ') || '—'}</Table.Td>
                  <Table.Td>
                    {[
                      unit.grossWeightKg ? t('orderControl.unitForms.grossShort', { kg: unit.grossWeightKg }) : null,
                      unit.vgmKg ? t('orderControl.unitForms.vgmShort', { kg: unit.vgmKg }) : null,
                      unit.temperatureSetting ? `${unit.temperatureSetting} °C` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('orderControl.unitForms.actionsOf', { number: unit.equipmentNumber })}
                        >
                          {t('orderControl.unitForms.actions')}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {unit.kind === 'container' ? (
                          <Menu.Item onClick={() => setEditing({ unitId: unit.id, action: 'container' })}>
                            {t('orderControl.unitForms.container')}
                          </Menu.Item>
                        ) : null}
                        <Menu.Item onClick={() => setEditing({ unitId: unit.id, action: 'unit' })}>
                          {t('orderControl.unitForms.unit')}
                        </Menu.Item>
                        {unit.kind === 'container' ? (
                          <Menu.Item onClick={() => setEditing({ unitId: unit.id, action: 'release' })}>
                            {t('orderControl.unitForms.release')}
                          </Menu.Item>
                        ) : null}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
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
      {editing && editedUnit ? (
        <UnitFormModal order={order} unit={editedUnit} action={editing.action} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={confirmingEnd}
        message={t('orderControl.panel.endConfirm', { number: order.orderNumber })}
        onConfirm={markEnded}
        onCancel={() => setConfirmingEnd(false)}
      />
    </Card>
  );
};
