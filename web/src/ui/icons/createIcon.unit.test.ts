import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIcon } from './createIcon.tsx';
import { IconCheck } from './IconCheck.ts';

const ICONS_DIR = import.meta.dirname;
const APP_DIR = join(ICONS_DIR, '../..');

function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === ICONS_DIR ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

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
    const imported = new Set(
      appSources(APP_DIR).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\/icons\/(Icon\w+)\.ts'/g)].map((match) => match[1]),
      ),
    );
    const unused = readdirSync(ICONS_DIR)
      .filter((name) => /^Icon\w+\.ts$/.test(name))
      .map((name) => name.replace('.ts', ''))
      .filter((name) => !imported.has(name));
    expect(unused, `unused icons in ${relative(process.cwd(), ICONS_DIR)}: run node scripts/icons.mjs`).toEqual([]);
  });
});
