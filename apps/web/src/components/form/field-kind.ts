import { isDateFieldName, isTimeFieldName } from '@lanehub/shared/validation/validators';

export type FieldKind = 'date' | 'time' | 'text';

/**
 * Which input a free field gets, from its name (spec 01 §5): names ending in `Date` are dates,
 * names ending in `Time` are times, everything else is text. Nested paths use their last segment.
 */
export const fieldKindOf = (name: string): FieldKind => {
  const last = name.split('.').at(-1) ?? name;
  if (isDateFieldName(last)) {
    return 'date';
  }
  if (isTimeFieldName(last)) {
    return 'time';
  }
  return 'text';
};
