import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FeatureSlot } from '../../../app/feature-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { useDeleteOrder, useOrder } from '../api/orders-api';
import { endLabel, OrderBadges } from '../components/order-badges';
import { OrderEvents } from '../components/order-events';
import { useOrderLabels } from '../components/order-labels';
import { ORDERS_ALL_PATH, orderEditPath } from '../order-paths';

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value && value !== '' ? value : '—'}</Text>
  </div>
);

const dateTime = (iso: string | null) => (iso ? formatDate(iso, 'dateTime') : null);
/** A calendar day ('2026-03-02') is shown as it is, without a time zone shifting it. */
const day = (value: string | null) => (value ? value.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1') : null);

const EndCard = ({ title, end }: { title: string; end: TOrder['origin'] }) => {
  const { t } = useTranslation();
  const address = [end.address, end.city, end.state, end.postCode].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="sm">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <SimpleGrid cols={2} mt="xs">
        <Field label={t('orderScreens.fields.locode')} value={end.locode} />
        <Field label={t('orderScreens.fields.country')} value={end.country} />
        <Field label={t('orderScreens.fields.location')} value={end.locationName} />
        <Field label={t('orderScreens.fields.address')} value={address} />
      </SimpleGrid>
    </Card>
  );
};

/** The mode's own details (vessel and voyage, ramps, terminal…), as stored. */
const ModeDetails = ({ order }: { order: TOrder }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const details = order.mode === 'integrated' ? null : order[order.mode];
  if (!details) {
    return null;
  }
  const entries = Object.entries(details as Record<string, string | string[] | null>);
  return (
    <Card withBorder padding="sm">
      <Text fw={600} size="sm">
        {t('orderScreens.detail.modeDetails', { mode: labels.mode(order.mode) })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
        {entries.map(([key, value]) => (
          <Field
            key={key}
            label={t(`orderScreens.modeFields.${key}`)}
            value={Array.isArray(value) ? value.join(', ') : value}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
};

const OrderDetail = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const navigate = useNavigate();
  const query = useOrder(id);
  const remove = useDeleteOrder();
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  const order = query.data;
  const isOwner = order.viewerRole === 'owner';

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(order.id);
      toastSuccess(t('orderScreens.messages.deleted'));
      setConfirming(false);
      void navigate(ORDERS_ALL_PATH);
    } catch (error) {
      setConfirming(false);
      throw new Error(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <Stack>
      <Anchor component={Link} to={ORDERS_ALL_PATH} size="sm">
        {t('orderScreens.backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{t('orderScreens.detail.title', { number: order.orderNumber })}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {[labels.mode(order.mode), order.moveType, order.shippingType, order.equipmentType]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
          <OrderBadges order={order} />
        </Stack>
        {isOwner ? (
          <Group gap="xs">
            <Button component={Link} to={orderEditPath(order.mode, order.id)}>
              {t('orderScreens.edit')}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('orderScreens.delete')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('orderScreens.detail.readOnly', {
              role: labels.role(order.viewerRole).toLowerCase(),
              owner: order.ownerName,
            })}
          </Text>
        )}
      </Group>

      <Card withBorder padding="sm">
        <Text fw={600} size="sm">
          {t('orderScreens.fields.parties')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
          <Field label={t('orderScreens.detail.bookedBy')} value={order.ownerName} />
          {order.parties.map((party) => (
            <Field key={`${party.role}-${party.companyId}`} label={labels.role(party.role)} value={party.legalName} />
          ))}
        </SimpleGrid>
      </Card>

      <Text fw={600}>{`${endLabel(order.origin)} → ${endLabel(order.destination)}`}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EndCard title={t('orderScreens.fields.origin')} end={order.origin} />
        <EndCard title={t('orderScreens.fields.destination')} end={order.destination} />
      </SimpleGrid>

      <Card withBorder padding="sm">
        <Text fw={600} size="sm">
          {t('orderScreens.detail.datesAndReferences')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
          <Field label={t('orderScreens.fields.orderDate')} value={day(order.orderDate)} />
          <Field label={t('orderScreens.fields.readyDate')} value={day(order.readyDate)} />
          <Field label={t('orderScreens.fields.etd')} value={dateTime(order.etd)} />
          <Field label={t('orderScreens.fields.eta')} value={dateTime(order.eta)} />
          <Field label={t('orderScreens.fields.poNumber')} value={order.poNumber} />
          <Field label={t('orderScreens.fields.bolNumber')} value={order.bolNumber} />
          <Field label={t('orderScreens.fields.bookingNumber')} value={order.bookingNumber} />
          <Field label={t('orderScreens.fields.incoterm')} value={order.incoterm} />
          <Field label={t('orderScreens.fields.temperatureType')} value={order.temperatureType} />
          <Field
            label={t('orderScreens.fields.grossWeight')}
            value={order.grossWeight ? `${order.grossWeight} ${order.weightUnit ?? ''}`.trim() : null}
          />
          <Field label={t('orderScreens.detail.lastEvent')} value={order.lastEventCode} />
          <Field label={t('orderScreens.fields.createdAt')} value={formatDate(order.createdAt)} />
        </SimpleGrid>
      </Card>

      <Card withBorder padding="sm">
        <Text fw={600} size="sm" mb="xs">
          {t('orderScreens.fields.units')}
        </Text>
        {order.units.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orderScreens.detail.noUnits')}
          </Text>
        ) : (
          <Table aria-label={t('orderScreens.fields.units')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderScreens.fields.equipmentNumber')}</Table.Th>
                <Table.Th>{t('orderScreens.fields.kind')}</Table.Th>
                <Table.Th>{t('orderScreens.fields.sizeType')}</Table.Th>
                <Table.Th>{t('orderScreens.fields.sealNumbers')}</Table.Th>
                <Table.Th>{t('orderScreens.fields.grossWeightKg')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.units.map((unit) => (
                <Table.Tr key={unit.id}>
                  <Table.Td>{unit.equipmentNumber}</Table.Td>
                  <Table.Td>{t(`orderScreens.unitKinds.${unit.kind}`)}</Table.Td>
                  <Table.Td>{unit.sizeType ?? ''}</Table.Td>
                  <Table.Td>{unit.sealNumbers.join(', ')}</Table.Td>
                  <Table.Td>{unit.grossWeightKg ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      <ModeDetails order={order} />

      <OrderEvents order={order} />

      <FeatureSlot name="order.detail" props={{ order }} />

      <ConfirmDialog
        opened={confirming}
        message={t('orderScreens.deleteConfirm', { number: order.orderNumber })}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
};

// /orders/order-detail/:id and /orders/<mode>/:id: one order as its owner or a party sees it.
export const OrderDetailPage = () => {
  const { id } = useParams();
  return <RequirePermission permission="order.view">{id ? <OrderDetail key={id} id={id} /> : null}</RequirePermission>;
};
