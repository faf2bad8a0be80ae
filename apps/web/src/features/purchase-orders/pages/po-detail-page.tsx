import {
  PO_EDITABLE,
  PO_HEADER_COLUMNS,
  type TPo,
  type TPoAction,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { LabelValue } from '../../../components/label-value';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { usePo, usePoAction } from '../api/purchase-orders-api';
import { ORDER_DETAIL_PATH, PO_LIST_PATH, poEditPath } from '../po-paths';

const orderDetailPath = (id: string) => `${ORDER_DETAIL_PATH}/${encodeURIComponent(id)}`;

import { PoStatusBadge } from '../components/po-status';

const GROUPS = ['consumerUnit', 'innerPack', 'masterPack'] as const;
const ACTION_COLORS: Record<TPoAction, string> = { approve: 'blue', accept: 'green', reject: 'red', cancel: 'gray' };
/** The actions that end the PO for the other side: asked once more before they run. */
const CONFIRMED: readonly TPoAction[] = ['reject', 'cancel'];
/** The header's calendar dates: shown as the same day, never through a time zone. */
const DATES = new Set<string>([
  'orderDate',
  'plannedReadyDate',
  'plannedPickupDate',
  'plannedReceiptDate',
  'actualReadyDate',
  'actualPickupDate',
  'actualReceiptDate',
  'containerETD',
]);

const show = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '✓' : '') : String(value);

const Group2 = ({ title, group }: { title: string; group: Record<string, unknown> | null }) => {
  const { t } = useTranslation();
  if (!group) {
    return null;
  }
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <DetailList
        cols={4}
        items={Object.entries(group)
          .filter(([, value]) => value !== null && value !== false && value !== '')
          .map(([key, value]) => ({
            label: t(`purchaseOrders.group.${key}`, { defaultValue: key }),
            value: show(value),
          }))}
      />
    </Stack>
  );
};

const Detail = ({ po }: { po: TPo }) => {
  const { t } = useTranslation();
  const act = usePoAction(po.id);
  const [confirming, setConfirming] = useState<TPoAction | null>(null);
  const run = async (action: TPoAction) => {
    try {
      const reply = await act.mutateAsync(action);
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
    } catch (error) {
      toastError(translateMessage(t, isApiError(error) ? error.message : String(error)));
    }
  };
  const editable = po.role === 'buyer' && PO_EDITABLE.includes(po.status);
  return (
    <Stack>
      <PageHeader
        title={t('purchaseOrders.detailTitle', { number: po.poNumber })}
        badge={<PoStatusBadge status={po.status} />}
        description={
          po.role === 'vendor' ? t('purchaseOrders.asVendor', { buyer: po.buyerName }) : t('purchaseOrders.asBuyer')
        }
        breadcrumbs={[{ label: t('purchaseOrders.title'), to: PO_LIST_PATH }, { label: po.poNumber }]}
        actions={
          <Group gap="xs">
            {editable ? (
              <Button variant="default" component={Link} to={poEditPath(po.id)}>
                {t('purchaseOrders.edit')}
              </Button>
            ) : null}
            {po.actions.map((action) => (
              <Button
                key={action}
                color={ACTION_COLORS[action]}
                loading={act.isPending && act.variables === action}
                onClick={() => (CONFIRMED.includes(action) ? setConfirming(action) : void run(action))}
              >
                {t(`purchaseOrders.actions.${action}`)}
              </Button>
            ))}
          </Group>
        }
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t(`purchaseOrders.confirm.${confirming}.title`, { number: po.poNumber }) : undefined}
        message={confirming ? t(`purchaseOrders.confirm.${confirming}.message`, { buyer: po.buyerName }) : undefined}
        confirmLabel={confirming ? t(`purchaseOrders.actions.${confirming}`) : undefined}
        cancelLabel={t('purchaseOrders.confirm.keep')}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) {
            await run(confirming);
          }
          setConfirming(null);
        }}
      />
      <Card withBorder>
        <DetailList
          cols={4}
          label={t('purchaseOrders.headerSection')}
          items={[
            { label: t('purchaseOrders.fields.vendor'), value: po.vendorName ?? '' },
            ...PO_HEADER_COLUMNS.filter((c) => c !== 'poNumber').map((c) => ({
              label: t(`purchaseOrders.fields.${c}`),
              value:
                c === 'urgency' && po.urgency
                  ? t(`purchaseOrders.urgency.${po.urgency}`)
                  : DATES.has(c)
                    ? formatCalendarDate(po[c] as string | null)
                    : show(po[c]),
            })),
          ]}
        />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('purchaseOrders.itemsSection')}
        </Title>
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('purchaseOrders.itemsSection')}>
            <Table.Thead>
              <Table.Tr>
                {[
                  'lineNo',
                  'item',
                  'description',
                  'quantity',
                  'uom',
                  'shippedQuantity',
                  'openQuantity',
                  'weight',
                  'rate',
                  'hsCode',
                  'unCode',
                ].map((c) => (
                  <Table.Th key={c}>{t(`purchaseOrders.fields.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {po.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.lineNo}</Table.Td>
                  <Table.Td>{item.item}</Table.Td>
                  <Table.Td>{item.description ?? ''}</Table.Td>
                  <Table.Td>{Number(item.quantity)}</Table.Td>
                  <Table.Td>{item.uom}</Table.Td>
                  <Table.Td>{item.shippedQuantity}</Table.Td>
                  <Table.Td>{item.openQuantity}</Table.Td>
                  <Table.Td>{item.weight ? `${Number(item.weight)} ${item.weightUnit}` : ''}</Table.Td>
                  <Table.Td>{item.rate ? `${Number(item.rate)} ${item.rateCurrency}` : ''}</Table.Td>
                  <Table.Td>{item.hsCode ?? ''}</Table.Td>
                  <Table.Td>{item.unCode ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack mt="md">
          {po.items.flatMap((item) =>
            GROUPS.map((g) =>
              item[g] ? (
                <Group2
                  key={`${item.id}-${g}`}
                  title={`${item.item} · ${t(`purchaseOrders.groups.${g}`)}`}
                  group={item[g]}
                />
              ) : null,
            ),
          )}
        </Stack>
      </Card>
      {po.palletGroup ? (
        <Card withBorder>
          <Group2 title={t('purchaseOrders.palletSection')} group={po.palletGroup} />
        </Card>
      ) : null}
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('purchaseOrders.ordersSection')}
        </Title>
        {po.orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('purchaseOrders.noOrders')}
          </Text>
        ) : (
          <Stack gap={4}>
            {po.orders.map((o) => (
              <Text size="sm" key={o.orderId}>
                <LabelValue
                  label={t('purchaseOrders.orderLink', { order: o.orderNumber })}
                  labelAs={<Anchor component={Link} to={orderDetailPath(o.orderId)} size="sm" fw={500} />}
                  value={t('purchaseOrders.orderCarries', { count: Number(o.quantity), quantity: o.quantity })}
                />
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
};

export const PoDetailPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = usePo(id);
  return (
    <RequirePermission permission="order.po">
      {query.isPending ? (
        <Loader aria-label={t('purchaseOrders.loading')} />
      ) : query.error ? (
        <Alert color="red" title={t('purchaseOrders.notFound')}>
          <Button component={Link} to={PO_LIST_PATH} variant="light">
            {t('purchaseOrders.backToList')}
          </Button>
        </Alert>
      ) : (
        <Detail po={query.data} />
      )}
    </RequirePermission>
  );
};
