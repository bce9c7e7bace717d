import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// By path: Vite's config loader runs a workspace package's TypeScript entry through Node, which cannot.
import {
  type DocumentRenderer,
  PAGES_DIR,
  PAGES_MANIFEST,
  type PageFiles,
  type PagesManifest,
  RENDERER_DIR,
  RENDERER_FILE,
  SHELL_FILE,
} from '../core/src/webBuild.ts';
import { PRERENDERED_PATHS } from './src/app/prerendered.ts';
import { chunksOf } from './vite-bundle.ts';
import { stableMantineIds } from './vite-mantine-ids.ts';

/** The page renderer's entry; built into RENDERER_DIR as RENDERER_FILE. */
const RENDERER_ENTRY = 'src/documentRenderer.tsx';

type Chunks = ReturnType<typeof chunksOf>;

/** `fileName` and every chunk it imports statically, each after the chunks it imports. */
function withStaticImports(chunks: Chunks, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found;
  for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(chunks, imported, found);
  found.add(fileName);
  return found;
}

/**
 * The code every page starts with: the entry (src/main.tsx), and app/start.tsx with what it imports,
 * which the entry imports once the page has painted (decision 064).
 */
function appStart(chunks: Chunks): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    withStaticImports(chunks, chunk.fileName, files);
    for (const imported of chunk.dynamicImports) withStaticImports(chunks, imported, files);
  }
  return files;
}

/** The stylesheets `files` import, as Vite recorded them while bundling. */
const stylesOf = (chunks: Chunks, files: Iterable<string>) =>
  new Set([...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));

/**
 * The shell's head with every stylesheet of the start (the entry's and app/start.tsx's) ahead of
 * the entry, so a page's first paint waits on them and on nothing else. Vite would link app/start's
 * stylesheets only when the entry imports it, after the first paint: the page would shift then.
 */
function shellHead(html: string, chunks: Chunks, start: Set<string>, config: ResolvedConfig): string {
  const styleLinks = [...stylesOf(chunks, start)].map(
    (file) => `<link rel="stylesheet" crossorigin href="${config.base}${file}">`,
  );
  return html
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, (entry) => [...styleLinks, entry].join('\n    '));
}

/**
 * Each page module's chunks and stylesheets beyond the start's (keys as in routes.tsx's page
 * registry, `/src/…`; values as URLs), for the renderer: a rendered page lists its code for the
 * entry to request with the start's, so all of it is requested at once, and links the styles its
 * markup needs, so nothing moves when its code arrives.
 */
function pageChunks(chunks: Chunks, entry: Set<string>, config: ResolvedConfig): Record<string, PageFiles> {
  const entryStyles = stylesOf(chunks, entry);
  const pages: Record<string, PageFiles> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId || entry.has(chunk.fileName)) continue;
    // Vite's module ids and root are POSIX paths on every platform.
    const key = `/${posix.relative(config.root, chunk.facadeModuleId)}`;
    const files = [...withStaticImports(chunks, chunk.fileName)].filter((file) => !entry.has(file));
    pages[key] = {
      scripts: files.map((file) => config.base + file),
      styles: [...stylesOf(chunks, files)].filter((file) => !entryStyles.has(file)).map((file) => config.base + file),
    };
  }
  return pages;
}

/** `/` → index.html, `/products/people` → products/people.html. */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * Prerenders the public pages that look the same for every visitor (PRERENDERED_PATHS), and the
 * not-found page, into HTML after the client build, so their first paint needs no JavaScript;
 * app/start.tsx hydrates them. index.html (the source shell) is emitted as app.html.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let pages: Record<string, PageFiles> = {};
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
        const chunks = chunksOf(bundle);
        const start = appStart(chunks);
        pages = pageChunks(chunks, start, config);
        delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shellHead(String(shell.source), chunks, start, config) });
      },
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = config.build.outDir;
        const rendererDir = join(outDir, RENDERER_DIR);
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [stableMantineIds(), react()],
          // Everything bundled in (the function has none of the web app's packages), React's
          // production build only: bundled, its choice would otherwise be left to NODE_ENV at run time.
          ssr: { noExternal: true, target: 'node' },
          define: { 'process.env.NODE_ENV': JSON.stringify('production'), __PAGE_CHUNKS__: JSON.stringify(pages) },
          build: {
            ssr: RENDERER_ENTRY,
            outDir: rendererDir,
            emptyOutDir: true,
            copyPublicDir: false,
            target: 'node20',
            rollupOptions: { output: { entryFileNames: RENDERER_FILE } },
          },
        });
        const { default: renderer } = (await import(pathToFileURL(join(rendererDir, RENDERER_FILE)).href)) as {
          default: DocumentRenderer;
        };
        const shell = readFileSync(join(outDir, SHELL_FILE), 'utf8');
        const prerendered: Record<string, string> = {};
        for (const path of [...PRERENDERED_PATHS, renderer.notFoundPath]) {
          prerendered[path] = fileFor(path);
          const target = join(rendererDir, PAGES_DIR, fileFor(path));
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, await renderer.renderDocument(shell, path));
        }
        const manifest: PagesManifest = { routes: renderer.routePatterns(), prerendered, notFound: renderer.notFoundPath };
        writeFileSync(join(rendererDir, PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}
