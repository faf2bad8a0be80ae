import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list searches by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search of a list, for a controlled `SearchBox`: it searches once typing pauses, and at once on
 * Enter or the Search button (spec 01 §2.5). A search that changes elsewhere (Back, Clear filters)
 * replaces what was typed.
 */
export const useListSearch = (value: string, onSearch: (search: string) => void) => {
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

  return { value: typed, onChange: setTyped, onSearch: send };
};
