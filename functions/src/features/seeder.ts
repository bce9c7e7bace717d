import type { Services } from '../services.ts';

/** A feature's demo content; each must be safe to run on an empty store only once. */
export type Seeder = (services: Services) => Promise<void>;
