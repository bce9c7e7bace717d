import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By path: Vite's config loader runs a workspace package's TypeScript entry through Node, which cannot.
import { FALLBACK_LANGUAGE, LANGUAGES } from '../core/src/enums.ts';
import { manifestPath } from '../core/src/webBuild.ts';

const PUBLIC_DIR = join(import.meta.dirname, 'public');

/**
 * The web manifest in every other site language: the English one (public/manifest.webmanifest)
 * with its name, description, lang and dir in that language, from the home page's translated
 * title and description, so an app installed in French is named and described in French.
 */
export function localisedManifest(base: Record<string, unknown>, language: string, dir: 'ltr' | 'rtl') {
  const home = JSON.parse(readFileSync(join(PUBLIC_DIR, 'locales', language, 'home.json'), 'utf8')) as {
    seo: { title: string; description: string };
  };
  return { ...base, name: `${base.short_name}: ${home.seo.title}`, description: home.seo.description, lang: language, dir };
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
