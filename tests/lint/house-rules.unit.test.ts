import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import direction and naming rules live in `biome.json`; a rule that silently stops matching
 * (a renamed folder, a changed glob) would let the structure drift unnoticed. These fixtures are
 * laid out like the repo in a scratch folder and linted with the repo's own configuration.
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
  'web/src/features/orders/store.ts': 'export const cart = 1;\n',
  'web/src/features/orders/exports.ts': "export { cart } from './store.ts';\n",
  'web/src/features/blog/blogStore.ts': "import { data } from '../../app/initialData.ts';\nexport const store = data;\n",
  'web/src/app/initialData.ts': 'export const data = 1;\n',
  'web/src/ui/text.ts': 'export const t = 1;\n',
  'web/src/ui/OrderBadge.tsx': "import { cart } from '../features/orders/exports.ts';\nexport const badge = cart;\n",
  // functions: the same between features, plus test helpers kept out of production code
  'functions/src/features/blog/admin-routes.ts': "import { staff } from '../admin/records.ts';\nexport const routes = staff;\n",
  'functions/src/features/blog/public-routes.ts': "import { staff } from '../admin/exports.ts';\nexport const routes = staff;\n",
  'functions/src/features/blog/blog-helpers.ts': "import { api } from '../../testing/harness.ts';\nexport const helpers = api;\n",
  'functions/src/features/blog/blog.api.test.ts': "import { api } from '../../testing/harness.ts';\nexport const used = api;\n",
  'functions/src/features/admin/records.ts': 'export const staff = 1;\n',
  'functions/src/features/admin/exports.ts': "export { staff } from './records.ts';\n",
  'functions/src/testing/harness.ts': 'export const api = 1;\n',
  'functions/src/platform/audit.ts': "import { staff } from '../features/admin/exports.ts';\nexport const audit = staff;\n",
  'functions/src/site/page-head.ts': "import { staff } from '../features/admin/exports.ts';\nexport const head = staff;\n",
  // cycles, type-only ones included
  'core/src/price.ts': "import type { Band } from './band.ts';\nexport const price = (band: Band) => band;\n",
  'core/src/band.ts': "import { price } from './price.ts';\nexport type Band = number;\nexport const first = price(1);\n",
  // naming: camelCase or PascalCase in web/src and core/src, kebab-case in functions
  'web/src/ui/order-badge-style.ts': 'export const style = 1;\n',
  'functions/src/platform/auditTrail.ts': 'export const trail = 1;\n',
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

let scratch = '';
let diagnostics: Diagnostic[] = [];

function findings(path: string): string[] {
  return diagnostics.filter((d) => d.location.path === path).map((d) => d.category);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'house-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
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
  it("refuses a feature importing another feature's internals, at either depth", () => {
    expect(findings('web/src/features/shop/ShopPage.tsx')).toEqual(['lint/style/noRestrictedImports']);
    expect(findings('web/src/features/admin/desk/DeskPage.tsx')).toEqual(['lint/style/noRestrictedImports']);
  });

  it("allows another feature's exports.ts, shared ui and the feature's own files", () => {
    expect(findings('web/src/features/shop/useShop.ts')).toEqual([]);
  });

  it('refuses a feature importing the app, and shared ui importing a feature', () => {
    expect(findings('web/src/features/blog/blogStore.ts')).toEqual(['lint/style/noRestrictedImports']);
    expect(findings('web/src/ui/OrderBadge.tsx')).toEqual(['lint/style/noRestrictedImports']);
  });
});

describe('import direction (functions)', () => {
  it("refuses a feature importing another feature's records, allows its exports.ts", () => {
    expect(findings('functions/src/features/blog/admin-routes.ts')).toEqual(['lint/style/noRestrictedImports']);
    expect(findings('functions/src/features/blog/public-routes.ts')).toEqual([]);
  });

  it('refuses production code importing test helpers, allows tests to', () => {
    expect(findings('functions/src/features/blog/blog-helpers.ts')).toEqual(['lint/style/noRestrictedImports']);
    expect(findings('functions/src/features/blog/blog.api.test.ts')).toEqual([]);
  });

  it('refuses platform and site code importing a feature', () => {
    expect(findings('functions/src/platform/audit.ts')).toEqual(['lint/style/noRestrictedImports']);
    expect(findings('functions/src/site/page-head.ts')).toEqual(['lint/style/noRestrictedImports']);
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
