import hsList from './datasets/hs2022-subheadings.json';

// The HS 2022 six-digit subheadings the product ships (datasets/NOTICE.md): a shipping instruction's
// HS code must be one of them.
let codes: ReadonlySet<string> | null = null;

export const isKnownHsSubheading = (code: string): boolean => {
  codes ??= new Set(hsList.subheadings.split(' '));
  return codes.has(code);
};
