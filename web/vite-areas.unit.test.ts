import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { sortByArea } from './vite-areas.ts';

const chunk = (
  fileName: string,
  imports: string[],
  options: { dynamicImports?: string[]; facadeModuleId?: string; isEntry?: boolean; css?: string[] } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: options.dynamicImports ?? [],
    facadeModuleId: options.facadeModuleId ?? null,
    isEntry: options.isEntry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;

/**
 * An entry loading a public page, an affiliate page and a staff page lazily; the staff page has a
 * lazy editor with its stylesheet; a form chunk both areas use; a button every page uses.
 */
function bundle(): Rollup.OutputBundle {
  const root = '/repo/web/src/features';
  const outputs = [
    chunk('index.js', ['react.js'], { isEntry: true, dynamicImports: ['HomePage.js', 'SignInPage.js', 'PostsPage.js'] }),
    chunk('react.js', []),
    chunk('HomePage.js', ['Button.js'], { facadeModuleId: `${root}/home/HomePage.tsx` }),
    chunk('SignInPage.js', ['Button.js', 'form.js', 'react.js'], { facadeModuleId: `${root}/affiliates/SignInPage.tsx` }),
    chunk('PostsPage.js', ['form.js', 'index.js'], {
      facadeModuleId: `${root}/admin/posts/PostsPage.tsx`,
      dynamicImports: ['RichEditor.js'],
    }),
    chunk('RichEditor.js', [], { facadeModuleId: '/repo/web/src/ui/RichEditor.tsx', css: ['RichEditor.css'] }),
    chunk('form.js', []),
    chunk('Button.js', []),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

describe('sortByArea', () => {
  it('counts as public what the entry reaches without entering an affiliate or staff page', () => {
    const { byFile } = sortByArea(bundle());
    const publicFiles = [...byFile].filter(([, area]) => area === 'public').map(([file]) => file);
    expect(publicFiles.sort()).toEqual(['Button.js', 'HomePage.js', 'index.js', 'react.js']);
  });

  it('lists each area’s own files, lazy ones and stylesheets included, shared ones in both', () => {
    const { files } = sortByArea(bundle());
    expect(files.affiliate.sort()).toEqual(['/SignInPage.js', '/form.js']);
    expect(files.staff.sort()).toEqual(['/PostsPage.js', '/RichEditor.css', '/RichEditor.js', '/form.js']);
  });

  it('gives a file both areas use to one of them for the precache split', () => {
    expect(sortByArea(bundle()).byFile.get('form.js')).toBe('affiliate');
  });
});
