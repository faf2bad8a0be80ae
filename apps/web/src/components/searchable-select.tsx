import { Anchor, MultiSelect, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SelectValue = string | number;

export type SelectOption<V extends SelectValue = string> = {
  value: V;
  label: string;
  disabled?: boolean;
};

type BaseProps<V extends SelectValue> = {
  options: ReadonlyArray<SelectOption<V>>;
  label?: string;
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  /** Offers '+ Create "{query}"' when the typed text matches no option. */
  onCreate?: (label: string) => void;
  /** Shows an 'Add more' link under the field. */
  onAddMore?: () => void;
};

type SingleProps<V extends SelectValue> = BaseProps<V> & {
  multiple?: false;
  value: V | null;
  onChange: (value: V | null) => void;
};

type MultipleProps<V extends SelectValue> = BaseProps<V> & {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
};

export type SearchableSelectProps<V extends SelectValue = string> = SingleProps<V> | MultipleProps<V>;

// Spec 01 §2.5: the dropdown is at most 200 px high.
export const SELECT_DROPDOWN_MAX_HEIGHT = 200;

// The create-new entry rides along as an extra option; this value cannot clash with real data.
const CREATE_VALUE = '\u0000create';
type CreateValue = typeof CREATE_VALUE;

const useCreateOption = <V extends SelectValue>(
  options: ReadonlyArray<SelectOption<V>>,
  search: string,
  onCreate: ((label: string) => void) | undefined,
) => {
  const { t } = useTranslation();
  const query = search.trim();
  const exists = options.some((option) => option.label.trim().toLowerCase() === query.toLowerCase());
  const data: Array<SelectOption<V | CreateValue>> =
    onCreate && query && !exists
      ? [...options, { value: CREATE_VALUE, label: t('select.create', { query }) }]
      : [...options];
  const submit = (value: V | CreateValue) => {
    if (value === CREATE_VALUE && onCreate && query) {
      onCreate(query);
    }
  };
  return { data, submit };
};

const AddMore = ({ onAddMore }: { onAddMore: () => void }) => {
  const { t } = useTranslation();
  return (
    <Anchor component="button" type="button" size="sm" onClick={onAddMore} style={{ alignSelf: 'flex-start' }}>
      {t('select.addMore')}
    </Anchor>
  );
};

// Only the field props reach Mantine; 'multiple' and 'onAddMore' are ours.
const fieldProps = <V extends SelectValue>(props: BaseProps<V>) => ({
  label: props.label,
  placeholder: props.placeholder,
  error: props.error,
  required: props.required,
  disabled: props.disabled,
  clearable: props.clearable,
});

const SingleSelect = <V extends SelectValue>(props: SingleProps<V>) => {
  const { options, value, onChange, onCreate } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const create = useCreateOption(options, search, onCreate);
  return (
    <Select<V | CreateValue>
      {...fieldProps(props)}
      data={create.data}
      value={value}
      // Mantine keeps the option's own value, so numeric options come back as numbers.
      onChange={(next) => {
        if (next !== CREATE_VALUE) {
          onChange(next);
        }
      }}
      onOptionSubmit={(next) => {
        create.submit(next);
        if (next === CREATE_VALUE) {
          setSearch('');
        }
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('messages.noResults')}
      maxDropdownHeight={SELECT_DROPDOWN_MAX_HEIGHT}
    />
  );
};

const MultipleSelect = <V extends SelectValue>(props: MultipleProps<V>) => {
  const { options, value, onChange, onCreate } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const create = useCreateOption(options, search, onCreate);
  return (
    <MultiSelect<V | CreateValue>
      {...fieldProps(props)}
      data={create.data}
      value={[...value]}
      onChange={(next) => {
        if (!next.includes(CREATE_VALUE)) {
          onChange(next.filter((item): item is V => item !== CREATE_VALUE));
        }
      }}
      onOptionSubmit={create.submit}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('messages.noResults')}
      maxDropdownHeight={SELECT_DROPDOWN_MAX_HEIGHT}
    />
  );
};

// One searchable select for single and multiple choice, with 'No results', create-new and
// 'Add more' (spec 01 §2.5, §5).
export const SearchableSelect = <V extends SelectValue = string>(props: SearchableSelectProps<V>) => {
  const { onAddMore } = props;
  const field = props.multiple ? <MultipleSelect {...props} /> : <SingleSelect {...props} />;
  if (!onAddMore) {
    return field;
  }
  return (
    <Stack gap={4}>
      {field}
      <AddMore onAddMore={onAddMore} />
    </Stack>
  );
};
