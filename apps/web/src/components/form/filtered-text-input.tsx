import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, Ref } from 'react';

export type FilteredTextInputProps = Omit<TextInputProps, 'pattern'> & {
  /**
   * A RegExp gives the characters allowed, one at a time (e.g. /[0-9]/); anything else typed or
   * pasted is dropped. A string stays the native HTML attribute (react-hook-form's register may set it).
   */
  pattern?: RegExp | string | undefined;
  ref?: Ref<HTMLInputElement>;
};

// A global or sticky RegExp keeps `lastIndex` between calls, which would skip characters.
const singleUse = (pattern: RegExp): RegExp =>
  pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern;

/** Keeps the characters of `text` that the pattern allows. */
export const filterByPattern = (text: string, pattern: RegExp): string => {
  const test = singleUse(pattern);
  return Array.from(text)
    .filter((char) => test.test(char))
    .join('');
};

// The text input of spec 01 §5 that can filter keystrokes by a pattern. It filters on change, so
// typing, pasting and dropping are all covered, and keeps the caret where the user was.
export const FilteredTextInput = ({ pattern, onChange, ...props }: FilteredTextInputProps) => {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (pattern instanceof RegExp) {
      const input = event.currentTarget;
      const raw = input.value;
      const filtered = filterByPattern(raw, pattern);
      if (filtered !== raw) {
        const caret = filterByPattern(raw.slice(0, input.selectionStart ?? raw.length), pattern).length;
        input.value = filtered;
        input.setSelectionRange(caret, caret);
      }
    }
    onChange?.(event);
  };
  const nativePattern = typeof pattern === 'string' ? pattern : undefined;
  return <TextInput {...props} pattern={nativePattern} onChange={handleChange} />;
};
