/**
 * When the site offers to be installed, as pure rules over what the browser reports, so they are
 * tested without a browser (installRules.unit.test.ts); installStore.ts feeds them.
 */

/**
 * How this browser installs the site: `prompt` where it fired `beforeinstallprompt` (Chromium
 * browsers), `ios` on iOS Safari (installs only through Share → Add to Home Screen, so the site
 * shows those steps), null where it cannot or the site already runs installed.
 */
export type InstallWay = 'prompt' | 'ios' | null;

export interface InstallFacts {
  /** A `beforeinstallprompt` event was caught and not yet used. */
  hasPrompt: boolean;
  /** iOS Safari, where no prompt exists. */
  iosSafari: boolean;
  /** Running as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
}

export function installWay({ hasPrompt, iosSafari, standalone }: InstallFacts): InstallWay {
  if (standalone) return null;
  if (hasPrompt) return 'prompt';
  return iosSafari ? 'ios' : null;
}

/**
 * iOS Safari by its user agent: an iPhone or iPod, or an iPad (which since iPadOS 13 says
 * "Macintosh" but has a touch screen), in Safari itself: Chrome, Firefox, Edge and Opera on iOS
 * name themselves (CriOS, FxiOS, EdgiOS, OPiOS) and keep Add to Home Screen in menus of their own.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPod|iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export interface OfferMemory {
  /** Visits counted so far, this one included (a visit is a tab's session). */
  visits: number;
  /** The visitor has placed and paid an order on this device. */
  ordered: boolean;
  /** The visitor said "Not now" to the offer: it is never shown again (the menu's action stays). */
  dismissed: boolean;
}

/**
 * The offer is gentle: never on a first visit's first screen, only from the second visit or after
 * an order, and never again once dismissed.
 */
export function offerDue({ visits, ordered, dismissed }: OfferMemory): boolean {
  return !dismissed && (visits >= 2 || ordered);
}
