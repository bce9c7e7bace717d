import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { oneStartupStylesheet } from './vite-startup-stylesheet.ts';

const chunk = (fileName: string, imports: string[], css: string[], code: string, extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    moduleIds: [`/web/src/${fileName}`],
    code,
    isEntry: false,
    isDynamicEntry: false,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...extra,
  }) as unknown as Rollup.OutputChunk;

const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;

/**
 * The entry with Mantine's styles, the app's frame and the rest of its start (each with a
 * stylesheet, the rest importing the frame), a lazy page with a large stylesheet and a small one,
 * and the shell.
 */
function bundle(): Rollup.OutputBundle {
  const outputs = [
    chunk(
      'assets/index-AAAAAAAA.js',
      [],
      ['assets/index-CSSentry.css'],
      'deps("assets/app-CSSstart.css","assets/app-base-CSSbase1.css")',
      {
        isEntry: true,
      },
    ),
    chunk('assets/app-base-BBBBBBBB.js', [], ['assets/app-base-CSSbase1.css'], '/* frame */', {
      isDynamicEntry: true,
      moduleIds: ['/web/src/app/App.tsx'],
    }),
    chunk('assets/app-CCCCCCCC.js', ['assets/app-base-BBBBBBBB.js'], ['assets/app-CSSstart.css'], '/* start */', {
      isDynamicEntry: true,
      moduleIds: ['/web/src/app/start.tsx'],
    }),
    chunk(
      'assets/Page-DDDDDDDD.js',
      ['assets/app-CCCCCCCC.js'],
      ['assets/Page-CSSpage1.css', 'assets/Cover-CSSsmall.css'],
      'deps("assets/Page-CSSpage1.css","assets/Cover-CSSsmall.css","assets/app-CSSstart.css")',
      {
        isDynamicEntry: true,
      },
    ),
    asset('assets/index-CSSentry.css', '.mantine{}\n'),
    asset('assets/app-base-CSSbase1.css', '.frame{}'),
    asset('assets/app-CSSstart.css', '.shell{}'),
    asset('assets/Page-CSSpage1.css', '.page{}'.repeat(200)),
    asset('assets/Cover-CSSsmall.css', '.cover{}'),
    asset('index.html', '<link rel="stylesheet" crossorigin href="/assets/index-CSSentry.css">'),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

function run(output: Rollup.OutputBundle) {
  const hook = oneStartupStylesheet().generateBundle as { handler: (this: unknown, ...args: unknown[]) => void };
  const emitFile = (file: Rollup.EmittedAsset) => {
    output[file.fileName as string] = asset(file.fileName as string, String(file.source));
  };
  hook.handler.call({ emitFile }, {}, output, false);
  return output;
}

const css = (output: Rollup.OutputBundle, fileName: string) => [
  ...((output[fileName] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
];

describe('oneStartupStylesheet', () => {
  it('joins the start-up chunks’ stylesheets, then the small ones, into one named by its content', () => {
    const output = run(bundle());
    const sheets = Object.keys(output).filter((name) => name.endsWith('.css'));
    const joined = sheets.find((name) => name.startsWith('assets/index-')) as string;
    expect(sheets.sort()).toEqual(['assets/Page-CSSpage1.css', joined].sort());
    expect(joined).toMatch(/^assets\/index-[\w-]{8}\.css$/);
    expect(joined).not.toBe('assets/index-CSSentry.css');
    expect(String((output[joined] as Rollup.OutputAsset).source)).toBe('.mantine{}\n.frame{}\n.shell{}\n.cover{}');
  });

  it('points the shell, the preload lists and the chunks’ stylesheet lists at the joined file', () => {
    const output = run(bundle());
    const joined = Object.keys(output).find((name) => /^assets\/index-.*\.css$/.test(name)) as string;
    expect(String((output['index.html'] as Rollup.OutputAsset).source)).toBe(
      `<link rel="stylesheet" crossorigin href="/${joined}">`,
    );
    expect((output['assets/index-AAAAAAAA.js'] as Rollup.OutputChunk).code).toBe(`deps("${joined}","${joined}")`);
    expect((output['assets/Page-DDDDDDDD.js'] as Rollup.OutputChunk).code).toBe(
      `deps("assets/Page-CSSpage1.css","${joined}","${joined}")`,
    );
    expect(css(output, 'assets/index-AAAAAAAA.js')).toEqual([joined]);
    expect(css(output, 'assets/app-base-BBBBBBBB.js')).toEqual([]);
    expect(css(output, 'assets/app-CCCCCCCC.js')).toEqual([]);
    expect(css(output, 'assets/Page-DDDDDDDD.js')).toEqual(['assets/Page-CSSpage1.css']);
  });

  it('leaves the joined file with the chunk whose stylesheet came first, for the prerender to link', () => {
    const noEntryStyles = bundle();
    delete noEntryStyles['assets/index-CSSentry.css'];
    (noEntryStyles['assets/index-AAAAAAAA.js'] as Rollup.OutputChunk).viteMetadata?.importedCss.clear();
    noEntryStyles['index.html'] = asset('index.html', '<script type="module" src="/assets/index-AAAAAAAA.js"></script>');
    const output = run(noEntryStyles);
    const joined = Object.keys(output).find((name) => /^assets\/app-base-.*\.css$/.test(name)) as string;
    expect(String((output[joined] as Rollup.OutputAsset).source)).toBe('.frame{}\n.shell{}\n.cover{}');
    expect(css(output, 'assets/index-AAAAAAAA.js')).toEqual([]);
    expect(css(output, 'assets/app-base-BBBBBBBB.js')).toEqual([joined]);
    expect(css(output, 'assets/app-CCCCCCCC.js')).toEqual([]);
  });

  it('leaves a small stylesheet of font faces apart, to load with its language', () => {
    const withFont = bundle();
    const font = '@font-face{font-family:Script;src:url(/assets/script.woff2)format("woff2")}';
    withFont['assets/scriptFont-CSSfont1.css'] = asset('assets/scriptFont-CSSfont1.css', font);
    const output = run(withFont);
    const joined = Object.keys(output).find((name) => /^assets\/index-.*\.css$/.test(name)) as string;
    expect(String((output[joined] as Rollup.OutputAsset).source)).toBe('.mantine{}\n.frame{}\n.shell{}\n.cover{}');
    expect(String((output['assets/scriptFont-CSSfont1.css'] as Rollup.OutputAsset).source)).toBe(font);
  });

  it('names the joined file anew when any part changes', () => {
    const changed = bundle();
    changed['assets/app-CSSstart.css'] = asset('assets/app-CSSstart.css', '.shell{color:red}');
    const joinedName = (output: Rollup.OutputBundle) => Object.keys(output).find((name) => /^assets\/index-.*\.css$/.test(name));
    expect(joinedName(run(changed))).not.toBe(joinedName(run(bundle())));
  });

  it('leaves a bundle with one small-enough stylesheet as it is', () => {
    const single = bundle();
    delete single['assets/app-base-CSSbase1.css'];
    delete single['assets/app-CSSstart.css'];
    delete single['assets/Cover-CSSsmall.css'];
    (single['assets/Page-DDDDDDDD.js'] as Rollup.OutputChunk).viteMetadata?.importedCss.delete('assets/Cover-CSSsmall.css');
    for (const name of ['assets/app-base-BBBBBBBB.js', 'assets/app-CCCCCCCC.js'])
      (single[name] as Rollup.OutputChunk).viteMetadata?.importedCss.clear();
    const before = Object.keys(single).sort();
    expect(Object.keys(run(single)).sort()).toEqual(before);
  });
});
