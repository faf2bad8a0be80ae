import {
  EQUIPMENT_KINDS,
  EQUIPMENT_SORTS,
  type EquipmentKind,
  type EquipmentSort,
  TABLE_PAGE_SIZE,
  type TEquipment,
} from '@lanehub/shared';
import { Alert, Button, Group, Menu, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, type SortOrder } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useEquipmentList } from '../api/list-equipment';
import { equipmentEditPath, equipmentNewPath, isEquipmentKind } from '../equipment-paths';
import { kindInMessage, kindLabel, kindPlural } from '../equipment-text';

const ALL = 'all';

const toSkip = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

const isSort = (value: string | null): value is EquipmentSort =>
  value !== null && (EQUIPMENT_SORTS as readonly string[]).includes(value);

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
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isEquipmentKind(kindParam) ? kindParam : null;
  const skip = toSkip(params.get('skip'));
  const sortParam = params.get('sort');
  const sort: EquipmentSort = isSort(sortParam) ? sortParam : 'number';
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const search = params.get('search') ?? '';

  const query = useEquipmentList({
    kind: kind ?? undefined,
    skip,
    limit: TABLE_PAGE_SIZE,
    sort,
    order,
    search: search || undefined,
  });

  const update = (patch: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '' || value === 0) {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      return next;
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
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('equipment.title')}</Title>
        {canWrite ? <NewButton kind={kind} /> : null}
      </Group>
      <SegmentedControl
        aria-label={t('equipment.kindFilter')}
        value={kind ?? ALL}
        onChange={(value) => update({ kind: value === ALL ? null : value, skip: null })}
        data={[
          { value: ALL, label: t('equipment.allKinds') },
          ...EQUIPMENT_KINDS.map((k) => ({ value: k, label: kindPlural(t, k) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={search}
          defaultValue={search}
          label={t('equipment.searchLabel')}
          placeholder={t('equipment.searchPlaceholder')}
          onSearch={(value) => update({ search: value, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('equipment.messages.fetchError', { type: kindInMessage(t, kind) }).trim()}
        >
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="equipment"
        label={t('equipment.tableLabel')}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={query.data?.skip ?? skip}
        limit={query.data?.limit ?? TABLE_PAGE_SIZE}
        sort={sort}
        order={order}
        loading={query.isFetching}
        onSortChange={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, skip: null })}
        onSkipChange={(nextSkip) => update({ skip: nextSkip })}
        onRowClick={canWrite ? (row) => navigate(equipmentEditPath(row.kind, row.id)) : undefined}
      />
    </Stack>
  );
};

export const EquipmentListPage = () => (
  <RequirePermission permission="asset.view">
    <EquipmentList />
  </RequirePermission>
);
