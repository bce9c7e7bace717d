// Which Tabler icons the web app imports from web/src/ui/icons: read by scripts/icons.mjs to write
// exactly those, and by that folder's unit test to find a module nothing imports any more.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const appDir = resolve(import.meta.dirname, '../../web/src');
export const ICONS_DIR = join(appDir, 'ui/icons');

function appSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === ICONS_DIR ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The names of the icons the app's code imports (`IconName` from `…/ui/icons/IconName.ts`). */
export function importedIcons() {
  const names = new Set();
  for (const file of appSources(appDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*'[./\w]*\/icons\/(Icon\w+)\.ts'/g)) names.add(match[1]);
  }
  return names;
}
