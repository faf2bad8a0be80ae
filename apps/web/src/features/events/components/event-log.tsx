import {
  EVENT_AGGREGATE_TYPES,
  type TDomainEvent,
  type TEventAggregateType,
} from '@lanehub/shared/features/events/events.contract';
import { Button, Code, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListSearch } from '../../../components/list/use-list-search';
import { useListState } from '../../../components/list/use-list-state';
import { toastError } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { downloadEventLog, type EventLogFilters, type EventLogScope, useEventLog } from '../api/events';
import { NamePicker } from './name-picker';

const PAGE_SIZE = 25;

/** The filters kept in the URL (Back, a reload and a shared link keep them). */
const COMPANY_FILTERS = ['aggregateType', 'type', 'aggregateId', 'actor', 'from', 'to'] as const;
const ADMIN_FILTERS = [...COMPANY_FILTERS, 'companyId'] as const;
const EVENT_TYPE = /^[a-z.-]*$/;

const changesOf = (event: TDomainEvent) => {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return fields.map((field) => ({
    field,
    before: event.before && field in event.before ? JSON.stringify(event.before[field]) : null,
    after: event.after && field in event.after ? JSON.stringify(event.after[field]) : null,
  }));
};

const isAggregate = (value: string | undefined): value is TEventAggregateType =>
  value !== undefined && (EVENT_AGGREGATE_TYPES as readonly string[]).includes(value);

/** The event type filter ('account.' or 'account.updated'): it filters once typing pauses, like a search. */
const EventTypeFilter = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  const field = useListSearch(value, onChange);
  return (
    <TextInput
      label={t('events.filters.eventType')}
      placeholder="account."
      value={field.value}
      onChange={(e) => field.onChange(e.currentTarget.value.toLowerCase())}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          field.onSearch(field.value.trim());
        }
      }}
      error={EVENT_TYPE.test(field.value.trim()) ? undefined : t('events.filters.eventTypeHint')}
    />
  );
};

/**
 * The change log on the list kit: record type, event type, record, user, dates (and company on the
 * admin screen) filter it, all in the URL; Previous/Next walk the server's keyset cursors (the kit's
 * `paging: 'cursor'`); Export CSV / Excel save what the filters select.
 */
export const EventLog = ({ scope, title }: { scope: EventLogScope; title: string }) => {
  const { t } = useTranslation();
  const list = useListState({
    sorts: ['occurredAt'] as const,
    defaultOrder: 'desc',
    filters: scope === 'admin' ? ADMIN_FILTERS : COMPANY_FILTERS,
    pageSize: PAGE_SIZE,
    paging: 'cursor',
  });
  const { aggregateType, type, aggregateId, actor, from, to, companyId } = list.filters;
  const filters: EventLogFilters = {
    aggregateType: isAggregate(aggregateType) ? aggregateType : undefined,
    // A malformed type in the URL is left out rather than refused by the server.
    type: type && EVENT_TYPE.test(type) ? type : undefined,
    aggregateId,
    actor,
    from,
    to,
    ...(scope === 'admin' ? { companyId } : {}),
  };
  const query = useEventLog(scope, filters, list.cursor ?? null, PAGE_SIZE);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  // Nothing recorded for these filters: nothing to export.
  const isEmpty = query.data !== undefined && query.data.rows.length === 0 && list.skip === 0;

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
      render: (row) => formatDate(row.occurredAt, 'dateTime'),
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

  // The next step of an empty log: the records whose changes it shows, on a screen this user opens.
  const nextStep =
    scope === 'admin' ? (
      <Button component={Link} to="/admin/company-management" variant="light" size="xs">
        {t('events.emptyAdminAction')}
      </Button>
    ) : (
      <Button component={Link} to="/settings/users" variant="light" size="xs">
        {t('events.emptyCompanyAction')}
      </Button>
    );

  return (
    <ListPanel
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      tableName={`events-${scope}`}
      tableLabel={title}
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
      search={false}
      filters={
        <>
          <Select
            label={t('events.filters.recordType')}
            placeholder={t('events.filters.all')}
            clearable
            data={EVENT_AGGREGATE_TYPES.map((value) => ({ value, label: t(`events.aggregates.${value}`) }))}
            value={filters.aggregateType ?? null}
            // Another record type: a record of the type before no longer applies.
            onChange={(value) => list.setFilters({ aggregateType: value, aggregateId: null })}
          />
          <EventTypeFilter value={type ?? ''} onChange={(value) => list.setFilters({ type: value })} />
          <NamePicker
            scope={scope}
            source="records"
            label={t('events.filters.recordId')}
            aggregateType={filters.aggregateType}
            companyId={filters.companyId}
            value={aggregateId ?? null}
            onChange={(value) => list.setFilters({ aggregateId: value })}
          />
          <NamePicker
            scope={scope}
            source="actors"
            label={t('events.filters.actor')}
            value={actor ?? null}
            onChange={(value) => list.setFilters({ actor: value })}
          />
          {scope === 'admin' ? (
            <NamePicker
              scope={scope}
              source="companies"
              label={t('events.filters.companyId')}
              value={companyId ?? null}
              onChange={(value) => list.setFilters({ companyId: value })}
            />
          ) : null}
          <TextInput
            type="date"
            label={t('events.filters.from')}
            value={from ?? ''}
            onChange={(e) => list.setFilters({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('events.filters.to')}
            value={to ?? ''}
            onChange={(e) => list.setFilters({ to: e.currentTarget.value })}
          />
        </>
      }
      empty={{ title: t('events.emptyTitle'), message: t('events.empty'), action: nextStep }}
    />
  );
};
