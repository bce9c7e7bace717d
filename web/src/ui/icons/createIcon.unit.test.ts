import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with scripts/icons.mjs
import { ICONS_DIR, importedIcons } from '../../../../scripts/lib/icon-imports.mjs';
import { createIcon } from './createIcon.tsx';
import { IconCheck } from './IconCheck.ts';

describe('Tabler icons', () => {
  it('draw the markup @tabler/icons-react draws, with its defaults', () => {
    expect(renderToStaticMarkup(createElement(IconCheck))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
        'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="tabler-icon tabler-icon-check">' +
        '<path d="M5 12l5 5l10 -10"></path></svg>',
    );
  });

  it('take its size, line width, colour, class, title and the SVG’s own attributes', () => {
    const markup = renderToStaticMarkup(
      createElement(IconCheck, { size: 16, stroke: 1.5, color: 'red', className: 'mine', title: 'Done', 'aria-hidden': true }),
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="red" ' +
        'stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="tabler-icon tabler-icon-check mine" aria-hidden="true">' +
        '<title>Done</title><path d="M5 12l5 5l10 -10"></path></svg>',
    );
  });

  it('draw a filled drawing with the fill, as the package does (none of the app’s icons is one yet)', () => {
    const Filled = createIcon('filled', 'square', [['path', { d: 'M4 4h16v16h-16z' }]]);
    expect(renderToStaticMarkup(createElement(Filled, { color: 'blue' }))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="blue" stroke="none" ' +
        'class="tabler-icon tabler-icon-square"><path d="M4 4h16v16h-16z"></path></svg>',
    );
  });

  it('are each imported by the app, so that scripts/icons.mjs keeps exactly the icons shown', () => {
    const imported: Set<string> = importedIcons();
    const unused = readdirSync(ICONS_DIR)
      .filter((name) => /^Icon\w+\.ts$/.test(name))
      .map((name) => name.replace('.ts', ''))
      .filter((name) => !imported.has(name));
    expect(unused, `unused icons in ${relative(process.cwd(), ICONS_DIR)}: run node scripts/icons.mjs`).toEqual([]);
  });
});
