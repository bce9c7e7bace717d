import { describe, expect, it } from 'vitest';
import { linkPreview } from './linkPreview.ts';

describe('testimonial link preview', () => {
  it('finds YouTube thumbnails for the usual link shapes', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(linkPreview(link)?.thumbnailUrl).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    }
  });

  it('shows only the hostname for other links, and nothing for a broken one', () => {
    expect(linkPreview('https://www.example.com/story?a=1')).toEqual({ hostname: 'www.example.com', thumbnailUrl: null });
    expect(linkPreview('https://youtube.com/watch?v=short')?.thumbnailUrl).toBeNull();
    expect(linkPreview('not a url')).toBeNull();
  });
});
