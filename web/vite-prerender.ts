import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
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
import { chunkGraph } from './vite-chunks.ts';
import { stableMantineIds } from './vite-mantine-ids.ts';

/** The page renderer's entry; built into RENDERER_DIR as RENDERER_FILE. */
const RENDERER_ENTRY = 'src/documentRenderer.tsx';

/**
 * Each page module's chunks and stylesheets beyond the entry's (keys as in routes.tsx's page
 * registry, `/src/…`; values as URLs), for the renderer: a rendered page links the styles its
 * markup needs, so nothing moves when its code arrives, and names the code it needs, which
 * public/boot.js requests a file at a time, since starting many requests at once blocks the
 * main thread, and app/start.tsx evaluates a file at a time, in the order given.
 */
function pageChunks(bundle: Rollup.OutputBundle, config: ResolvedConfig): Record<string, PageFiles> {
  const { chunks, inEvaluationOrder, startup } = chunkGraph(bundle);
  const stylesOf = (file: string) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])];
  const startupStyles = new Set([...startup].flatMap(stylesOf));
  const pages: Record<string, PageFiles> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    // Vite's module ids and root are POSIX paths on every platform.
    const key = `/${posix.relative(config.root, chunk.facadeModuleId)}`;
    const files = inEvaluationOrder(chunk.fileName).filter((file) => !startup.has(file));
    const styles = new Set(files.flatMap(stylesOf));
    pages[key] = {
      scripts: files.map((file) => config.base + file),
      styles: [...styles].filter((file) => !startupStyles.has(file)).map((file) => config.base + file),
    };
  }
  return pages;
}

/**
 * The shell links the app's start (the chunks the entry imports in a task of its own, decision
 * 031) as it links the entry's imports: for preloading, so they are fetched beside the entry rather
 * than after it has run, and their styles, so a rendered page paints as it will stay.
 */
function linkAppStart(shell: string, bundle: Rollup.OutputBundle, config: ResolvedConfig): string {
  const { chunks, startupAfterEntry, startupInOrder } = chunkGraph(bundle);
  // Styles in the order the code is evaluated, a chunk's imports before it, as in one stylesheet.
  const ordered = startupInOrder.filter((file) => startupAfterEntry.includes(file));
  const styles = [...new Set(ordered.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))];
  const links = [
    ...startupAfterEntry.map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${config.base}${file}">`),
  ];
  return shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/** `/` → index.html, `/products/people` → products/people.html. */
const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/**
 * Prerenders the public pages that look the same for every visitor (PRERENDERED_PATHS), and the
 * not-found page, into HTML after the client build, so their first paint needs no JavaScript;
 * main.tsx hydrates them. index.html (the source shell) is emitted as app.html.
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
        pages = pageChunks(bundle, config);
        delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: linkAppStart(String(shell.source), bundle, config) });
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
