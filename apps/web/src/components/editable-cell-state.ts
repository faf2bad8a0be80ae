import { MSG } from '@lanehub/shared/constants/messages';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toastError } from './toast';

export type CellCommit<T> = (value: T) => void | Promise<void>;

/** Every edit cell is required (spec 01 §2.5): empty text, null and NaN do not commit. */
export const isEmptyCellValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

type CommitOptions = {
  /** Give the focus back to the cell (keyboard commits), not on a blur the user caused elsewhere. */
  refocus?: boolean;
  /** Close the editor even when the value is empty; the error then shows under the cell. */
  closeOnError?: boolean;
};

/**
 * The edit cycle of one cell: `start` opens the editor with a draft of the value, `commit` checks the
 * required rule and hands a changed value to `onCommit`, `cancel` drops the draft.
 */
export const useCellEditor = <T>({
  value,
  onCommit,
  disabled = false,
}: {
  value: T | null;
  onCommit: CellCommit<T>;
  disabled?: boolean | undefined;
}) => {
  const [editing, setEditing] = useState(false);
  const [draft, setDraftState] = useState<T | null>(value);
  // The English rule message; it is translated where it is shown.
  const [error, setError] = useState<string | undefined>(undefined);
  // Refs, not state: Enter, blur and option picks can all arrive within one event, and only the
  // first may close the editor.
  const draftRef = useRef<T | null>(value);
  const open = useRef(false);
  const refocus = useRef(false);
  const displayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      displayRef.current?.focus();
    }
  }, [editing]);

  const setDraft = (next: T | null) => {
    draftRef.current = next;
    setDraftState(next);
  };

  const close = (withFocus: boolean) => {
    open.current = false;
    refocus.current = withFocus;
    setEditing(false);
  };

  const start = () => {
    if (disabled || open.current) {
      return;
    }
    open.current = true;
    setDraft(value);
    setError(undefined);
    setEditing(true);
  };

  const cancel = (withFocus = true) => {
    if (!open.current) {
      return;
    }
    setError(undefined);
    close(withFocus);
  };

  const commit = (proposed: T | null = draftRef.current, options: CommitOptions = {}) => {
    if (!open.current) {
      return;
    }
    // Text is kept without its surrounding spaces, as the shared string rules do.
    const next = (typeof proposed === 'string' ? proposed.trim() : proposed) as T | null;
    if (isEmptyCellValue(next)) {
      setError(MSG.required);
      if (options.closeOnError) {
        close(options.refocus ?? false);
      }
      return;
    }
    setError(undefined);
    close(options.refocus ?? false);
    if (next !== null && !Object.is(next, value)) {
      Promise.resolve(onCommit(next)).catch((failure: unknown) => {
        toastError(failure instanceof Error ? failure.message : String(failure));
      });
    }
  };

  /** Enter commits, Escape cancels; an open Mantine dropdown takes the first Escape for itself. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (event.target instanceof HTMLElement && event.target.hasAttribute('data-mantine-stop-propagation')) {
        return;
      }
      event.preventDefault();
      cancel();
      return;
    }
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      commit(undefined, { refocus: true });
    }
  };

  /** Leaving the editor commits; moving between its own parts does not. */
  const onBlur = (event: FocusEvent<HTMLElement>, paused = false) => {
    const next = event.relatedTarget;
    if (paused || (next instanceof Node && event.currentTarget.contains(next))) {
      return;
    }
    commit();
  };

  return { editing, draft, setDraft, error, start, cancel, commit, onKeyDown, onBlur, displayRef };
};

export type CellEditor<T> = ReturnType<typeof useCellEditor<T>>;
