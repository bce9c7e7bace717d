import type { Rollup } from 'vite';

/** The bundle's JavaScript chunks by file name, for the plugins that follow its imports. */
export function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}
