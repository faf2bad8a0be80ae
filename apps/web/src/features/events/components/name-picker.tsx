import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventLogScope, type NameOption, type NameSource, useEventNames } from '../api/events';

// A change-log filter that names a user, a record or a company: the user types a name, the server
// searches, and the filter receives the chosen row's id. The chosen name is kept, so it still shows
// when a later search no longer lists it.

export type NamePickerProps = {
  scope: EventLogScope;
  source: NameSource;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  aggregateType?: string | undefined;
  companyId?: string | undefined;
};

export const NamePicker = ({ scope, source, label, value, onChange, aggregateType, companyId }: NamePickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<NameOption | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  // While the box shows the chosen name, the list is the unsearched one.
  const query = chosen && search === chosen.label ? '' : debounced.trim();
  const names = useEventNames(scope, source, query, { aggregateType, companyId });
  const data = [...(names.data ?? [])];
  if (value && chosen?.value === value && !data.some((option) => option.value === value)) {
    data.unshift(chosen);
  }
  return (
    <Select
      label={label}
      placeholder={t('events.filters.typeToSearch')}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; the picker shows its answer as is.
      filter={({ options }) => options}
      nothingFoundMessage={names.isFetching ? '…' : t('messages.noResults')}
      w={240}
    />
  );
};
