import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGraph, compileHints } from './vite-chunks.ts';

const chunk = (
  fileName: string,
  imports: string[],
  kind: { isEntry?: boolean; isDynamicEntry?: boolean } = {},
  moduleIds = [`/web/src/${fileName.replace('.js', '.tsx')}`],
) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    moduleIds,
    code: `/* ${fileName} */`,
    isEntry: false,
    isDynamicEntry: false,
    ...kind,
  }) as Rollup.OutputChunk;

/** An entry importing React, a lazy page importing a shared button, and a stylesheet. */
function bundle(): Rollup.OutputBundle {
  const outputs = [
    chunk('index.js', ['react.js'], { isEntry: true }),
    chunk('react.js', ['runtime.js']),
    chunk('runtime.js', []),
    chunk('Page.js', ['Button.js', 'react.js'], { isDynamicEntry: true }),
    chunk('Button.js', ['runtime.js']),
  ];
  const css = { type: 'asset', fileName: 'index.css', source: '' } as Rollup.OutputAsset;
  return Object.fromEntries([...outputs, css].map((output) => [output.fileName, output]));
}

describe('chunkGraph', () => {
  it('knows the chunks every page runs at start: the entry and its static imports, transitively', () => {
    expect([...chunkGraph(bundle()).startup].sort()).toEqual(['index.js', 'react.js', 'runtime.js']);
  });

  it('counts the app’s start, which the entry imports in a task of its own, and its static imports as start-up too', () => {
    const withApp = bundle();
    withApp['app.js'] = chunk('app.js', ['Shell.js', 'react.js'], { isDynamicEntry: true }, [
      '/web/src/app/routes.tsx',
      '/web/src/app/start.tsx',
    ]);
    withApp['Shell.js'] = chunk('Shell.js', ['runtime.js']);
    const graph = chunkGraph(withApp);
    expect([...graph.startup].sort()).toEqual(['Shell.js', 'app.js', 'index.js', 'react.js', 'runtime.js']);
    expect(graph.startupAfterEntry.sort()).toEqual(['Shell.js', 'app.js']);
  });

  it('follows a lazy chunk’s static imports, shared ones included', () => {
    expect([...chunkGraph(bundle()).withStaticImports('Page.js')].sort()).toEqual([
      'Button.js',
      'Page.js',
      'react.js',
      'runtime.js',
    ]);
  });

  it('orders a lazy chunk’s code as the browser evaluates it: each chunk after the chunks it imports', () => {
    expect(chunkGraph(bundle()).inEvaluationOrder('Page.js')).toEqual(['runtime.js', 'Button.js', 'react.js', 'Page.js']);
  });

  it('orders chunks that import each other as the browser does, the one reached first last', () => {
    const cyclic = bundle();
    cyclic['Button.js'] = chunk('Button.js', ['Icon.js']);
    cyclic['Icon.js'] = chunk('Icon.js', ['Button.js']);
    expect(chunkGraph(cyclic).inEvaluationOrder('Page.js')).toEqual([
      'Icon.js',
      'Button.js',
      'runtime.js',
      'react.js',
      'Page.js',
    ]);
  });
});

describe('compileHints', () => {
  it('puts the compile hint first in the start-up chunks only', () => {
    const output = bundle();
    const plugin = compileHints();
    const hook = plugin.generateBundle as { handler: (this: unknown, ...args: unknown[]) => void };
    hook.handler.call({}, {}, output, false);
    const hinted = Object.values(output)
      .filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.code.startsWith('//# allFunctionsCalledOnLoad\n'),
      )
      .map((file) => file.fileName);
    expect(hinted.sort()).toEqual(['index.js', 'react.js', 'runtime.js']);
    expect((output['index.js'] as Rollup.OutputChunk).code).toBe('//# allFunctionsCalledOnLoad\n/* index.js */');
  });
});
