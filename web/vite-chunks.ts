import type { Plugin, Rollup } from 'vite';

/** The bundle's JavaScript chunks by file name, and what each one statically imports, transitively. */
export function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const withStaticImports = (fileName: string, found = new Set<string>()): Set<string> => {
    if (found.has(fileName)) return found;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(imported, found);
    return found;
  };
  /**
   * `fileName` and all it imports statically, in the order the browser evaluates them: each after
   * its imports, except where chunks import each other (a chunk met again on the way is not waited for).
   */
  const inEvaluationOrder = (fileName: string, ordered: string[] = [], met = new Set(ordered)): string[] => {
    if (met.has(fileName)) return ordered;
    met.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) inEvaluationOrder(imported, ordered, met);
    ordered.push(fileName);
    return ordered;
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  /** The entry and all it imports statically. */
  const entryImports = new Set(entries.flatMap((file) => [...withStaticImports(file)]));
  /**
   * The chunks every page runs at start: the entry's, then the app's start (src/app/start.tsx,
   * which the entry imports in a task of its own, decision 031) and all it imports statically.
   */
  const startup = new Set([
    ...entryImports,
    ...[...chunks.values()]
      .filter((chunk) => chunk.moduleIds.some((id) => APP_START_MODULE.test(id) || APP_BASE_MODULE.test(id)))
      .flatMap((chunk) => [...withStaticImports(chunk.fileName)]),
  ]);
  /** Of those, the ones the entry does not import statically: a page links them for preloading. */
  const startupAfterEntry = [...startup].filter((file) => !entryImports.has(file));
  /**
   * The start-up chunks in the order their code is evaluated, each after its static imports, the
   * entry's first: the order their stylesheets cascade in, as if they were one.
   */
  const startupInOrder: string[] = [];
  for (const file of [...entries, ...startupAfterEntry]) inEvaluationOrder(file, startupInOrder);
  return { chunks, withStaticImports, inEvaluationOrder, startup, startupAfterEntry, startupInOrder };
}

/** The app's frame (src/app/App.tsx: Mantine's provider and theme, the router's), evaluated in a task before the rest. */
export const APP_BASE_MODULE = /\/src\/app\/App\.tsx$/;

/** The module the entry (src/main.tsx) imports once React is evaluated: the rest of the start (decision 031). */
export const APP_START_MODULE = /\/src\/app\/start\.tsx$/;

/**
 * V8's explicit compile hint (Chrome 136+; a plain comment elsewhere). Functions are otherwise
 * compiled when first called, on the main thread: starting the app, that was a 38 ms stall for
 * React DOM's module body alone on the benchmark machine. With the hint, the functions of a file
 * are compiled with it, off the main thread.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the chunks every page runs at start with the compile hint; the others stay lazily compiled. */
export function compileHints(): Plugin {
  return {
    name: 'storysong:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite has finished the chunks' code (it fills in preload lists at this stage).
      order: 'post',
      handler(_options, bundle) {
        const { chunks, startup } = chunkGraph(bundle);
        for (const fileName of startup) {
          const chunk = chunks.get(fileName);
          if (chunk) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
