import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Mantine's components get src/app/mantineUseId.ts for their ids (why: see that file) in builds: the
 * browser build and the page renderer's alike, so the ids a page is rendered with are the ids it
 * hydrates with by construction. The dev server renders nothing on a server, so it keeps Mantine's.
 */
export function stableMantineIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/app/mantineUseId.ts', import.meta.url));
  return {
    name: 'storysong:stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer?.includes('@mantine/hooks')) return replacement;
      return null;
    },
  };
}
