import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchableSelect, type SelectOption, type SelectValue } from './searchable-select';

export type FilterValues = Record<string, SelectValue>;

export type FilterField = {
  name: string;
  /** Shown as given; the default fields use their translated names. */
  label: string;
  /** A searchable select when given, a text field otherwise. */
  options?: ReadonlyArray<SelectOption<SelectValue>>;
};

export type FilterFormProps = {
  onFilter: (values: FilterValues) => void;
  /** Location and steamship line when not given (spec 01 §2.5). */
  fields?: readonly FilterField[];
  defaultValues?: FilterValues;
};

type FormValues = Record<string, SelectValue | null>;

const emptyValues = (fields: readonly FilterField[]): FormValues =>
  Object.fromEntries(fields.map((field) => [field.name, null]));

// Only filled fields are sent, so an untouched field never narrows the list.
const filledValues = (values: FormValues): FilterValues => {
  const filled: FilterValues = {};
  for (const [name, value] of Object.entries(values)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== null && kept !== '') {
      filled[name] = kept;
    }
  }
  return filled;
};

export const FilterForm = ({ onFilter, fields, defaultValues = {} }: FilterFormProps) => {
  const { t } = useTranslation();
  const shown: readonly FilterField[] = fields ?? [
    { name: 'location', label: t('filterForm.location') },
    { name: 'steamshipLine', label: t('filterForm.steamshipLine') },
  ];
  const form = useForm<FormValues>({ defaultValues: { ...emptyValues(shown), ...defaultValues } });

  const reset = () => {
    form.reset(emptyValues(shown));
    onFilter({});
  };

  return (
    <form onSubmit={form.handleSubmit((values) => onFilter(filledValues(values)))} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(shown.length, 4) }}>
        {shown.map((field) => (
          <Controller
            key={field.name}
            name={field.name}
            control={form.control}
            render={({ field: input }) =>
              field.options ? (
                <SearchableSelect
                  label={field.label}
                  options={field.options}
                  value={input.value ?? null}
                  onChange={input.onChange}
                  clearable
                />
              ) : (
                <TextInput
                  label={field.label}
                  name={input.name}
                  ref={input.ref}
                  value={input.value ?? ''}
                  onChange={(event) => input.onChange(event.currentTarget.value)}
                  onBlur={input.onBlur}
                />
              )
            }
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button type="button" variant="default" onClick={reset}>
          {t('filterForm.reset')}
        </Button>
        <Button type="submit">{t('filterForm.filter')}</Button>
      </Group>
    </form>
  );
};
