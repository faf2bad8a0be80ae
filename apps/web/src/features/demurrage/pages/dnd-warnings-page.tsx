import {
  DND_DISPUTE_OUTCOMES,
  type TDndClockRow,
  type TDndDispute,
} from '@lanehub/shared/features/demurrage/demurrage.contract';
import { ActionIcon, Badge, Button, Group, Menu, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { downloadDisputePack, useDecideDispute, useDndClocks, useDndDisputes } from '../api/demurrage-api';
import { DisputeModal } from '../components/dispute-modal';
import { DND_TERMS_PATH } from '../dnd-paths';

const SORTS = ['freeTimeEndsAt'] as const;
const text = (value: string | number | null | undefined) => <Text size="sm">{value ?? ''}</Text>;
const when = (iso: string | null) => formatDate(iso, 'dateTime');

// /orders/demurrage: what will be charged if nothing moves (running clocks past or within 48 hours of
// their free time), every clock on demand, and the disputes of billed D&D charges.
const Warnings = () => {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: SORTS, defaultSort: 'freeTimeEndsAt' });
  const [view, setView] = useState<'warning' | 'all'>('warning');
  const query = useDndClocks({ skip: list.skip, limit: list.limit, search: list.search || undefined, view });
  const [disputing, setDisputing] = useState<TDndClockRow | null>(null);
  const clockLabel = (clock: string) => t(`demurrage.clocks.${clock}`);
  const columns: DataTableColumn<TDndClockRow>[] = [
    { key: 'container', label: t('demurrage.fields.container'), hideable: false, render: (r) => text(r.container) },
    { key: 'order', label: t('demurrage.fields.order'), render: (r) => text(r.orderNumber) },
    { key: 'clock', label: t('demurrage.fields.clock'), render: (r) => text(clockLabel(r.clock)) },
    { key: 'port', label: t('demurrage.fields.port'), render: (r) => text(r.portLocode) },
    {
      key: 'freeTimeEndsAt',
      label: t('demurrage.fields.freeTimeEnds'),
      render: (r) => text(r.freeTimeEndsAt ? when(r.freeTimeEndsAt) : t('demurrage.noTerms')),
    },
    { key: 'daysOver', label: t('demurrage.fields.daysOver'), render: (r) => text(r.daysOver) },
    {
      key: 'charge',
      label: t('demurrage.fields.accrued'),
      render: (r) => text(r.charge ? `${r.charge} ${r.currency}` : ''),
    },
    {
      key: 'state',
      label: t('demurrage.fields.state'),
      render: (r) => (
        <Badge color={r.running ? 'orange' : 'gray'} style={{ textTransform: 'none', minWidth: 'max-content' }}>
          {r.running ? t('demurrage.running') : t('demurrage.stopped')}
        </Badge>
      ),
    },
    ...(can('order.bill')
      ? [
          {
            key: 'dispute',
            label: t('demurrage.fields.actions'),
            hideable: false,
            render: (r: TDndClockRow) =>
              r.charge ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setDisputing(r)}
                  aria-label={t('demurrage.disputeOf', { container: r.container })}
                >
                  {t('demurrage.dispute')}
                </Button>
              ) : null,
          } satisfies DataTableColumn<TDndClockRow>,
        ]
      : []),
  ];
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('demurrage.warnings.title')}
      description={t('demurrage.warnings.description')}
      filters={
        <SegmentedControl
          aria-label={t('demurrage.warnings.view')}
          value={view}
          onChange={(value) => {
            setView(value as 'warning' | 'all');
            list.setSkip(0);
          }}
          data={[
            { value: 'warning', label: t('demurrage.warnings.viewWarning') },
            { value: 'all', label: t('demurrage.warnings.viewAll') },
          ]}
        />
      }
      search={{ label: t('demurrage.warnings.searchLabel'), placeholder: t('demurrage.warnings.searchLabel') }}
      tableName="dnd-clocks"
      tableLabel={t('demurrage.warnings.title')}
      columns={columns}
      rowKey={(row) => `${row.orderId}-${row.container}-${row.clock}`}
      empty={{
        message: t('demurrage.warnings.empty'),
        action: (
          <Button component={Link} to={DND_TERMS_PATH} variant="light">
            {t('demurrage.terms.title')}
          </Button>
        ),
      }}
    >
      {disputing ? <DisputeModal clock={disputing} onClose={() => setDisputing(null)} /> : null}
    </ListPanel>
  );
};

const Disputes = () => {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: ['createdAt'] as const, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const query = useDndDisputes({ skip: list.skip, limit: list.limit });
  const decide = useDecideDispute();
  const act = async (id: string, action: 'accept' | 'deny') => {
    try {
      const reply = await decide.mutateAsync({ id, action });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  const pdf = async (dispute: TDndDispute) => {
    try {
      await downloadDisputePack(dispute);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  // The order goes under its container (one column less): with the spec's long outcome words the table
  // must fit a 1280 px wide screen.
  const columns: DataTableColumn<TDndDispute>[] = [
    {
      key: 'container',
      label: t('demurrage.fields.container'),
      hideable: false,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.container}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {r.orderNumber}
          </Text>
        </Stack>
      ),
    },
    { key: 'clock', label: t('demurrage.fields.clock'), render: (r) => text(t(`demurrage.clocks.${r.clock}`)) },
    {
      key: 'billed',
      label: t('demurrage.fields.billed'),
      render: (r) => text(`${r.billedAmount} ${r.billedCurrency}`),
    },
    {
      key: 'computed',
      label: t('demurrage.fields.computed'),
      render: (r) => text(`${r.computedAmount} ${r.computedCurrency}`),
    },
    { key: 'difference', label: t('demurrage.fields.difference'), render: (r) => text(r.difference) },
    {
      key: 'outcome',
      label: t('demurrage.fields.outcome'),
      render: (r) => (
        <Badge
          color={r.status === 'review' ? 'yellow' : r.status === 'accepted' ? 'teal' : 'red'}
          style={{ textTransform: 'none', minWidth: 'max-content' }}
        >
          {DND_DISPUTE_OUTCOMES[r.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      label: t('demurrage.fields.actions'),
      hideable: false,
      // One icon and one menu: the two decisions as buttons would not fit either.
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('demurrage.pack')}>
            <ActionIcon
              variant="default"
              onClick={() => pdf(r)}
              aria-label={t('demurrage.packOf', { container: r.container })}
            >
              <IconDownload size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {r.status === 'review' && can('order.bill') ? (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <Button
                  size="xs"
                  variant="light"
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  aria-label={t('demurrage.decideOf', { container: r.container })}
                >
                  {t('demurrage.decide')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item color="teal" onClick={() => act(r.id, 'accept')}>
                  {DND_DISPUTE_OUTCOMES.accepted}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => act(r.id, 'deny')}>
                  {DND_DISPUTE_OUTCOMES.denied}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('demurrage.disputes.title')}
      titleOrder={2}
      description={t('demurrage.disputes.description')}
      search={false}
      tableName="dnd-disputes"
      tableLabel={t('demurrage.disputes.title')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ message: t('demurrage.disputes.empty') }}
    />
  );
};

export const DndWarningsPage = () => (
  <RequirePermission permission="order.view">
    <Stack gap="xl">
      <Warnings />
      <Disputes />
    </Stack>
  </RequirePermission>
);
