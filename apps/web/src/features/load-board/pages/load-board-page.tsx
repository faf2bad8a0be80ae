import type { TBid, TBidStatus, TLoad, TLoadStatus } from '@lanehub/shared/features/load-board/load-board.contract';
import { Alert, Box, Button, Card, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import {
  useAcceptBid,
  useBoard,
  useCancelBid,
  useCancelLoad,
  useLoadBids,
  useOwnBids,
  useOwnLoads,
  useRejectBid,
} from '../api/load-board-api';
import { BidFormModal } from '../components/bid-form-modal';
import { LoadFormModal } from '../components/load-form-modal';
import { laneOf, moneyOf, windowOf } from '../load-board-text';

// `/road/load-board` and `/company/anwork/load-board`: one screen, three tabs. "My loads" (the
// shipper: post a load, see its bids, accept or reject them), "Available loads" (a carrier: public
// loads and loads offered to it, bid), "My bids" (a carrier: its bids and their outcome, cancel).
const TABS = ['loads', 'board', 'bids'] as const;
type Tab = (typeof TABS)[number];

const LOAD_TONE: Record<TLoadStatus, StatusTone> = { open: 'info', awarded: 'positive', cancelled: 'neutral' };
const BID_TONE: Record<TBidStatus, StatusTone> = {
  pending: 'warning',
  accepted: 'positive',
  rejected: 'negative',
  cancelled: 'neutral',
};

const useLoadColumns = (): DataTableColumn<TLoad>[] => {
  const { t, i18n } = useTranslation();
  return [
    {
      key: 'loadNumber',
      label: t('loadBoard.fields.loadNumber'),
      hideable: false,
      render: (l) => (
        <Text size="sm" fw={500}>
          {l.loadNumber}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('loadBoard.fields.status'),
      // The badge keeps its whole word: a narrow column would cut it to 'O…'.
      render: (l) => (
        <Box miw={92}>
          <StatusBadge tone={LOAD_TONE[l.status]}>{t(`loadBoard.loadStatus.${l.status}`)}</StatusBadge>
        </Box>
      ),
    },
    { key: 'lane', label: t('loadBoard.fields.lane'), render: (l) => <Text size="sm">{laneOf(l)}</Text> },
    {
      key: 'pickup',
      label: t('loadBoard.fields.pickup'),
      render: (l) => <Text size="sm">{windowOf(l.pickupFrom, l.pickupTo)}</Text>,
    },
    {
      key: 'delivery',
      defaultHidden: true,
      label: t('loadBoard.fields.delivery'),
      render: (l) => <Text size="sm">{windowOf(l.deliveryFrom, l.deliveryTo)}</Text>,
    },
    {
      key: 'equipmentType',
      defaultHidden: true,
      label: t('loadBoard.fields.equipmentType'),
      render: (l) => <Text size="sm">{t(`loadBoard.equipment.${l.equipmentType}`)}</Text>,
    },
    { key: 'commodity', label: t('loadBoard.fields.commodity'), render: (l) => <Text size="sm">{l.commodity}</Text> },
    {
      key: 'weightKg',
      defaultHidden: true,
      label: t('loadBoard.fields.weightKg'),
      render: (l) => <Text size="sm">{new Intl.NumberFormat(i18n.language).format(Number(l.weightKg))}</Text>,
    },
    {
      key: 'targetRate',
      label: t('loadBoard.fields.targetRate'),
      render: (l) => <Text size="sm">{moneyOf(l.targetRate, l.targetRateCurrency, i18n.language)}</Text>,
    },
  ];
};

/** The bids on one of the shipper's loads, with Accept and Reject while the load is open. */
const LoadBids = ({ load }: { load: TLoad }) => {
  const { t, i18n } = useTranslation();
  const bids = useLoadBids(load.id);
  const accept = useAcceptBid();
  const reject = useRejectBid();
  const [accepting, setAccepting] = useState<TBid | null>(null);
  const failure = accept.error ?? reject.error;
  const run = async (action: Promise<{ message: string }>) => {
    try {
      toastSuccess(translateMessage(t, (await action).message));
    } catch {
      // The alert below says why (the load was awarded meanwhile…).
    }
  };
  const rows = bids.data ?? [];
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={t('loadBoard.bids.title', { number: load.loadNumber })}
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('loadBoard.bids.title', { number: load.loadNumber })}
        </Title>
        <Text size="sm">{laneOf(load)}</Text>
        {load.orderNumber ? (
          <Text size="sm">
            {t('loadBoard.bids.order')}{' '}
            <Link to={`/orders/order-detail/${encodeURIComponent(load.orderId ?? '')}`}>{load.orderNumber}</Link>
          </Text>
        ) : null}
        {rows.length === 0 && !bids.isLoading ? (
          <Text size="sm" c="dimmed">
            {load.status === 'open' ? t('loadBoard.bids.noneYet') : t('loadBoard.bids.none')}
          </Text>
        ) : (
          <Table aria-label={t('loadBoard.bids.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('loadBoard.fields.carrier')}</Table.Th>
                <Table.Th>{t('loadBoard.fields.amount')}</Table.Th>
                <Table.Th>{t('loadBoard.fields.validUntil')}</Table.Th>
                <Table.Th>{t('loadBoard.fields.note')}</Table.Th>
                <Table.Th>{t('loadBoard.fields.status')}</Table.Th>
                <Table.Th>{t('loadBoard.fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((bid) => (
                <Table.Tr key={bid.id}>
                  <Table.Td>{bid.carrierName}</Table.Td>
                  <Table.Td>{moneyOf(bid.amount, bid.currency, i18n.language)}</Table.Td>
                  <Table.Td>{formatDate(bid.validUntil, 'dateTime')}</Table.Td>
                  <Table.Td>{bid.note ?? ''}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={BID_TONE[bid.status]}>{t(`loadBoard.bidStatus.${bid.status}`)}</StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    {bid.status === 'pending' && load.status === 'open' ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          onClick={() => setAccepting(bid)}
                          aria-label={t('loadBoard.bids.acceptOf', { carrier: bid.carrierName })}
                        >
                          {t('loadBoard.bids.accept')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          loading={reject.isPending && reject.variables === bid.id}
                          onClick={() => void run(reject.mutateAsync(bid.id))}
                          aria-label={t('loadBoard.bids.rejectOf', { carrier: bid.carrierName })}
                        >
                          {t('loadBoard.bids.reject')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, failure.message)}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={accepting !== null}
        message={t('loadBoard.bids.acceptConfirm', {
          carrier: accepting?.carrierName ?? '',
          amount: accepting ? moneyOf(accepting.amount, accepting.currency, i18n.language) : '',
        })}
        onConfirm={async () => {
          if (accepting) {
            await run(accept.mutateAsync(accepting.id));
          }
          setAccepting(null);
        }}
        onCancel={() => setAccepting(null)}
      />
    </Card>
  );
};

const MyLoads = ({ tabs }: { tabs: ReactNode }) => {
  const { t } = useTranslation();
  const list = useListState({ sorts: ['createdAt'], defaultOrder: 'desc', filters: ['status'], prefix: 'loads.' });
  const query = useOwnLoads({ ...list.params, sort: undefined, order: undefined, search: undefined });
  const [posting, setPosting] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<TLoad | null>(null);
  const cancelLoad = useCancelLoad();
  const columns = useLoadColumns();
  const selected = query.data?.rows.find((row) => row.id === selectedId) ?? null;
  const post = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setPosting(true)}>
      {t('loadBoard.myLoads.post')}
    </Button>
  );
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('loadBoard.title')}
      description={t('loadBoard.description')}
      actions={post}
      header={tabs}
      search={false}
      tableName="load-board-loads"
      tableLabel={t('loadBoard.myLoads.tableLabel')}
      columns={[
        ...columns,
        {
          key: 'pendingBids',
          label: t('loadBoard.fields.pendingBids'),
          render: (l) => (
            <Button size="xs" variant="subtle" onClick={() => setSelectedId(l.id)}>
              {t('loadBoard.myLoads.bidsCount', { count: l.pendingBids })}
            </Button>
          ),
        },
        {
          key: 'actions',
          label: t('loadBoard.fields.actions'),
          hideable: false,
          render: (l) =>
            l.status === 'open' ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={(event) => {
                  event.stopPropagation();
                  setCancelling(l);
                }}
                aria-label={t('loadBoard.myLoads.cancelOf', { number: l.loadNumber })}
              >
                {t('loadBoard.myLoads.cancel')}
              </Button>
            ) : null,
        },
      ]}
      rowKey={(row) => row.id}
      onRowClick={(row) => setSelectedId(row.id)}
      empty={{ title: t('loadBoard.myLoads.emptyTitle'), message: t('loadBoard.myLoads.empty'), action: post }}
    >
      {selected ? <LoadBids load={selected} /> : null}
      <LoadFormModal opened={posting} onClose={() => setPosting(false)} />
      <ConfirmDialog
        opened={cancelling !== null}
        message={t('loadBoard.myLoads.cancelConfirm', { number: cancelling?.loadNumber ?? '' })}
        onConfirm={async () => {
          if (cancelling) {
            try {
              toastSuccess(translateMessage(t, (await cancelLoad.mutateAsync(cancelling.id)).message));
            } catch (error) {
              toastError(translateMessage(t, (error as Error).message));
            }
          }
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
    </ListPanel>
  );
};

const AvailableLoads = ({ tabs }: { tabs: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const list = useListState({ sorts: ['createdAt'], defaultOrder: 'desc', prefix: 'board.' });
  const query = useBoard({ ...list.params, sort: undefined, order: undefined, search: undefined });
  const columns = useLoadColumns();
  const [bidding, setBidding] = useState<TLoad | null>(null);
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('loadBoard.title')}
      description={t('loadBoard.description')}
      header={tabs}
      search={false}
      tableName="load-board-board"
      tableLabel={t('loadBoard.board.tableLabel')}
      columns={[
        { key: 'shipper', label: t('loadBoard.fields.shipper'), render: (l) => <Text size="sm">{l.shipperName}</Text> },
        ...columns,
        {
          key: 'myBid',
          label: t('loadBoard.fields.myBid'),
          render: (l) =>
            l.myBid ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{moneyOf(l.myBid.amount, l.myBid.currency, i18n.language)}</Text>
                <StatusBadge tone={BID_TONE[l.myBid.status]}>{t(`loadBoard.bidStatus.${l.myBid.status}`)}</StatusBadge>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('loadBoard.board.noBid')}
              </Text>
            ),
        },
        {
          key: 'bid',
          label: t('loadBoard.fields.actions'),
          hideable: false,
          render: (l) =>
            l.status === 'open' && l.myBid?.status !== 'pending' ? (
              <Button
                size="xs"
                onClick={() => setBidding(l)}
                aria-label={t('loadBoard.board.bidOn', { number: l.loadNumber })}
              >
                {t('loadBoard.board.bid')}
              </Button>
            ) : null,
        },
      ]}
      rowKey={(row) => row.id}
      empty={{ title: t('loadBoard.board.emptyTitle'), message: t('loadBoard.board.empty') }}
    >
      <BidFormModal load={bidding} onClose={() => setBidding(null)} />
    </ListPanel>
  );
};

const MyBids = ({ tabs }: { tabs: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const list = useListState({ sorts: ['createdAt'], defaultOrder: 'desc', filters: ['status'], prefix: 'bids.' });
  const query = useOwnBids({ ...list.params, sort: undefined, order: undefined, search: undefined });
  const cancel = useCancelBid();
  const [cancelling, setCancelling] = useState<TBid | null>(null);
  const columns: DataTableColumn<TBid>[] = [
    { key: 'loadNumber', label: t('loadBoard.fields.loadNumber'), hideable: false, render: (b) => b.loadNumber },
    { key: 'amount', label: t('loadBoard.fields.amount'), render: (b) => moneyOf(b.amount, b.currency, i18n.language) },
    {
      key: 'validUntil',
      label: t('loadBoard.fields.validUntil'),
      render: (b) => formatDate(b.validUntil, 'dateTime'),
    },
    {
      key: 'status',
      label: t('loadBoard.fields.status'),
      render: (b) => <StatusBadge tone={BID_TONE[b.status]}>{t(`loadBoard.bidStatus.${b.status}`)}</StatusBadge>,
    },
    {
      key: 'createdAt',
      label: t('loadBoard.fields.placedAt'),
      render: (b) => formatDate(b.createdAt, 'dateTime'),
    },
    {
      key: 'actions',
      label: t('loadBoard.fields.actions'),
      hideable: false,
      render: (b) =>
        b.status === 'pending' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setCancelling(b)}
            aria-label={t('loadBoard.myBids.cancelOf', { number: b.loadNumber })}
          >
            {t('loadBoard.myBids.cancel')}
          </Button>
        ) : null,
    },
  ];
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('loadBoard.title')}
      description={t('loadBoard.description')}
      header={tabs}
      search={false}
      tableName="load-board-bids"
      tableLabel={t('loadBoard.myBids.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ title: t('loadBoard.myBids.emptyTitle'), message: t('loadBoard.myBids.empty') }}
    >
      <ConfirmDialog
        opened={cancelling !== null}
        message={t('loadBoard.myBids.cancelConfirm', { number: cancelling?.loadNumber ?? '' })}
        onConfirm={async () => {
          if (cancelling) {
            try {
              toastSuccess(translateMessage(t, (await cancel.mutateAsync(cancelling.id)).message));
            } catch (error) {
              toastError(translateMessage(t, (error as Error).message));
            }
          }
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
    </ListPanel>
  );
};

const LoadBoard = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'loads';
  const tabs = (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.set('tab', value ?? 'loads');
          return next;
        })
      }
    >
      <Tabs.List>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`loadBoard.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
  if (tab === 'board') {
    return <AvailableLoads tabs={tabs} />;
  }
  if (tab === 'bids') {
    return <MyBids tabs={tabs} />;
  }
  return <MyLoads tabs={tabs} />;
};

export const LoadBoardPage = () => (
  <RequirePermission permission="roadMgt.view">
    <LoadBoard />
  </RequirePermission>
);
