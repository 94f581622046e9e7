import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** TalentPath indigo; shade 7 is the filled colour so white text on it passes WCAG AA (≈5:1). */
const brand: MantineColorsTuple = [
  '#edf2ff',
  '#dbe4ff',
  '#bac8ff',
  '#91a7ff',
  '#748ffc',
  '#5c7cfa',
  '#4c6ef5',
  '#4263eb',
  '#3b5bdb',
  '#364fc7',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // Every field on these forms is required; an asterisk inside the <label> would also become part of the
    // field's name for label-based lookups ("Password *"), so required-ness is conveyed by aria-required only.
    InputWrapper: { defaultProps: { withAsterisk: false } },
    Button: { defaultProps: { fw: 600 } },
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which ARIA does not allow (axe:
    // aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Darker greys and reds than Mantine's defaults so dimmed and error text keep a 4.5:1 contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6370',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
