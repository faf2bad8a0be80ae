import type { TDndTerms } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useDeleteTerms, useDndTerms } from '../api/demurrage-api';
import { TermsModal } from '../components/terms-modal';

const text = (value: string | number | null | undefined) => <Text size="sm">{value ?? ''}</Text>;

// /orders/free-time: the company's free-time terms per clock, carrier and port, with per-day tiers.
const Terms = () => {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: ['updatedAt'] as const, defaultSort: 'updatedAt', defaultOrder: 'desc' });
  const query = useDndTerms({ skip: list.skip, limit: list.limit, search: list.search || undefined });
  const remove = useDeleteTerms();
  const [editing, setEditing] = useState<TDndTerms | 'new' | null>(null);
  const tierText = (row: TDndTerms) =>
    row.tiers
      .map((tier) =>
        tier.toDay === null
          ? t('demurrage.terms.tierOpen', { from: tier.fromDay, rate: `${tier.rate} ${row.currency}` })
          : t('demurrage.terms.tierRange', {
              from: tier.fromDay,
              to: tier.toDay,
              rate: `${tier.rate} ${row.currency}`,
            }),
      )
      .join('; ');
  const columns: DataTableColumn<TDndTerms>[] = [
    { key: 'name', label: t('demurrage.fields.name'), hideable: false, render: (r) => text(r.name) },
    { key: 'clock', label: t('demurrage.fields.clock'), render: (r) => text(t(`demurrage.clocks.${r.clock}`)) },
    {
      key: 'carrier',
      label: t('demurrage.fields.carrier'),
      render: (r) => text(r.carrierName ?? t('demurrage.terms.everyCarrier')),
    },
    {
      key: 'port',
      label: t('demurrage.fields.port'),
      render: (r) => text(r.portLocode ?? t('demurrage.terms.everyPort')),
    },
    { key: 'contract', label: t('demurrage.fields.contractReference'), render: (r) => text(r.contractReference) },
    { key: 'freeDays', label: t('demurrage.fields.freeDays'), render: (r) => text(r.freeDays) },
    { key: 'tiers', label: t('demurrage.fields.tiers'), render: (r) => text(tierText(r)) },
  ];
  const writer = can('order.bill');
  const newButton = writer ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('demurrage.terms.new')}
    </Button>
  ) : null;
  return (
    <ListPanel
      list={list}
      query={query}
      title={t('demurrage.terms.title')}
      description={t('demurrage.terms.description')}
      actions={newButton}
      search={{ label: t('demurrage.terms.searchLabel'), placeholder: t('demurrage.terms.searchLabel') }}
      tableName="dnd-terms"
      tableLabel={t('demurrage.terms.title')}
      columns={columns}
      rowKey={(row) => row.id}
      rowActions={
        writer
          ? {
              label: t('demurrage.fields.actions'),
              edit: {
                label: (row) => t('demurrage.terms.editOf', { name: row.name }),
                onEdit: (row) => setEditing(row),
              },
              remove: {
                label: (row) => t('demurrage.terms.deleteOf', { name: row.name }),
                run: async (row) => (await remove.mutateAsync(row.id)).meta.message,
              },
            }
          : undefined
      }
      empty={{ message: t('demurrage.terms.empty'), ...(newButton ? { action: newButton } : {}) }}
    >
      {editing ? <TermsModal terms={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ListPanel>
  );
};

export const DndTermsPage = () => (
  <RequirePermission permission="order.view">
    <Terms />
  </RequirePermission>
);
