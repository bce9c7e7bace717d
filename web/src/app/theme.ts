import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand purple #4B0082 at index 6 (Mantine's primary shade). */
const brand: MantineColorsTuple = [
  '#f4ebfb',
  '#e3d1f2',
  '#c59fe6',
  '#a76bda',
  '#8d41cf',
  '#7c27c9',
  '#4b0082',
  '#420073',
  '#3a0066',
  '#2f0052',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'always',
});
