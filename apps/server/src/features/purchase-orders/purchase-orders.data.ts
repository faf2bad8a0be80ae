import hsList from './datasets/hs2022-subheadings.json';
import unList from './datasets/un-numbers.json';

// The lists a PO line is checked against (datasets/NOTICE.md): HS 2022 subheadings and UN numbers.

let hsCodes: ReadonlySet<string> | null = null;
let unNumbers: ReadonlySet<string> | null = null;

/** '691200' is an HS 2022 six-digit subheading. */
export const isKnownHsCode = (code: string): boolean => {
  hsCodes ??= new Set(hsList.subheadings.split(' '));
  return hsCodes.has(code);
};

/** 'UN1203' is on the dangerous goods list. */
export const isKnownUnNumber = (code: string): boolean => {
  unNumbers ??= new Set(unList.numbers.split(' '));
  return unNumbers.has(code);
};
