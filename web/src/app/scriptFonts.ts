import { languageOption } from '@storysong/core';

/**
 * Hindi and Chinese need fonts a bare machine may lack (it draws boxes instead of letters), so
 * Noto Sans Devanagari and Noto Sans SC ship with the app (scriptFonts.css names each in its
 * language's font stack). Their CSS loads when that language becomes active, never in another
 * language's first load; the Chinese font comes in unicode-range slices, so a page fetches only the
 * slices of the characters it shows. Neither is precached (vite.config.ts): the worker caches them
 * as used.
 */
const SCRIPT_FONTS: Record<string, { family: string; load: () => Promise<unknown> }> = {
  hi: { family: 'Noto Sans Devanagari', load: () => import('./scriptFontDevanagari.ts') },
  zh: { family: 'Noto Sans SC', load: () => import('./scriptFontChinese.ts') },
};

/** The weights scriptFont*.ts bring: body text and headings. */
const WEIGHTS = ['400', '700'];

/**
 * Starts loading the font the language's script needs, if any; a failure leaves the system fonts.
 * Text already on screen when the faces arrive (a page painted before the app took it over) is
 * not redrawn by Chromium on its own, so the faces its characters need are asked for by name.
 */
export function loadScriptFont(language: string): void {
  const font = SCRIPT_FONTS[languageOption(language).code];
  if (!font) return;
  font
    .load()
    .then(() =>
      Promise.all(
        WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, document.body.textContent ?? '')),
      ),
    )
    .catch((error: unknown) => console.warn('Loading the font for this language failed', error));
}
