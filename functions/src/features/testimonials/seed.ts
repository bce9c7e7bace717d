import { demoAdminUid } from '../admin/exports.ts';
import type { Seeder } from '../seeder.ts';
import { TESTIMONIALS, type TestimonialRecord } from './records.ts';

const HOUR_MS = 60 * 60 * 1000;

const TESTIMONIALS_DEMO = [
  {
    id: 'demo-testimonial-wedding',
    title: 'Our wedding song made everyone cry (happy tears)',
    description: 'Thabo and Lerato on hearing their story as an amapiano track for the first time.',
    linkUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    id: 'demo-testimonial-grandma',
    title: "Grandma's ninetieth birthday",
    description: 'The family sang the chorus together at the party.',
    linkUrl: 'https://youtu.be/9bZkp7q19f0',
  },
  {
    id: 'demo-testimonial-brand',
    title: 'A jingle that sounds like us',
    description: '',
    linkUrl: 'https://www.example.com/case-studies/brand-anthem',
  },
  {
    id: 'demo-testimonial-memorial',
    title: 'A song to remember my father',
    description: 'Written from a two-minute voice note and a handful of photos.',
    linkUrl: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk',
  },
];

export const seedTestimonials: Seeder = async (services) => {
  const createdBy = await demoAdminUid(services);
  const now = services.clock.now();
  for (const [index, { id, ...fields }] of TESTIMONIALS_DEMO.entries()) {
    const at = new Date(now - (index + 1) * 7 * HOUR_MS).toISOString();
    const record: TestimonialRecord = { ...fields, createdBy, createdAt: at, updatedAt: at };
    await services.documents.set(TESTIMONIALS, id, record);
  }
};
