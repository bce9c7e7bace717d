import { seedDemoAdmin } from '../features/admin/seed.ts';
import { seedAffiliates } from '../features/affiliates/seed.ts';
import { seedBlogPosts } from '../features/blog/seed.ts';
import { seedDeliveredOrder } from '../features/orders/seed.ts';
import type { Seeder } from '../features/seeder.ts';
import { seedTestimonials } from '../features/testimonials/seed.ts';
import type { Services } from '../services.ts';

const SEED_MARKER = { collection: 'meta', id: 'seed' };

/** Every feature's seeder, in order (accounts before what refers to them). */
export const SEEDERS: { name: string; run: Seeder }[] = [
  { name: 'affiliates', run: seedAffiliates },
  { name: 'admin', run: seedDemoAdmin },
  { name: 'blog', run: seedBlogPosts },
  { name: 'testimonials', run: seedTestimonials },
  { name: 'orders', run: seedDeliveredOrder },
];

export async function isSeeded(services: Services): Promise<boolean> {
  return (await services.documents.get(SEED_MARKER.collection, SEED_MARKER.id)) !== null;
}

/** Seeds demo content and accounts when the store has never been seeded. */
export async function seedDemo(services: Services): Promise<boolean> {
  if (await isSeeded(services)) return false;
  for (const seeder of SEEDERS) {
    await seeder.run(services);
    services.log.info('seeded', { seeder: seeder.name });
  }
  await services.documents.create(SEED_MARKER.collection, SEED_MARKER.id, { at: new Date(services.clock.now()).toISOString() });
  return true;
}
