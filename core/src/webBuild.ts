import { FALLBACK_LANGUAGE } from './enums.ts';
import type { InitialData } from './initialData.ts';

/**
 * The seam between the web build and the function: what web/vite-prerender.ts writes into the build
 * output and functions/src/site reads (functions/build.mjs copies it beside the deployed function).
 * Both sides import these names, so neither can drift from the other.
 */

/** The client-rendered shell: Hosting's and the service worker's answer for every other path, and the template of every page. */
export const SHELL_FILE = 'app.html';

/**
 * The folder of the page renderer and what is built beside it. A dot folder: Hosting does not
 * publish it (firebase.json ignores `**\/.*`) nor does the service worker precache it.
 */
export const RENDERER_DIR = '.server';

/** The page renderer for Node (web/src/documentRenderer.tsx), self-contained, in RENDERER_DIR. */
export const RENDERER_FILE = 'documentRenderer.js';

/** In RENDERER_DIR: the prerendered pages, and the manifest naming them (PagesManifest). */
export const PAGES_DIR = 'pages';
export const PAGES_MANIFEST = 'pages.json';

/** What the renderer module exports as its default; web/src/documentRenderer.tsx `satisfies` it. */
export interface DocumentRenderer {
  /**
   * The app shell with the page at `path` rendered into it, with `data` (what the function read for
   * it) and its head tags; absolute URLs carry SITE_ORIGIN_PLACEHOLDER.
   */
  renderDocument(shell: string, path: string, data?: InitialData): Promise<string>;
  /** Every path pattern of the app's route table (`/orders/:token`). */
  routePatterns(): string[];
  /** The path the not-found page is prerendered for. */
  notFoundPath: string;
}

/** What a page's code adds to the entry's: its script chunks and its stylesheets, as URLs. */
export interface PageFiles {
  /** Each after the chunks it imports: the order the browser evaluates them in. */
  scripts: string[];
  styles: string[];
}

/**
 * PAGES_MANIFEST: every path pattern the app has a page for, the prerendered pages (path → file in
 * PAGES_DIR), and the not-found page's path.
 */
export interface PagesManifest {
  routes: string[];
  prerendered: Record<string, string>;
  notFound: string;
}

/**
 * The compressed copies the build writes beside each compressible file (web/vite-precompress.ts),
 * by Content-Encoding, the preferred first; the local server sends the one the browser accepts.
 * Hosting compresses on its own, so firebase.json does not publish them.
 */
/**
 * The web manifest in a language (web/vite-manifests.ts builds them); English is the one
 * index.html links, and the app links the visitor's.
 */
export const manifestPath = (language: string) =>
  language === FALLBACK_LANGUAGE ? '/manifest.webmanifest' : `/manifest-${language}.webmanifest`;

export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
export type PrecompressedEncoding = keyof typeof PRECOMPRESSED_SUFFIXES;
