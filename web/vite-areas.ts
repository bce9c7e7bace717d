import type { Plugin, Rollup } from 'vite';
import { AREA_FILES_URL, type Area, type AreaFiles, areaOfModule } from './src/app/areas.ts';
import { chunksOf } from './vite-bundle.ts';

/** Every file the build wrote, by the area that needs it first (see src/app/areas.ts). */
export type FilesByArea = Map<string, Area>;

/**
 * Sorts the bundle's JavaScript and CSS by area: public is what the entry reaches through static
 * and dynamic imports without entering an affiliate or staff page module; each of those areas is
 * what its page modules reach that is not public. A file both areas use counts as affiliate's.
 */
export function sortByArea(bundle: Rollup.OutputBundle): { byFile: FilesByArea; files: AreaFiles } {
  const chunks = chunksOf(bundle);
  const areaRoot = (chunk: Rollup.OutputChunk) => (chunk.facadeModuleId ? areaOfModule(chunk.facadeModuleId) : null);
  /** The files `roots` reach, entering page modules of `area` only, and none in `known`. */
  const reach = (roots: Rollup.OutputChunk[], area: Area, known: ReadonlySet<string> = new Set()) => {
    const found = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || found.has(chunk.fileName) || known.has(chunk.fileName)) return;
      const root = areaRoot(chunk);
      if (root && root !== area) return;
      found.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) if (!known.has(css)) found.add(css);
      for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(chunks.get(name));
    };
    for (const root of roots) visit(root);
    return found;
  };
  const all = [...chunks.values()];
  const publicFiles = reach(
    all.filter((chunk) => chunk.isEntry),
    'public',
  );
  const files: AreaFiles = { affiliate: [], staff: [] };
  const byFile: FilesByArea = new Map([...publicFiles].map((file) => [file, 'public']));
  for (const area of ['affiliate', 'staff'] as const) {
    const own = [
      ...reach(
        all.filter((chunk) => areaRoot(chunk) === area),
        area,
        publicFiles,
      ),
    ];
    files[area] = own.map((file) => `/${file}`);
    for (const file of own) if (!byFile.has(file)) byFile.set(file, area);
  }
  return { byFile, files };
}

/**
 * Writes AREA_FILES_URL (what the app caches when an area is first opened) and fills `byFile` for
 * the service worker's precache list, which the PWA plugin makes after the bundle is written.
 */
export function areaFiles(byFile: FilesByArea): Plugin {
  return {
    name: 'storysong:area-files',
    apply: 'build',
    generateBundle: {
      // After Vite has finished the chunks (it fills in their stylesheets at this stage).
      order: 'post',
      handler(_options, bundle) {
        const sorted = sortByArea(bundle);
        byFile.clear();
        for (const [file, area] of sorted.byFile) byFile.set(file, area);
        this.emitFile({ type: 'asset', fileName: AREA_FILES_URL.slice(1), source: JSON.stringify(sorted.files) });
      },
    },
  };
}
