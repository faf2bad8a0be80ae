import { Autocomplete, createTheme, Select } from '@mantine/core';

// A closed dropdown is unmounted: a kept-mounted listbox carries the field's label too, so a
// label query (getByLabel('Mode')) would find two elements.
const comboboxProps = { keepMounted: false };

// The spec's page palette is primary green (spec 01 §9).
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Select: Select.extend({ defaultProps: { comboboxProps } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { comboboxProps } }),
  },
});
