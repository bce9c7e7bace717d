import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATHS } from './src/app/prerendered.ts';

/** The client-rendered shell: Hosting's and the service worker's answer for every other path. */
export const SHELL_FILE = 'app.html';

/**
 * The app's entry and preloads leave the head for public/boot.js, which loads them once the page
 * has painted: a prerendered page needs no JavaScript to be read.
 */
function loadScriptsAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('The shell has no module entry script');
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(
    entry[0],
    `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>\n    `,
  );
}

/** `/` → index.html, `/products/people` → products/people.html (Hosting's cleanUrls). */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * Prerenders the public pages that look the same for every visitor (PRERENDERED_PATHS) into static
 * HTML after the client build, so their first paint needs no JavaScript; main.tsx hydrates them.
 * index.html (the source shell) is emitted as app.html and the home page takes its place.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storysong:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has emitted index.html.
      order: 'post',
      handler(_options, bundle) {
        const shell = bundle['index.html'];
        if (shell?.type !== 'asset') return;
        delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell.source });
      },
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const serverDir = join(config.root, 'node_modules/.cache/prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          ssr: { noExternal: ['@storysong/core'] },
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, target: 'node20' },
        });
        const entry = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as typeof import('./src/prerender.tsx');

        const localeDir = join(config.publicDir, 'locales/en');
        const namespaces = Object.fromEntries(
          readdirSync(localeDir).map((file) => [
            file.replace(/\.json$/, ''),
            JSON.parse(readFileSync(join(localeDir, file), 'utf8')),
          ]),
        );
        entry.setTranslations(namespaces);

        const outDir = config.build.outDir;
        const shell = readFileSync(join(outDir, SHELL_FILE), 'utf8');
        for (const path of PRERENDERED_PATHS) {
          const target = join(outDir, fileFor(path));
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, loadScriptsAfterPaint(await entry.renderDocument(shell, path)));
        }
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}
