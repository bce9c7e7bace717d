import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, postImageSchema } from './postImages.ts';
import { blogPostSaveSchema } from './schemas/content.ts';

describe('alt text of in-post images', () => {
  it('counts the images with no alt, an empty one or only spaces, whichever the quotes', () => {
    expect(imagesWithoutAlt('<p>No images</p>')).toBe(0);
    expect(imagesWithoutAlt('<img src="/a.png" alt="A choir at dusk">')).toBe(0);
    expect(imagesWithoutAlt("<img alt='Two hands' src='/a.png'>")).toBe(0);
    expect(imagesWithoutAlt('<img src="/a.png"><img src="/b.png" alt=""><IMG SRC="/c.png" ALT="  ">')).toBe(3);
    expect(imagesWithoutAlt('<p><img src="/a.png" alt="Fine"></p><img src="/b.png" title="no alt">')).toBe(1);
  });

  it('refuses a post, published or draft, with an image that does not describe itself', () => {
    const post = { title: 'A post', content: '<p>Hello</p><img src="/api/files/blog-images/a.png">', tags: [] };
    for (const status of ['published', 'draft'] as const) {
      const result = blogPostSaveSchema.safeParse({ ...post, status });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('Describe each image for people who cannot see it (alt text)');
    }
    expect(
      blogPostSaveSchema.safeParse({ ...post, status: 'published', content: '<img src="/a.png" alt="A choir">' }).success,
    ).toBe(true);
  });

  it('asks the editor for alt text of at most 250 characters', () => {
    expect(postImageSchema.safeParse({ alt: '  ' }).error?.issues[0]?.message).toBe(
      'Describe each image for people who cannot see it (alt text)',
    );
    expect(postImageSchema.safeParse({ alt: 'x'.repeat(251) }).error?.issues[0]?.message).toBe(
      'Alt text must be 250 characters or fewer',
    );
    expect(postImageSchema.parse({ alt: ' A choir at dusk ' })).toEqual({ alt: 'A choir at dusk' });
  });
});
