import { ORDER_MODES, orderModeTextKey, orderStatusTextKey } from '@lanehub/shared/orders/order-model';
import { Alert, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { lookupOrder, useAssign, useAssignees } from '../api/order-control-api';
import { INITIAL_LOOKUP, isLocked, lookupReducer } from './lookup-machine';

type Props = {
  /** After the shipment is taken into control (assigned): the message to show. */
  onSaved: (message: string) => void;
};

// `/orders/order-management/create`: choose the shipping mode, look the order up by its number; the
// form then locks and shows the order (prefilled, read only) until "Clear order" unlocks it. What the
// form saves is the shipment's assignee: it takes the order into Shipment Control
// (docs/orders-control.md). "Cancel" resets everything.
export const OrderLookupForm = ({ onSaved }: Props) => {
  const { t } = useTranslation();
  const me = useSession().profile?.userId ?? null;
  const [state, dispatch] = useReducer(lookupReducer, INITIAL_LOOKUP);
  const assignees = useAssignees();
  const assign = useAssign();
  const locked = isLocked(state);
  const order = state.order;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || state.orderNumber.trim() === '') {
      return;
    }
    dispatch({ type: 'lookup' });
    try {
      dispatch({ type: 'found', order: await lookupOrder({ mode: state.mode, orderNumber: state.orderNumber }), me });
    } catch (error) {
      dispatch({ type: 'failed', error: translateMessage(t, error instanceof Error ? error.message : String(error)) });
    }
  };

  const save = async () => {
    if (!order) {
      return;
    }
    const saved = await assign.mutateAsync({
      id: order.id,
      userId: state.assigneeId,
      expectedUserId: order.assignedUserId,
    });
    onSaved(translateMessage(t, saved.message));
  };

  const shown = (value: string | null | undefined) => (value && value !== '' ? value : '—');

  return (
    <Stack>
      <Card withBorder padding="md">
        <form onSubmit={search} aria-label={t('orderControl.create.lookupForm')}>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('orderControl.fields.mode')}
              data={ORDER_MODES.map((value) => ({ value, label: t(orderModeTextKey(value)) }))}
              value={state.mode}
              onChange={(value) => value && dispatch({ type: 'mode', mode: value as typeof state.mode })}
              disabled={locked}
              allowDeselect={false}
              w={200}
            />
            <TextInput
              label={t('orderControl.fields.orderNumber')}
              placeholder="ORD-2026-000001"
              value={state.orderNumber}
              onChange={(event) => dispatch({ type: 'number', orderNumber: event.currentTarget.value })}
              readOnly={locked}
              required
              w={240}
            />
            {state.phase === 'success' ? (
              <Button variant="light" onClick={() => dispatch({ type: 'clearOrder' })}>
                {t('orderControl.create.clearOrder')}
              </Button>
            ) : (
              <Button type="submit" loading={state.phase === 'loading'} disabled={state.orderNumber.trim() === ''}>
                {t('orderControl.create.lookUp')}
              </Button>
            )}
          </Group>
        </form>
        {state.phase === 'loading' ? (
          <Group gap="xs" mt="sm" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('orderControl.create.loading')}</Text>
          </Group>
        ) : null}
        {state.phase === 'error' && state.error ? (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {state.error}
          </Alert>
        ) : null}
      </Card>

      {order ? (
        <Card withBorder padding="md" aria-label={t('orderControl.create.orderCard')} component="section">
          <Text fw={600} size="sm" mb="xs">
            {t('orderControl.create.locked')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('orderControl.fields.orderNumber')} value={order.orderNumber} readOnly />
            <TextInput label={t('orderControl.fields.status')} value={t(orderStatusTextKey(order.status))} readOnly />
            <TextInput label={t('orderControl.fields.bookingNumber')} value={shown(order.bookingNumber)} readOnly />
            <TextInput label={t('orderControl.fields.origin')} value={shown(order.originLocode)} readOnly />
            <TextInput label={t('orderControl.fields.destination')} value={shown(order.destinationLocode)} readOnly />
            <TextInput label={t('orderControl.fields.poNumber')} value={shown(order.poNumber)} readOnly />
            <TextInput
              label={t('orderControl.fields.containers')}
              value={shown(order.units.map((u) => u.equipmentNumber).join(', '))}
              readOnly
            />
            <TextInput
              label={t('orderControl.fields.currentAssignee')}
              value={order.assignedUserName ?? t('orderControl.unassigned')}
              readOnly
            />
          </SimpleGrid>
        </Card>
      ) : null}

      <Card withBorder padding="md">
        <Select
          label={t('orderControl.fields.assignTo')}
          placeholder={t('orderControl.unassigned')}
          data={(assignees.data ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
          value={state.assigneeId}
          onChange={(value) => dispatch({ type: 'assignee', assigneeId: value })}
          disabled={!order}
          clearable
          searchable
          maw={420}
        />
        {assign.isError ? (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {translateMessage(t, assign.error.message)}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => {
              assign.reset();
              dispatch({ type: 'cancel' });
            }}
          >
            {t('orderControl.create.cancel')}
          </Button>
          <Button onClick={() => void save().catch(() => undefined)} disabled={!order} loading={assign.isPending}>
            {t('orderControl.create.save')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
};
