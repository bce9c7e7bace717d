import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By path: Vite's config loader runs a workspace package's TypeScript entry through Node, which cannot.
import { FALLBACK_LANGUAGE, LANGUAGES } from '../core/src/enums.ts';
import { manifestPath } from '../core/src/webBuild.ts';

const PUBLIC_DIR = join(import.meta.dirname, 'public');

/** Each shortcut of the manifest (by its URL) and its name's key in install.json's `manifest.shortcuts`. */
const SHORTCUT_KEYS: Record<string, string> = {
  '/products/people': 'order',
  '/affiliate/dashboard': 'affiliate',
  '/admin': 'staff',
};
/** Each screenshot's form factor and its label's key in install.json's `manifest.screenshots`. */
const SCREENSHOT_KEYS: Record<string, string> = { narrow: 'phone', wide: 'wide' };

interface ManifestWords {
  home: { seo: { title: string; description: string } };
  install: { manifest: { shortcuts: Record<string, string>; screenshots: Record<string, string> } };
}

function translations(language: string): ManifestWords {
  const read = (namespace: string) =>
    JSON.parse(readFileSync(join(PUBLIC_DIR, 'locales', language, `${namespace}.json`), 'utf8'));
  return { home: read('home'), install: read('install') };
}

function translated(table: Record<string, string>, key: string | undefined, what: string): string {
  const words = key === undefined ? undefined : table[key];
  if (words === undefined) throw new Error(`The web manifest's ${what} has no translation key (vite-manifests.ts)`);
  return words;
}

/**
 * The web manifest in a site language: the English one (public/manifest.webmanifest) with every
 * word a visitor sees in that language, taken from the site's translation files: its name and
 * description are the home page's title and description (home.json `seo`), its shortcuts' names
 * and screenshots' labels are install.json's `manifest`. So an app installed in French is named,
 * described and offers its shortcuts in French (decision 020).
 */
export function localisedManifest(base: Record<string, unknown>, language: string, dir: 'ltr' | 'rtl') {
  const { home, install } = translations(language);
  const shortcuts = (base.shortcuts as { url: string }[]).map((shortcut) => ({
    ...shortcut,
    name: translated(install.manifest.shortcuts, SHORTCUT_KEYS[shortcut.url], `shortcut ${shortcut.url}`),
  }));
  const screenshots = (base.screenshots as { form_factor: string }[]).map((screenshot) => ({
    ...screenshot,
    label: translated(
      install.manifest.screenshots,
      SCREENSHOT_KEYS[screenshot.form_factor],
      `screenshot ${screenshot.form_factor}`,
    ),
  }));
  return {
    ...base,
    name: `${base.short_name}: ${home.seo.title}`,
    description: home.seo.description,
    lang: language,
    dir,
    shortcuts,
    screenshots,
  };
}

/** Emits manifest-{lng}.webmanifest beside the English one; src/app/manifest.ts links the visitor's. */
export function localisedManifests(): Plugin {
  return {
    name: 'storysong:localised-manifests',
    apply: 'build',
    generateBundle() {
      const base = JSON.parse(readFileSync(join(PUBLIC_DIR, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
      for (const { code, dir } of LANGUAGES) {
        if (code === FALLBACK_LANGUAGE) continue;
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(code).slice(1),
          source: `${JSON.stringify(localisedManifest(base, code, dir), null, 2)}\n`,
        });
      }
    },
  };
}
