import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { resourceByName } from '@lanehub/shared/resources/registry';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useResourceList } from './api/use-resource-list';
import { useResourceRecord } from './api/use-resource-record';

// A reference field's picker: searchable, fed by the target resource's own list (searched on the
// server, 20 at a time), so it works for lists of any length. The chosen record's label is read by id,
// so a value outside the current page still shows its name.

export const PICKER_PAGE = 20;

const targetOf = (name: string): AnyResource => {
  const target = resourceByName(name);
  if (!target) {
    throw new Error(`Reference to the unknown resource '${name}'`);
  }
  return target as unknown as AnyResource;
};

const labelOf = (row: Record<string, unknown> | undefined, display: string) =>
  row ? String(row[display] ?? row.id) : '';

export type ReferencePickerProps = {
  target: string;
  display: string;
  label: string;
  name: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string | undefined;
};

export const ReferencePicker = ({ target, display, value, onChange, ...common }: ReferencePickerProps) => {
  const resource = targetOf(target);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useResourceList(resource, {
    skip: 0,
    limit: PICKER_PAGE,
    sort: (resource.sortable as readonly string[]).includes(display) ? display : undefined,
    order: 'asc',
    search: debounced || undefined,
  });
  const chosen = useResourceRecord(resource, value ?? '');
  const rows = list.data?.rows ?? [];
  const data = rows.map((row) => ({ value: row.id, label: labelOf(row, display) }));
  if (value && !data.some((d) => d.value === value) && chosen.data) {
    data.unshift({ value, label: labelOf(chosen.data, display) });
  }
  return (
    <Select
      {...common}
      data={data}
      value={value}
      onChange={(next) => onChange(next)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; the picker shows its answer as is.
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? '…' : undefined}
    />
  );
};

/** A reference value shown by the target record's display field. */
export const ReferenceValue = ({ target, display, id }: { target: string; display: string; id: string }) => {
  const record = useResourceRecord(targetOf(target), id);
  return <>{record.data ? labelOf(record.data, display) : ''}</>;
};
