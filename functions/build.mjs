// Bundles the API (with core/) twice: lib/index.js, the Cloud Function, and lib/server.js, the local
// server that `npm start`, the browser tests and the benchmarks run with NODE_ENV=production, as Cloud
// Functions runs the deployed code (under tsx with NODE_ENV unset it paid for on-the-fly transpiling
// and React's development build). Beside the function it copies what it needs of the PWA's build:
// the app shell (app.html), template for head tags and rendered pages, and the page renderer
// (.server/ → renderer/) that renders /blog and /testimonies with their data, with the prerendered
// pages and the manifest of the app's routes beside it. The names are those of core/src/webBuild.ts,
// which this plain script cannot import.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const functionsDir = new URL('.', import.meta.url).pathname;
const lib = `${functionsDir}lib`;

/**
 * The function also carries its packages in its chunks: a cold start then reads a few files instead
 * of resolving and compiling thousands (module resolution was most of its import time). Left out:
 * native packages that load files of their own (sharp), Cloud Storage's
 * client (it reads its own package.json by path), and what only the local stack or lazily loaded
 * mail and HTML code use (react-dom/server among them: bundled, its CommonJS exports were not named
 * exports of the dynamic import, so mail rendering failed in the function). Bundled CommonJS gets
 * `__dirname` of the chunk: the gRPC packages name their .proto folders with it but load
 * Firestore's protos from bundled JSON, so those paths are never read (a request through the bundle to the Firestore emulator checks it: bench:compare).
 */
const FUNCTION_EXTERNALS = ['sharp', '@google-cloud/storage', '@react-email/*', 'react-dom/server', 'sanitize-html', 'jpeg-js'];

/**
 * firebase-functions imports firebase-admin's Firestore, Auth and App Check modules at the top, for
 * its Firestore trigger and its callable functions. In the function it gets src/admin-on-first-use.ts
 * instead, which loads each one on its first call: an instance that serves no Firestore event never
 * evaluates the Firestore client (decision 041).
 */
const adminOnFirstUse = {
  name: 'admin-on-first-use',
  setup(b) {
    b.onResolve({ filter: /^firebase-admin\/(firestore|auth|app-check)$/ }, ({ importer }) =>
      importer.includes('/node_modules/firebase-functions/')
        ? { path: new URL('src/admin-on-first-use.ts', import.meta.url).pathname }
        : undefined,
    );
  },
};

/** `npm run build -w functions` builds both; the local stack builds only the server (`--server`). */
const entries = process.argv.includes('--server') ? ['server'] : ['index', 'server'];

// Chunk names carry a hash: old ones would pile up beside the new.
if (entries.includes('index')) rmSync(`${lib}/chunks`, { recursive: true, force: true });
mkdirSync(lib, { recursive: true });
await Promise.all(
  entries.map((entry) =>
    build({
      entryPoints: [`${functionsDir}src/${entry}.ts`],
      outdir: lib,
      // The function's entry loads what an instance runs with import() (function-instance.ts): its own chunk.
      splitting: entry === 'index',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      ...(entry === 'index' ? { external: FUNCTION_EXTERNALS } : { packages: 'external', external: ['@storysong/core'] }),
      plugins: [
        {
          name: 'bundle-core',
          setup(b) {
            b.onResolve({ filter: /^@storysong\/core$/ }, () => ({
              path: new URL('../core/src/index.ts', import.meta.url).pathname,
            }));
          },
        },
        ...(entry === 'index' ? [adminOnFirstUse] : []),
      ],
      banner: {
        js: [
          "import { createRequire as __createRequire } from 'node:module';",
          "import { fileURLToPath as __fileURLToPath } from 'node:url';",
          'const require = __createRequire(import.meta.url);',
          'const __filename = __fileURLToPath(import.meta.url);',
          "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
        ].join(' '),
      },
      sourcemap: entry === 'server',
      logLevel: entries.length > 1 ? 'info' : 'warning',
    }),
  ),
);
if (entries.includes('index')) {
  const webBuild = new URL('../web/dist/', import.meta.url).pathname;
  if (existsSync(`${webBuild}app.html`)) copyFileSync(`${webBuild}app.html`, `${lib}/app.html`);
  rmSync(`${lib}/renderer`, { recursive: true, force: true });
  if (existsSync(`${webBuild}.server`)) cpSync(`${webBuild}.server`, `${lib}/renderer`, { recursive: true });
}
