import { DAY_MS, slugify } from '@storysong/core';
import type { Services } from '../../services.ts';
import { demoAdminUid } from '../admin/exports.ts';
import type { Seeder } from '../seeder.ts';
import { UPLOADS, type UploadRecord } from '../uploads/exports.ts';
import { coverArtJpeg } from './cover-art-jpeg.ts';
import { resizeBlogImage } from './image-sizes.ts';
import { BLOG_POSTS, type PostRecord } from './records.ts';
import { BLOG_SLUGS, type SlugClaim } from './slugs.ts';

interface DemoPost {
  id: string;
  title: string;
  tags: string[];
  content: string;
  /** Days before seeding it was published; null for the draft. */
  ageDays: number | null;
}

const POSTS: DemoPost[] = [
  {
    id: 'demo-song-for-grandma',
    title: 'A Song for Grandma: Turning Ninety Years into Four Minutes',
    tags: ['family', 'memories', 'behind-the-song'],
    ageDays: 30,
    content:
      '<h2>Where it started</h2><p>Amara sent us a voice note recorded at her grandmother\'s kitchen table: stories of the market in Kumasi, the first radio in the village and the hymn she sang to every grandchild.</p><p>We kept the hymn\'s melody as the chorus and wrote the verses around three places she lived. The result was a gentle highlife ballad that the whole family sang at her ninetieth birthday.</p><blockquote>"She cried, then she asked us to play it again." - Amara</blockquote><p>If you have a voice note like this, send it with your story. Small details make the best lyrics.</p>',
  },
  {
    id: 'demo-writing-your-story',
    title: 'How to Write a Story We Can Turn into a Song',
    tags: ['tips', 'behind-the-song'],
    ageDays: 21,
    content:
      '<p>You do not need to be a writer. The stories that become our favourite songs are specific, honest and a little messy.</p><h3>Three things that help</h3><ol><li><strong>One moment.</strong> A wedding toast, a hospital corridor, the drive home: pick the scene you can still see.</li><li><strong>Real words.</strong> Nicknames, phrases your person always says, the name of the street.</li><li><strong>The feeling you want to keep.</strong> Joy, grief, hope or triumph: tell us which one should stay with the listener.</li></ol><p>A hundred characters is the minimum, but there is no maximum. Write as much as you like.</p>',
  },
  {
    id: 'demo-amapiano-wedding',
    title: 'From First Dance to Amapiano: A Wedding Story',
    tags: ['love', 'wedding', 'memories'],
    ageDays: 12,
    content:
      "<p>Thabo and Lerato met at a friend's braai and argued about music all night. For their wedding, Thabo asked us for a song that would start as a slow ballad and turn into an amapiano groove halfway through, just like their first argument turned into a dance.</p><p>We recorded the log drum with a live percussionist and hid their wedding date in the rhythm of the hook. Guests were on the floor before the second chorus.</p><p>Love songs do not have to be slow. Tell us the genre that sounds like your relationship.</p>",
  },
  {
    id: 'demo-voice-notes',
    title: 'Why Your Voice Note Matters More Than You Think',
    tags: ['tips', 'voice-notes'],
    ageDays: 4,
    content:
      '<p>A voice note tells our writers things a written story cannot: the way you laugh at a memory, the pause before a difficult name, the accent of a place.</p><ul><li>Record somewhere quiet, but do not worry about quality.</li><li>Two minutes is plenty; fifty megabytes is the limit.</li><li>MP3, WAV and M4A files all work.</li></ul><p>Your recording stays private: only our team can play it, through links that expire after a few minutes.</p>',
  },
  {
    id: 'demo-draft-studio-diary',
    title: 'Studio Diary: Recording Week (draft)',
    tags: ['studio'],
    ageDays: null,
    content: '<p>Notes from this week in the studio. Still to write.</p>',
  },
];

/**
 * Stores the post's generated cover as an uploaded blog image already claimed by the post, as an
 * admin's upload would be, so editing the post keeps it.
 */
async function seedCover(services: Services, postId: string, authorId: string, at: string): Promise<string> {
  const name = `${postId}-cover.jpg`;
  const stored = await services.files.put('blog-images', name, 'image/jpeg', coverArtJpeg(postId));
  const upload: UploadRecord = {
    bucket: 'blog-images',
    contentType: stored.contentType,
    declaredSize: stored.size,
    uploadedBy: authorId,
    createdAt: at,
    claimedBy: postId,
  };
  await services.documents.set(UPLOADS, name, upload);
  return name;
}

/** Four published posts (two pairs sharing tags, so related posts show) and one draft, each with its cover. */
export const seedBlogPosts: Seeder = async (services) => {
  const authorId = await demoAdminUid(services);
  const now = services.clock.now();
  for (const post of POSTS) {
    const at = new Date(now - (post.ageDays ?? 1) * DAY_MS).toISOString();
    const slug = slugify(post.title);
    const cover = await seedCover(services, post.id, authorId, at);
    const record: PostRecord = {
      title: post.title,
      slug,
      content: post.content,
      featuredImage: cover,
      // Resized as an admin's upload is, so the demo's pages are served as real ones are.
      featuredImageSizes: await resizeBlogImage(services, cover),
      tags: post.tags,
      status: post.ageDays === null ? 'draft' : 'published',
      authorId,
      createdAt: at,
      updatedAt: at,
      publishedAt: post.ageDays === null ? null : at,
    };
    await services.documents.set(BLOG_SLUGS, slug, { postId: post.id } satisfies SlugClaim);
    await services.documents.set(BLOG_POSTS, post.id, record);
  }
};
