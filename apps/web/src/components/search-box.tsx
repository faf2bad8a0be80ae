import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchBoxProps = {
  /** Enter or the Search button: the text typed, trimmed. */
  onSearch: (query: string) => void;
  /** Where the field starts when it keeps its own text. */
  defaultValue?: string;
  /** The text shown, for a field whose owner keeps the text (with `onChange`); omit to let the field keep it. */
  value?: string;
  onChange?: (text: string) => void;
  placeholder?: string | undefined;
  /** Accessible name of the text field; 'Search' by default. */
  label?: string | undefined;
};

// A text field with a Search button (spec 01 §2.5); a form, so Enter submits like the button. It keeps
// its own text, or shows its owner's (`value` + `onChange`: the list kit searches as typing pauses).
export const SearchBox = ({ onSearch, defaultValue = '', value, onChange, placeholder, label }: SearchBoxProps) => {
  const { t } = useTranslation();
  const [own, setOwn] = useState(defaultValue);
  const query = value ?? own;

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
          onChange={(event) => {
            const text = event.currentTarget.value;
            setOwn(text);
            onChange?.(text);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('searchBox.search')}</Button>
      </Group>
    </form>
  );
};
