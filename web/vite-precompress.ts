import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
// By path: Vite's config loader runs a workspace package's TypeScript entry through Node, which cannot.
import { PRECOMPRESSED_SUFFIXES, type PrecompressedEncoding } from '../core/src/webBuild.ts';

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost (Hono's compress() uses the same). */
const MIN_BYTES = 1024;

const compressors: Record<PrecompressedEncoding, (source: Buffer) => Promise<Buffer>> = {
  // Compressed once per build, so the slowest, smallest settings pay off on every request.
  br: (source) =>
    promisify(brotliCompress)(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (source) => promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes a brotli and a gzip copy beside every published text file of the build (dot folders such
 * as the page renderer's are not published), for the local server to send as the browser accepts
 * (functions/src/site/static-files.ts), instead of compressing the same bytes on every request.
 * Runs last, after the service worker is generated, so it is compressed too.
 */
export function precompress(): Plugin {
  let outDir: string;
  return {
    name: 'storysong:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name))
          .filter(
            (file) =>
              !file
                .slice(outDir.length)
                .split(/[\\/]/)
                .some((segment) => segment.startsWith('.')),
          );
        await Promise.all(
          files.map(async (file) => {
            const source = await readFile(file);
            if (source.length < MIN_BYTES) return;
            for (const [encoding, compressor] of Object.entries(compressors) as [
              PrecompressedEncoding,
              typeof compressors.br,
            ][]) {
              const compressed = await compressor(source);
              if (compressed.length < source.length) await writeFile(file + PRECOMPRESSED_SUFFIXES[encoding], compressed);
            }
          }),
        );
      },
    },
  };
}
