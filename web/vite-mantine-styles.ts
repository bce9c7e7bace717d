import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** A Mantine component's class name, as its CSS module was hashed when the package was built. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const CORE_STYLES = /[\\/]@mantine[\\/]core[\\/]styles\.css(\?.*)?$/;
const NAMED_CORE_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;

const ROOT = resolve(import.meta.dirname, '..');
const MANTINE = join(ROOT, 'node_modules/@mantine');
/** What imports Mantine's components: the app, and the other Mantine packages it uses (charts, tiptap). */
const IMPORTERS = [join(import.meta.dirname, 'src'), join(MANTINE, 'charts/esm'), join(MANTINE, 'tiptap/esm')];

const classesIn = (text: string) => new Set([...text.matchAll(MANTINE_CLASS)].map(([name]) => name));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|tsx?)$/.test(file))
    .map((file) => join(dir, file));

/** An import list's entries (`A, type B, C as D`) as [imported name, local name]. */
const importEntries = (list: string): [string, string][] =>
  list
    .split(',')
    .map((entry) => entry.replace(/^\s*type\s+/, '').trim())
    .filter(Boolean)
    .map((entry) => {
      const [imported = '', local = imported] = entry.split(/\s+as\s+/);
      return [imported, local];
    });

/** The names imported from '@mantine/core' in `sources` (`type` imports included: over-counting is safe). */
export function importedNames(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources)
    for (const [, list] of source.matchAll(NAMED_CORE_IMPORT))
      for (const [imported] of importEntries(list as string)) names.add(imported);
  return names;
}

/**
 * The Mantine class names that code importing `names` can render: the classes found in every
 * module of @mantine/core's ESM build that those names' modules import, transitively. It counts
 * a module as used when anything imports it, so it can only over-count.
 */
export function reachableClasses(names: Set<string>, coreEsm = join(MANTINE, 'core/esm')): Set<string> {
  const index = readFileSync(join(coreEsm, 'index.mjs'), 'utf8');
  const queue: string[] = [];
  // The index imports each module's names and exports them under their local names.
  for (const [, list, path] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g))
    if (importEntries(list as string).some(([, local]) => names.has(local))) queue.push(join(coreEsm, path as string));
  const seen = new Set<string>();
  const classes = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const name of classesIn(code)) classes.add(name);
    for (const [, path] of code.matchAll(RELATIVE_IMPORT)) queue.push(join(dirname(file), path as string));
  }
  return classes;
}

/** A selector for the dark colour scheme, which the app never shows (App.tsx forces the light one). */
const DARK_SCHEME = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/**
 * `css` without the rules whose every selector names a Mantine class outside `kept` or the dark
 * colour scheme; everything else as it was, in its order.
 */
export function pruneRules(css: string, kept: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter(
      (selector) => !DARK_SCHEME.test(selector) && [...selector.matchAll(MANTINE_CLASS)].every(([name]) => kept.has(name)),
    );
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Mantine's stylesheet holds every component's rules (about 250 KB), and every page waits for it,
 * parses it and matches its rules on first layout, the page's longest task on a slow phone after
 * the navigation's own (issue 30 §3). The app renders about half of Mantine's components, and only
 * in the light colour scheme, so the rules of the others and the dark scheme's are dropped from it
 * here, before the file is named by its content's hash.
 * Which components the app can render is read from the sources (see reachableClasses); after
 * bundling, a class of Mantine's stylesheet found in the app's code but not kept fails the build,
 * so a missed import shows up as a build error, not as an unstyled component. The dev server
 * serves the whole stylesheet: it would not see a component newly imported until restarted.
 */
export function mantineUsedStyles(): Plugin {
  let kept: Set<string> | undefined;
  let all: Set<string> | undefined;
  return {
    name: 'storysong:mantine-used-styles',
    apply: 'build',
    transform(code, id) {
      if (!CORE_STYLES.test(id)) return null;
      const sources = IMPORTERS.flatMap(filesUnder).map((file) => readFileSync(file, 'utf8'));
      kept = reachableClasses(importedNames(sources));
      all = classesIn(code);
      return { code: pruneRules(code, kept), map: null };
    },
    generateBundle(_options, bundle) {
      const keptClasses = kept;
      const allClasses = all;
      if (!keptClasses || !allClasses) return;
      const rendered = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [...classesIn(output.code)] : []));
      const missing = [...new Set(rendered)].filter((name) => allClasses.has(name) && !keptClasses.has(name));
      if (missing.length > 0)
        this.error(
          `Mantine classes used by the app but dropped from its stylesheet: ${missing.join(', ')}. ` +
            'Their component is imported in a way web/vite-mantine-styles.ts does not read.',
        );
    },
  };
}
