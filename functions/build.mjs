// Bundles the Cloud Function (with core/) into lib/index.js and copies beside it what it needs of
// the PWA's build: the app shell (app.html), template for head tags and rendered pages, and the
// page renderer (.server/ → renderer/) that renders /blog and /testimonies with their data, with
// the prerendered pages and the manifest of the app's routes beside it. The names are those of
// core/src/webBuild.ts, which this plain script cannot import.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

mkdirSync('lib', { recursive: true });
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
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
  logLevel: 'info',
});
const webBuild = new URL('../web/dist/', import.meta.url).pathname;
if (existsSync(`${webBuild}app.html`)) copyFileSync(`${webBuild}app.html`, 'lib/app.html');
rmSync('lib/renderer', { recursive: true, force: true });
if (existsSync(`${webBuild}.server`)) cpSync(`${webBuild}.server`, 'lib/renderer', { recursive: true });
