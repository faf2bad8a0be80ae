import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchBoxProps = {
  onSearch: (query: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Accessible name of the text field; 'Search' by default. */
  label?: string;
};

// A text field with a Search button (spec 01 §2.5); a form, so Enter submits like the button.
export const SearchBox = ({ onSearch, defaultValue = '', placeholder, label }: SearchBoxProps) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState(defaultValue);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  return (
    <form onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label ?? t('searchBox.label')}
          placeholder={placeholder ?? t('searchBox.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('searchBox.search')}</Button>
      </Group>
    </form>
  );
};
