import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing must pause before the list searches by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

export type ListSearchProps = {
  /** The search the list shows (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  label?: string | undefined;
  placeholder?: string | undefined;
};

// The search of a list: it searches once typing pauses, and at once on Enter or the Search button
// (spec 01 §2.5). A search that changes elsewhere (Back, Clear filters) replaces what was typed.
export const ListSearch = ({ value, onSearch, label, placeholder }: ListSearchProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // What this field last searched: its own search coming back in `value` must not overwrite what was
  // typed since; any other change of `value` (Back, Clear filters) replaces it.
  const [sent, setSent] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== sent) {
      setTyped(value);
      setSent(value);
    }
  }
  const send = (text: string) => {
    setSent(text);
    onSearch(text);
  };

  // The latest callback, so that a parent's re-render does not restart the pause.
  const search = useRef(send);
  useEffect(() => {
    search.current = send;
  });
  useEffect(() => {
    if (typed.trim() === value) {
      return undefined;
    }
    const timer = setTimeout(() => search.current(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(typed.trim());
  };

  return (
    <form onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label ?? t('searchBox.label')}
          placeholder={placeholder ?? t('searchBox.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t('searchBox.search')}</Button>
      </Group>
    </form>
  );
};
