import {
  type AnchorFactory,
  type CSSVariablesResolver,
  createTheme,
  type DrawerFactory,
  type ExtendComponent,
  type FactoryPayload,
  type InputFactory,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type ModalFactory,
  mergeThemeOverrides,
  type PasswordInputFactory,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import focus from '../ui/focus.module.css';
import './scriptFonts.css';

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

/**
 * The system's own font, then the font of the page's script where it has one (`--script-font`,
 * scriptFonts.css). Every browser the build targets knows `system-ui`, so older names for the
 * same fonts (-apple-system, "Segoe UI", Roboto) are gone, and a page names only its own script's
 * family: Chromium on Linux asks the browser process about each family it tries, a synchronous
 * round trip inside the page's first layout (bench:long-tasks counts them).
 */
const FONT_FAMILY = 'system-ui, var(--script-font, sans-serif)';

/**
 * What `Modal.extend(…)` does (it returns its argument), typed by the component's factory but
 * without importing the component: the theme is part of the app's entry, and with `Modal.extend`
 * every dialog's code (focus trap, scroll lock, floating UI) was downloaded on every first visit.
 */
const extend = <Payload extends FactoryPayload>(input: ExtendComponent<Payload>): MantineThemeComponent =>
  input as MantineThemeComponent;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: FONT_FAMILY,
  // Mantine's headings have a font stack of their own, without the script fonts.
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'always',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: extend<AnchorFactory>({ defaultProps: { underline: 'always' } }),
    // A focused field only recolours its border, too faint to find (WCAG 2.4.7): give it the focus ring.
    Input: extend<InputFactory>({ classNames: { input: focus.ring } }),
  },
});

/**
 * The theme with the words Mantine draws itself in the visitor's language: the close button of every
 * modal and drawer and the password reveal button are icons, so without a name a screen reader
 * announces only "button" (Mantine's own name for the reveal button is English).
 */
export function useLocalisedTheme(): MantineThemeOverride {
  // Not suspending: the app's own Suspense sits inside the provider; `common` is loaded before the first render.
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('close');
  const showPassword = t('showPassword');
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    // Mantine draws a dialog's title bar as <header>, which outside a section is a second banner
    // landmark beside the site's own; the dialog's name already comes from its title.
    // Opening a dialog focuses its title (Mantine's focus trap takes the first data-autofocus):
    // a screen reader starts from what the dialog is, not from its close button.
    const attributes = { header: { role: 'presentation' }, title: { tabIndex: -1, 'data-autofocus': true } };
    const classNames = { title: focus.ring };
    return mergeThemeOverrides(
      theme,
      createTheme({
        components: {
          Modal: extend<ModalFactory>({ defaultProps: { closeButtonProps, attributes }, classNames }),
          Drawer: extend<DrawerFactory>({ defaultProps: { closeButtonProps, attributes }, classNames }),
          // Mantine leaves the reveal button out of the tab order, which keyboard users then cannot reach.
          PasswordInput: extend<PasswordInputFactory>({
            defaultProps: { visibilityToggleFocusable: true, visibilityToggleButtonProps: { 'aria-label': showPassword } },
          }),
        },
      }),
    );
  }, [close, showPassword]);
}

/**
 * Mantine's default "dimmed" grey (#868e96) is below 4.5:1 on white and on the lilac background;
 * a darker grey keeps hints, descriptions and secondary text readable (WCAG 1.4.3).
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  // Likewise the error red (#fa5252, 3.6:1) of field errors and required asterisks, and the yellow
  // of a warning's title and icon on its pale yellow (2.7:1): a dark amber, 6:1.
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[9],
    '--mantine-color-yellow-light-color': '#7d4e00',
  },
  dark: {},
});
