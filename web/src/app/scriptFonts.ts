import { languageOption } from '@storysong/core';

/**
 * Hindi and Chinese need fonts a bare machine may lack (it draws boxes instead of letters), so
 * Noto Sans Devanagari and Noto Sans SC ship with the app (theme.ts names them last in the font
 * stack). Their CSS loads when that language becomes active, never in another language's first
 * load; the Chinese font comes in unicode-range slices, so a page fetches only the slices of the
 * characters it shows. Neither is precached (vite.config.ts): the worker caches them as used.
 */
const SCRIPT_FONTS: Record<string, () => Promise<unknown>> = {
  hi: () => import('./scriptFontDevanagari.ts'),
  zh: () => import('./scriptFontChinese.ts'),
};

/** Starts loading the font the language's script needs, if any; a failure leaves the system fonts. */
export function loadScriptFont(language: string): void {
  SCRIPT_FONTS[languageOption(language).code]?.().catch((error: unknown) =>
    console.warn('Loading the font for this language failed', error),
  );
}
