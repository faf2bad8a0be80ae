import {
  EVENT_AGGREGATE_TYPES,
  type TDomainEvent,
  type TEventAggregateType,
} from '@lanehub/shared/features/events/events.contract';
import { Alert, Button, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { toastError } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { downloadEventLog, type EventLogFilters, type EventLogScope, useEventLog } from '../api/events';
import { NamePicker } from './name-picker';

const PAGE_SIZE = 25;

const changesOf = (event: TDomainEvent) => {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return fields.map((field) => ({
    field,
    before: event.before && field in event.before ? JSON.stringify(event.before[field]) : null,
    after: event.after && field in event.after ? JSON.stringify(event.after[field]) : null,
  }));
};

const isAggregate = (value: string | null): value is TEventAggregateType =>
  value !== null && (EVENT_AGGREGATE_TYPES as readonly string[]).includes(value);

/**
 * The change log as a table: record type, event type, user, dates (and company on the admin screen)
 * filter it; Previous/Next walk the server's cursors; Export CSV / Excel save what the filters select.
 */
export const EventLog = ({ scope, title }: { scope: EventLogScope; title: string }) => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<EventLogFilters>({});
  // The cursors of the pages walked so far: cursors[i] reads page i (null: the first page).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const page = cursors.length - 1;
  const query = useEventLog(scope, filters, cursors[page] ?? null, PAGE_SIZE);
  const rows = query.data?.rows ?? [];
  const nextCursor = query.data?.nextCursor ?? null;
  // Nothing recorded for these filters: one line says so, no empty table and nothing to export.
  const isEmpty = !query.isLoading && !query.isError && rows.length === 0 && page === 0;

  const change = (patch: EventLogFilters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setCursors([null]);
  };

  const onSkipChange = (skip: number) => {
    if (skip > page * PAGE_SIZE && nextCursor) {
      setCursors((list) => [...list, nextCursor]);
    } else if (skip < page * PAGE_SIZE) {
      setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list));
    }
  };

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadEventLog(scope, filters, format);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setExporting(null);
    }
  };

  const columns: DataTableColumn<TDomainEvent>[] = [
    {
      key: 'occurredAt',
      label: t('events.fields.time'),
      hideable: false,
      render: (row) => new Date(row.occurredAt).toLocaleString(),
    },
    ...(scope === 'admin'
      ? [{ key: 'company', label: t('events.fields.company'), render: (row: TDomainEvent) => row.companyName ?? '' }]
      : []),
    {
      key: 'aggregateType',
      label: t('events.fields.recordType'),
      render: (row) => t(`events.aggregates.${row.aggregateType}`, { defaultValue: row.aggregateType }),
    },
    {
      key: 'aggregateId',
      label: t('events.fields.recordId'),
      defaultHidden: true,
      render: (row) => <Code>{row.aggregateId}</Code>,
    },
    { key: 'type', label: t('events.fields.event'), render: (row) => <Code>{row.type}</Code> },
    { key: 'actor', label: t('events.fields.by'), render: (row) => row.actorEmail ?? t('events.platform') },
    {
      key: 'changes',
      label: t('events.fields.changes'),
      hideable: false,
      render: (row) => (
        <Stack gap={2}>
          {changesOf(row).map((c) => (
            <Text key={c.field} size="xs">
              <b>{c.field}</b>: {c.before ?? '—'} → {c.after ?? '—'}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];

  const text = (value: string) => value.trim() || undefined;

  return (
    <Stack>
      <PageHeader
        title={title}
        description={scope === 'admin' ? t('pages.admin.dataEvents') : t('pages.changeLog')}
        actions={
          <>
            <Button variant="light" loading={exporting === 'csv'} disabled={isEmpty} onClick={() => exportAs('csv')}>
              {t('events.exportCsv')}
            </Button>
            <Button variant="light" loading={exporting === 'xlsx'} disabled={isEmpty} onClick={() => exportAs('xlsx')}>
              {t('events.exportExcel')}
            </Button>
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('events.filters.recordType')}
          placeholder={t('events.filters.all')}
          clearable
          data={EVENT_AGGREGATE_TYPES.map((value) => ({ value, label: t(`events.aggregates.${value}`) }))}
          value={filters.aggregateType ?? null}
          onChange={(value) => change({ aggregateType: isAggregate(value) ? value : undefined })}
        />
        <TextInput
          label={t('events.filters.eventType')}
          placeholder="account."
          onChange={(e) => change({ type: text(e.currentTarget.value.toLowerCase()) })}
        />
        <NamePicker
          scope={scope}
          source="records"
          label={t('events.filters.recordId')}
          aggregateType={filters.aggregateType}
          companyId={filters.companyId}
          value={filters.aggregateId ?? null}
          onChange={(value) => change({ aggregateId: value ?? undefined })}
        />
        <NamePicker
          scope={scope}
          source="actors"
          label={t('events.filters.actor')}
          value={filters.actor ?? null}
          onChange={(value) => change({ actor: value ?? undefined })}
        />
        {scope === 'admin' ? (
          <NamePicker
            scope={scope}
            source="companies"
            label={t('events.filters.companyId')}
            value={filters.companyId ?? null}
            onChange={(value) => change({ companyId: value ?? undefined })}
          />
        ) : null}
        <TextInput
          type="date"
          label={t('events.filters.from')}
          onChange={(e) => change({ from: text(e.currentTarget.value) })}
        />
        <TextInput
          type="date"
          label={t('events.filters.to')}
          onChange={(e) => change({ to: text(e.currentTarget.value) })}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {isEmpty ? <Text c="dimmed">{t('events.empty')}</Text> : null}
      {isEmpty || query.isError ? null : (
        <DataTable
          tableName={`events-${scope}`}
          caption={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          // Cursor pages: the table counts what was walked, and one more page while a next one exists.
          total={nextCursor ? (page + 1) * PAGE_SIZE + 1 : page * PAGE_SIZE + rows.length}
          totalExact={!nextCursor}
          skip={page * PAGE_SIZE}
          limit={PAGE_SIZE}
          loading={query.isFetching}
          onSkipChange={onSkipChange}
        />
      )}
    </Stack>
  );
};
