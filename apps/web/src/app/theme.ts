import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  type MantineColorsTuple,
  type MantineThemeComponent,
  rem,
  toRgba,
} from '@mantine/core';
import './focus.css';

// A closed dropdown is unmounted: a kept-mounted listbox carries the field's label too, so a
// label query (getByLabel('Mode')) would find two elements. Components are themed with plain objects,
// not through `Select.extend`: importing the components here would put the combobox, its popover and
// floating-ui into the first load of every screen, /login included (issue 13 "Delivery").
const comboboxProps = { keepMounted: false };
// A long option list scrolls in the listbox itself, which the field controls and the arrow keys
// move through, rather than in a scroll area that keyboard users could not reach (WCAG 2.1.1).
// Every list is 200 px high at most, the height the app's pickers ask for (maxDropdownHeight only
// sizes Mantine's scroll area, which is off).
const LISTBOX_MAX_HEIGHT = 200;
const listboxScroll: MantineThemeComponent = {
  defaultProps: { comboboxProps, withScrollArea: false },
  styles: { options: { maxHeight: rem(LISTBOX_MAX_HEIGHT), overflowY: 'auto' as const } },
};

/** WCAG 2.1 relative luminance of a colour Mantine can parse (hex, rgb). */
const relativeLuminance = (color: string) => {
  const { r, g, b } = toRgba(color);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Normal text needs 4.5:1 (WCAG 2.1 AA, 1.4.3); a little margin keeps rounding on the safe side. */
export const TEXT_CONTRAST = 4.6;
const WHITE = '#ffffff';

/** The colour itself, or the colour darkened step by step until it reaches `ratio` against every background. */
const darkenUntil = (color: string, backgrounds: string[], ratio = TEXT_CONTRAST) => {
  let result = color;
  for (let amount = 0.05; backgrounds.some((bg) => contrastRatio(result, bg) < ratio) && amount < 1; amount += 0.05) {
    result = darken(color, amount);
  }
  return result;
};

// The spec's primary green (spec 01 §9), in shades that carry text (WCAG 2.1 AA, issue 13): the
// light shades are Mantine's green; 7, the filled shade, takes white text at 5.4:1; 8 (hover and the
// brand) 7.1:1; 9, the text of light-green items and badges, 8.0:1 on green 1.
export const GREEN: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#37b24d',
  '#267a37',
  '#1e652d',
  '#185326',
];
export const PRIMARY_SHADE = 7;

/** Dimmed text: 5.8:1 on white, 5.1:1 on the light-green of an active item (Mantine's grey 6 gives 3.3:1). */
export const DIMMED = '#5f666d';
/** Placeholders (a file field's 'Browse Document' is text, not a hint): 5.2:1 on white (grey 5 gives 2.1:1). */
export const PLACEHOLDER = '#666d75';

// The spec's page palette is primary green (spec 01 §9).
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: PRIMARY_SHADE,
  colors: { green: GREEN },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Each screen's title is its one h1 (issue 13), set at the size screen titles had as h2; section
  // headings below it keep their sizes.
  headings: {
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.35' },
      h2: { fontSize: '1.375rem', lineHeight: '1.4' },
      h3: { fontSize: '1.125rem', lineHeight: '1.45' },
      h4: { fontSize: '1.125rem', lineHeight: '1.45' },
    },
  },
  // Transitions are skipped for users who ask their system for reduced motion.
  respectReducedMotion: true,
  components: {
    Select: listboxScroll,
    Autocomplete: listboxScroll,
    MultiSelect: listboxScroll,
    // A tooltip shows on keyboard focus as on hover (the collapsed sidebar's labels, icon buttons).
    Tooltip: { defaultProps: { events: { hover: true, focus: true, touch: false } } },
    // A toast's text is Mantine's grey 6 (3.3:1): dimmed text instead.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // A dialog's title bar is not a second banner landmark beside the shell's top bar.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A spinner named 'Loading' is a status, so its name is read (a bare span may not carry a name).
    Loader: { defaultProps: { role: 'status' } },
    // An open menu holds its items only: Mantine's focus placeholder (a focusable role="presentation"
    // div) is no menu item (axe aria-required-children); focus goes to the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Every colour's text-carrying variables pass 4.5:1 (issue 13): a filled button's white text, a
 * light item's text on its tint, a subtle or outline button's text on white; dimmed text and errors
 * too. Mantine's own shades of red, yellow or orange give 3–4:1, so each colour's filled shade is the
 * first shade from the primary shade on that passes, else its darkest shade darkened until it does.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    const filled =
      shades.slice(PRIMARY_SHADE).find((shade) => contrastRatio(shade, WHITE) >= TEXT_CONTRAST) ??
      darkenUntil(shades[9], [WHITE]);
    const lightColor = darkenUntil(shades[9], [shades[1], WHITE]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.15);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = lightColor;
  }
  light['--mantine-color-dimmed'] = DIMMED;
  light['--mantine-color-placeholder'] = PLACEHOLDER;
  light['--mantine-color-error'] = light['--mantine-color-red-filled'] ?? '#c92a2a';
  light['--mantine-color-anchor'] = light[`--mantine-color-${t.primaryColor}-filled`] ?? GREEN[PRIMARY_SHADE];
  return { variables: {}, light, dark: {} };
};
