import type { Services } from '../services.ts';

/**
 * A one-off change to stored data that a code change needs (a renamed value). Each must be safe
 * to run again: two instances may start at once, and one may stop half-way. `run` answers how many
 * documents it changed.
 */
export interface Migration {
  id: string;
  run(services: Services): Promise<number>;
}
