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

/** `npm run build -w functions` builds both; the local stack builds only the server (`--server`). */
const entries = process.argv.includes('--server') ? ['server'] : ['index', 'server'];

mkdirSync(lib, { recursive: true });
await Promise.all(
  entries.map((entry) =>
    build({
      entryPoints: [`${functionsDir}src/${entry}.ts`],
      outfile: `${lib}/${entry}.js`,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      external: ['@storysong/core'],
      plugins: [
        {
          name: 'bundle-core',
          setup(b) {
            b.onResolve({ filter: /^@storysong\/core$/ }, () => ({
              path: new URL('../core/src/index.ts', import.meta.url).pathname,
            }));
          },
        },
      ],
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
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
