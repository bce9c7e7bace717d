import { describe, expect, it } from 'vitest';
import { stableMantineIds } from './vite-mantine-ids.ts';

describe('stableMantineIds', () => {
  const plugin = stableMantineIds();
  const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;

  it('applies to builds only: the dev server renders nothing on a server to match', () => {
    expect(plugin.apply).toBe('build');
  });

  it("gives Mantine's hooks our useId, and leaves every other import alone", () => {
    expect(resolve('./use-id/use-id.mjs', '/node_modules/@mantine/hooks/esm/index.mjs')).toMatch(/src\/app\/mantineUseId\.ts$/);
    expect(resolve('./use-id/use-id.mjs', '/src/features/other.ts')).toBeNull();
    expect(resolve('react', '/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
  });
});
