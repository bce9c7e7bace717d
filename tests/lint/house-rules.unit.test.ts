import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import direction and naming rules live in `biome.json` and the GritQL plugins it loads from
 * `lint/`; a rule that silently stops matching (a renamed folder, a changed glob, a file one folder
 * deeper) would let the structure drift unnoticed. These fixtures are laid out like the repo in a
 * scratch folder and linted with the repo's own configuration.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');

const FIXTURES: Record<string, string> = {
  // web: a feature reaches another only through its exports.ts
  'web/src/features/shop/ShopPage.tsx': "import { cart } from '../orders/store.ts';\nexport const page = cart;\n",
  'web/src/features/shop/useShop.ts':
    "import { cart } from '../orders/exports.ts';\nimport { t } from '../../ui/text.ts';\nexport const shop = [cart, t];\n",
  'web/src/features/admin/desk/DeskPage.tsx':
    "import { cart } from '../../orders/store.ts';\nimport { t } from '../../../ui/text.ts';\nimport { s } from '../session.ts';\nexport const desk = [cart, t, s];\n",
  'web/src/features/admin/session.ts': 'export const s = 1;\n',
  // …and the same two folders deeper, where a glob on the specifier would no longer see it
  'web/src/features/admin/desk/board/BoardPage.tsx':
    "import { cart } from '../../../orders/store.ts';\nexport const board = cart;\n",
  'web/src/features/admin/desk/board/useBoard.ts':
    "import { cart } from '../../../orders/exports.ts';\nimport { t } from '../../../../ui/text.ts';\nimport { s } from '../../session.ts';\nexport const board = [cart, t, s];\n",
  'web/src/features/admin/desk/board/lazyBoard.ts': "export const later = () => import('../../../orders/store.ts');\n",
  'web/src/features/admin/orders/list.ts': 'export const list = 1;\n',
  'web/src/features/admin/desk/board/ordersList.ts': "import { list } from '../../orders/list.ts';\nexport const own = list;\n",
  'web/src/features/blog/posts/list/postList.ts':
    "import { data } from '../../../../app/initialData.ts';\nexport const list = data;\n",
  'web/src/features/orders/store.ts': 'export const cart = 1;\n',
  'web/src/features/orders/exports.ts': "export { cart } from './store.ts';\n",
  'web/src/features/blog/blogStore.ts': "import { data } from '../../app/initialData.ts';\nexport const store = data;\n",
  'web/src/app/initialData.ts': 'export const data = 1;\n',
  'web/src/ui/text.ts': 'export const t = 1;\n',
  'web/src/ui/OrderBadge.tsx': "import { cart } from '../features/orders/exports.ts';\nexport const badge = cart;\n",
  'web/src/ui/forms/fields/OrderField.tsx':
    "import { cart } from '../../../features/orders/exports.ts';\nexport const field = cart;\n",
  // functions: the same between features, plus test helpers kept out of production code
  'functions/src/features/blog/admin-routes.ts': "import { staff } from '../admin/records.ts';\nexport const routes = staff;\n",
  'functions/src/features/blog/public-routes.ts': "import { staff } from '../admin/exports.ts';\nexport const routes = staff;\n",
  'functions/src/features/blog/blog-helpers.ts': "import { api } from '../../testing/harness.ts';\nexport const helpers = api;\n",
  'functions/src/features/blog/blog.api.test.ts': "import { api } from '../../testing/harness.ts';\nexport const used = api;\n",
  'functions/src/features/blog/admin/editor/routes.ts':
    "import { staff } from '../../../admin/records.ts';\nexport const routes = staff;\n",
  'functions/src/features/blog/admin/editor/public.ts':
    "import { staff } from '../../../admin/exports.ts';\nimport { blog } from '../../index.ts';\nexport const routes = [staff, blog];\n",
  'functions/src/features/blog/admin/editor/helpers.ts':
    "import { api } from '../../../../testing/harness.ts';\nexport const helpers = api;\n",
  'functions/src/features/blog/admin/editor/mount.ts': "import { app } from '../../../../app.ts';\nexport const mounted = app;\n",
  'functions/src/features/blog/admin/editor/editor.api.test.ts':
    "import { app } from '../../../../app.ts';\nimport { api } from '../../../../testing/harness.ts';\nexport const used = [app, api];\n",
  'functions/src/features/blog/index.ts': 'export const blog = 1;\n',
  'functions/src/app.ts': 'export const app = 1;\n',
  'functions/src/features/admin/records.ts': 'export const staff = 1;\n',
  'functions/src/features/admin/exports.ts': "export { staff } from './records.ts';\n",
  'functions/src/testing/harness.ts': 'export const api = 1;\n',
  'functions/src/platform/audit.ts': "import { staff } from '../features/admin/exports.ts';\nexport const audit = staff;\n",
  'functions/src/site/page-head.ts': "import { staff } from '../features/admin/exports.ts';\nexport const head = staff;\n",
  'functions/src/platform/mail/transport.ts':
    "import { staff } from '../../features/admin/exports.ts';\nexport const transport = staff;\n",
  'functions/src/site/feeds/rss.ts': "import { app } from '../../app.ts';\nexport const rss = app;\n",
  'functions/src/seed/demo/orders.ts': "import { api } from '../../testing/harness.ts';\nexport const orders = api;\n",
  // cycles, type-only ones included
  'core/src/price.ts': "import type { Band } from './band.ts';\nexport const price = (band: Band) => band;\n",
  'core/src/band.ts': "import { price } from './price.ts';\nexport type Band = number;\nexport const first = price(1);\n",
  // naming: camelCase or PascalCase in web/src and core/src, kebab-case in functions
  'web/src/ui/order-badge-style.ts': 'export const style = 1;\n',
  'functions/src/platform/auditTrail.ts': 'export const trail = 1;\n',
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let scratch = '';
let diagnostics: Diagnostic[] = [];

/** The rule behind each diagnostic on `path`; a plugin's diagnostics all share one category, so by message. */
function findings(path: string): string[] {
  return diagnostics
    .filter((d) => d.location.path === path)
    .map((d) => (d.category === 'plugin' ? `plugin: ${d.message}` : d.category));
}

const INTO_ANOTHER_FEATURE = expect.stringMatching(/^plugin: A feature reaches another only through/);
const INTO_THE_APP = expect.stringMatching(/^plugin: Features do not import the app/);
const RESTRICTED = 'lint/style/noRestrictedImports';

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'house-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  cpSync(join(root, 'lint'), join(scratch, 'lint'), { recursive: true });
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  diagnostics = (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import direction (web)', () => {
  it("refuses a feature importing another feature's internals, at any depth", () => {
    expect(findings('web/src/features/shop/ShopPage.tsx')).toEqual([INTO_ANOTHER_FEATURE]);
    expect(findings('web/src/features/admin/desk/DeskPage.tsx')).toEqual([INTO_ANOTHER_FEATURE]);
    expect(findings('web/src/features/admin/desk/board/BoardPage.tsx')).toEqual([INTO_ANOTHER_FEATURE]);
    expect(findings('web/src/features/admin/desk/board/lazyBoard.ts')).toEqual([INTO_ANOTHER_FEATURE]);
  });

  it("allows another feature's exports.ts, shared ui and the feature's own files, at any depth", () => {
    expect(findings('web/src/features/shop/useShop.ts')).toEqual([]);
    expect(findings('web/src/features/admin/desk/board/useBoard.ts')).toEqual([]);
  });

  it("tells a feature's own folder from another feature of the same name", () => {
    expect(findings('web/src/features/admin/desk/board/ordersList.ts')).toEqual([]);
  });

  it('refuses a feature importing the app, and shared ui importing a feature, at any depth', () => {
    expect(findings('web/src/features/blog/blogStore.ts')).toEqual([INTO_THE_APP]);
    expect(findings('web/src/features/blog/posts/list/postList.ts')).toEqual([INTO_THE_APP]);
    expect(findings('web/src/ui/OrderBadge.tsx')).toEqual([RESTRICTED]);
    expect(findings('web/src/ui/forms/fields/OrderField.tsx')).toEqual([RESTRICTED]);
  });
});

describe('import direction (functions)', () => {
  it("refuses a feature importing another feature's records, allows its exports.ts, at any depth", () => {
    expect(findings('functions/src/features/blog/admin-routes.ts')).toEqual([INTO_ANOTHER_FEATURE]);
    expect(findings('functions/src/features/blog/admin/editor/routes.ts')).toEqual([INTO_ANOTHER_FEATURE]);
    expect(findings('functions/src/features/blog/public-routes.ts')).toEqual([]);
    expect(findings('functions/src/features/blog/admin/editor/public.ts')).toEqual([]);
  });

  it('refuses production code importing test helpers or the app, allows tests to, at any depth', () => {
    expect(findings('functions/src/features/blog/blog-helpers.ts')).toEqual([RESTRICTED]);
    expect(findings('functions/src/features/blog/admin/editor/helpers.ts')).toEqual([RESTRICTED]);
    expect(findings('functions/src/features/blog/admin/editor/mount.ts')).toEqual([INTO_THE_APP]);
    expect(findings('functions/src/seed/demo/orders.ts')).toEqual([RESTRICTED]);
    expect(findings('functions/src/features/blog/blog.api.test.ts')).toEqual([]);
    expect(findings('functions/src/features/blog/admin/editor/editor.api.test.ts')).toEqual([]);
  });

  it('refuses platform and site code importing a feature or the app, at any depth', () => {
    expect(findings('functions/src/platform/audit.ts')).toEqual([RESTRICTED]);
    expect(findings('functions/src/platform/mail/transport.ts')).toEqual([RESTRICTED]);
    expect(findings('functions/src/site/page-head.ts')).toEqual([RESTRICTED]);
    expect(findings('functions/src/site/feeds/rss.ts')).toEqual([RESTRICTED]);
  });
});

/** Each kind of test has its own suffix, and vitest's projects select by it (vitest.config.ts). */
const TEST_SUFFIXES = ['.unit.test.ts', '.api.test.ts', '.adapter.test.ts', '.contract.test.ts', '.rules.test.ts'];

describe('cycles and names', () => {
  it('gives every test file the suffix of its kind', () => {
    const tests = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.filter((path) => !TEST_SUFFIXES.some((suffix) => path.endsWith(suffix)))).toEqual([]);
  });

  it('refuses an import cycle even when one side imports only a type', () => {
    expect(findings('core/src/band.ts')).toContain('lint/suspicious/noImportCycles');
    expect(findings('core/src/price.ts')).toContain('lint/suspicious/noImportCycles');
  });

  it("refuses a file name outside its package's convention", () => {
    expect(findings('web/src/ui/order-badge-style.ts')).toEqual(['lint/style/useFilenamingConvention']);
    expect(findings('functions/src/platform/auditTrail.ts')).toEqual(['lint/style/useFilenamingConvention']);
  });
});
