import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { chunkGraph } from './vite-chunks.ts';

/** The start-up chunks' stylesheets in cascade order, each with the chunk that imports it first. */
function startupStylesheets(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const { chunks, startupInOrder } = chunkGraph(bundle);
  const sheets = new Map<string, Rollup.OutputChunk>();
  for (const file of startupInOrder) {
    const chunk = chunks.get(file) as Rollup.OutputChunk;
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) if (!sheets.has(sheet)) sheets.set(sheet, chunk);
  }
  return sheets;
}

/** An asset's text (Vite gives CSS and HTML as strings, but an asset's source may be bytes). */
const textOf = (source: string | Uint8Array) => (typeof source === 'string' ? source : Buffer.from(source).toString('utf8'));

/**
 * Below this size a stylesheet costs a page more as a request of its own than as bytes in the
 * start's file: the pages' own CSS modules (a cover's frame, the RTL flip, 40–440 bytes) join it,
 * the staff editor's and the charts' (14–15 KB) and the Chinese font's declarations (236 KB) do not.
 */
const JOIN_BELOW_BYTES = 1024;

/**
 * A font's declarations never join, however small: Chromium sets up a request for each face's file
 * when the stylesheet is taken into use (the download itself waits until text needs the face),
 * 5–6 ms each at 4× CPU in the traces of every page, for the Hindi font's two faces on pages in
 * every language. They load with their language (app/scriptFonts.ts).
 */
const FONT_FACE = /@font-face\b/;

/** The other stylesheets small enough to join the start's, by name (their rules are scoped by CSS modules). */
function smallStylesheets(bundle: Rollup.OutputBundle, taken: string[]): string[] {
  return Object.values(bundle)
    .filter(
      (output): output is Rollup.OutputAsset =>
        output.type === 'asset' &&
        output.fileName.endsWith('.css') &&
        !taken.includes(output.fileName) &&
        Buffer.byteLength(output.source) < JOIN_BELOW_BYTES &&
        !FONT_FACE.test(textOf(output.source)),
    )
    .map((asset) => asset.fileName)
    .sort();
}

/** `assets/index-BU-AArKN.css` with its hash part replaced by that of `source`. */
function renamedFor(fileName: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
}

/**
 * Joins the stylesheets of the chunks every page runs at start (the entry's, the app's frame's and
 * the rest of its start's, decision 031), and the pages' small ones, into one file, so a page has one
 * render-blocking stylesheet request rather than one per chunk (decision 058). The joined file is
 * named by its content's hash; the chunks' preload lists, their `importedCss` (which the prerender,
 * the page chunk lists and the area lists read) and the shell's link are pointed at it. Every chunk
 * that names it has a part of it as its own CSS, or imports one that does, and Vite hashes a chunk's
 * CSS into its name: no file keeps its name while what it points at changes.
 */
export function oneStartupStylesheet(): Plugin {
  return {
    name: 'storysong:one-startup-stylesheet',
    apply: 'build',
    generateBundle: {
      // After Vite has filled in the chunks' preload lists and emitted index.html.
      order: 'post',
      handler(_options, bundle) {
        const startup = startupStylesheets(bundle);
        const sheets = [...startup.keys(), ...smallStylesheets(bundle, [...startup.keys()])];
        if (sheets.length < 2) return;
        const assets = sheets.map((fileName) => bundle[fileName]);
        if (!assets.every((asset): asset is Rollup.OutputAsset => asset?.type === 'asset'))
          throw new Error(`A start-up stylesheet is missing from the bundle: ${sheets.join(', ')}`);
        const source = assets.map((asset) => textOf(asset.source).trim()).join('\n');
        const joined = renamedFor(sheets[0] as string, source);
        for (const fileName of sheets) delete bundle[fileName];
        this.emitFile({ type: 'asset', fileName: joined, source });
        const pointAtJoined = (text: string) => sheets.reduce((result, old) => result.split(old).join(joined), text);
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset') {
            if (output.fileName.endsWith('.html')) output.source = pointAtJoined(textOf(output.source));
            continue;
          }
          output.code = pointAtJoined(output.code);
          for (const sheet of sheets) output.viteMetadata?.importedCss.delete(sheet);
        }
        // The chunk whose stylesheet came first keeps the joined one, linked as that one was: the
        // entry's by Vite's link in the shell, an app chunk's by the prerender's (linkAppStart).
        startup.get(sheets[0] as string)?.viteMetadata?.importedCss.add(joined);
      },
    },
  };
}
