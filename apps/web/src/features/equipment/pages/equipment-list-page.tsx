import {
  EQUIPMENT_KINDS,
  EQUIPMENT_SORTS,
  type EquipmentKind,
  type TEquipment,
} from '@lanehub/shared/features/equipment/equipment.contract';
import { Button, Menu, SegmentedControl, Text } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { formatDate } from '../../../lib/format';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useEquipmentList } from '../api/list-equipment';
import { equipmentEditPath, equipmentNewPath, isEquipmentKind } from '../equipment-paths';
import { kindInMessage, kindLabel, kindPlural } from '../equipment-text';

const ALL = 'all';

const NewButton = ({ kind }: { kind: EquipmentKind | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (kind) {
    return (
      <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(equipmentNewPath(kind))}>
        {t('equipment.newKind', { kind: kindLabel(t, kind) })}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          {t('equipment.new')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EQUIPMENT_KINDS.map((k) => (
          <Menu.Item key={k} onClick={() => navigate(equipmentNewPath(k))}>
            {kindLabel(t, k)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

// /company/assets/equipment: every unit, or one kind (?kind=container), with search, sorting and server
// paging in the URL so that Back and a shared link keep them.
const EquipmentList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan()('asset.edit');
  const list = useListState({ sorts: EQUIPMENT_SORTS, defaultSort: 'number', filters: ['kind'] });
  const kindParam = list.filters.kind ?? null;
  const kind = isEquipmentKind(kindParam) ? kindParam : null;
  const query = useEquipmentList({
    kind: kind ?? undefined,
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
  });

  const text = (value: string | null | undefined) => (
    <Text size="sm" lineClamp={2}>
      {value ?? ''}
    </Text>
  );
  const columns: DataTableColumn<TEquipment>[] = [
    {
      key: 'number',
      label: t('equipment.fields.number'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.number}
        </Text>
      ),
    },
    {
      key: 'kind',
      label: t('equipment.fields.kind'),
      sortable: true,
      // The kind tabs already say it; shown by default only on the 'All' tab.
      defaultHidden: kind !== null,
      render: (row) => text(kindLabel(t, row.kind)),
    },
    {
      key: 'equipmentType',
      label: t('equipment.fields.equipmentType'),
      sortable: true,
      render: (row) => text(row.equipmentType ? `${row.equipmentType.code} · ${row.equipmentType.alias}` : ''),
    },
    {
      key: 'status',
      label: t('equipment.fields.status'),
      sortable: true,
      render: (row) => text(t(`equipment.statuses.${row.status}`)),
    },
    {
      key: 'ownership',
      label: t('equipment.fields.ownership'),
      sortable: true,
      render: (row) => text(row.ownership ? t(`equipment.ownerships.${row.ownership}`) : ''),
    },
    {
      key: 'location',
      label: t('equipment.fields.location'),
      sortable: true,
      render: (row) => text(row.location?.name),
    },
    {
      key: 'licensePlate',
      label: t('equipment.fields.licensePlate'),
      sortable: true,
      defaultHidden: kind !== null && kind !== 'tractor' && kind !== 'trailer',
      render: (row) => text(row.licensePlate),
    },
    {
      key: 'notes',
      label: t('equipment.fields.notes'),
      defaultHidden: true,
      render: (row) => text(row.notes),
    },
    {
      key: 'createdAt',
      label: t('equipment.fields.createdAt'),
      sortable: true,
      defaultHidden: true,
      render: (row) => text(formatDate(row.createdAt)),
    },
    {
      key: 'updatedAt',
      label: t('equipment.fields.updatedAt'),
      sortable: true,
      render: (row) => text(formatDate(row.updatedAt)),
    },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('equipment.title')}
      description={t('pages.equipment')}
      actions={canWrite ? <NewButton kind={kind} /> : null}
      header={
        <SegmentedControl
          aria-label={t('equipment.kindFilter')}
          value={kind ?? ALL}
          onChange={(value) => list.setFilters({ kind: value === ALL ? null : value })}
          data={[
            { value: ALL, label: t('equipment.allKinds') },
            ...EQUIPMENT_KINDS.map((k) => ({ value: k, label: kindPlural(t, k) })),
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      }
      search={{ label: t('equipment.searchLabel'), placeholder: t('equipment.searchPlaceholder') }}
      errorTitle={t('equipment.messages.fetchError', { type: kindInMessage(t, kind) }).trim()}
      tableName="equipment"
      tableLabel={t('equipment.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={canWrite ? (row) => navigate(equipmentEditPath(row.kind, row.id)) : undefined}
    />
  );
};

export const EquipmentListPage = () => (
  <RequirePermission permission="asset.view">
    <EquipmentList />
  </RequirePermission>
);
