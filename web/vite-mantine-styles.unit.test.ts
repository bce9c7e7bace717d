import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, mantineUsedStyles, pruneRules, reachableClasses } from './vite-mantine-styles.ts';

describe('importedNames', () => {
  it('reads named imports from @mantine/core, over lines, with type imports and renames', () => {
    const sources = [
      "import { Button, type ButtonProps,\n  Stack as Column } from '@mantine/core';",
      'import type { MantineTheme } from "@mantine/core";',
      "import { useDisclosure } from '@mantine/hooks';",
    ];
    expect([...importedNames(sources)].sort()).toEqual(['Button', 'ButtonProps', 'MantineTheme', 'Stack']);
  });
});

/** A package laid out as @mantine/core's ESM build is: an index re-exporting components that import each other. */
function fakeCore(): string {
  const root = mkdtempSync(join(tmpdir(), 'mantine-core-'));
  const file = (path: string, code: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), code);
  };
  file(
    'index.mjs',
    [
      'import { Button } from "./components/Button/Button.mjs";',
      'import { Modal } from "./components/Modal/Modal.mjs";',
      'export { Button, Modal };',
    ].join('\n'),
  );
  file(
    'components/Button/Button.mjs',
    'import classes from "./Button.module.mjs";\nimport { Loader } from "../Loader/Loader.mjs";',
  );
  file('components/Button/Button.module.mjs', 'export default { root: "m_00000001" };');
  file('components/Loader/Loader.mjs', 'import "./Loader.module.mjs";');
  file('components/Loader/Loader.module.mjs', 'export default { root: "m_00000002" };');
  file('components/Modal/Modal.mjs', 'import classes from "./Modal.module.mjs";');
  file('components/Modal/Modal.module.mjs', 'export default { root: "m_00000003" };');
  return root;
}

describe('reachableClasses', () => {
  it("collects the classes of the named components and of the components they import, and no others'", () => {
    expect([...reachableClasses(new Set(['Button']), fakeCore())].sort()).toEqual(['m_00000001', 'm_00000002']);
  });
});

describe('pruneRules', () => {
  const kept = new Set(['m_00000001']);

  it('drops the rules naming a class not kept, inside at-rules too, and the at-rules left empty', () => {
    const css = [
      ':root{--x:1}',
      '.m_00000001{color:red}',
      '.m_00000002{color:blue}',
      ':where([dir=rtl]) .m_00000002{color:green}',
      '@media (min-width:48em){.m_00000002{color:pink}}',
      '@media (min-width:62em){.m_00000001{color:gold}}',
      '@keyframes spin{0%{rotate:0}to{rotate:1turn}}',
    ].join('\n');
    expect(pruneRules(css, kept)).toBe(
      [
        ':root{--x:1}',
        '.m_00000001{color:red}',
        '@media (min-width:62em){.m_00000001{color:gold}}',
        '@keyframes spin{0%{rotate:0}to{rotate:1turn}}',
      ].join('\n'),
    );
  });

  it('drops the dark colour scheme’s rules and selectors, which the app never shows', () => {
    const css = [
      ":root[data-mantine-color-scheme='dark']{--x:0}",
      '[data-mantine-color-scheme=dark] .m_00000001{color:white}',
      '[data-mantine-color-scheme="light"] .m_00000001,[data-mantine-color-scheme="dark"] .m_00000001{color:black}',
      '[data-mantine-color-scheme] .m_00000001{margin:0}',
    ].join('\n');
    expect(pruneRules(css, kept)).toBe(
      ['[data-mantine-color-scheme="light"] .m_00000001{color:black}', '[data-mantine-color-scheme] .m_00000001{margin:0}'].join(
        '\n',
      ),
    );
  });

  it('keeps the selectors of a list that name only kept classes', () => {
    expect(pruneRules('.m_00000001,.m_00000002 .m_00000001{margin:0}', kept)).toBe('.m_00000001{margin:0}');
  });
});

describe('mantineUsedStyles', () => {
  type Hooks = {
    transform: (code: string, id: string) => { code: string } | null;
    generateBundle: (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void;
  };
  const styles = readFileSync(join(import.meta.dirname, '../node_modules/@mantine/core/styles.css'), 'utf8');
  const check = (plugin: Hooks, code: string) =>
    plugin.generateBundle.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      { 'page.js': { type: 'chunk', code } },
    );

  it("keeps the app's components' rules and drops others' from Mantine's stylesheet", () => {
    const plugin = mantineUsedStyles() as unknown as Hooks;
    const pruned = plugin.transform(styles, '/repo/node_modules/@mantine/core/styles.css')?.code ?? '';
    // Button's root (the app imports Button) stays; AngleSlider's (the app uses none) goes.
    expect(pruned).toContain('.m_77c9d27d');
    expect(styles).toContain('.m_48204f9b');
    expect(pruned).not.toContain('.m_48204f9b');
    expect(pruned.length).toBeLessThan(styles.length * 0.8);
    expect(() => check(plugin, 'const classes = { root: "m_77c9d27d" };')).not.toThrow();
  });

  it('fails the build when the bundle renders a class the stylesheet lost', () => {
    const plugin = mantineUsedStyles() as unknown as Hooks;
    plugin.transform(styles, '/repo/node_modules/@mantine/core/styles.css');
    expect(() => check(plugin, 'const classes = { root: "m_48204f9b" };')).toThrow(/m_48204f9b/);
  });

  it('leaves other stylesheets alone', () => {
    expect((mantineUsedStyles() as unknown as Hooks).transform('.m_48204f9b{}', '/repo/src/shell.module.css')).toBeNull();
  });
});
