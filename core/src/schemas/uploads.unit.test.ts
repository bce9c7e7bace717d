import { describe, expect, it } from 'vitest';
import { fileProblem, uploadRequestSchema } from './uploads.ts';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it('allows images up to exactly 5MB and refuses one byte more', () => {
    expect(fileProblem('profile-pictures', 'image/png', 5 * MB)).toBeNull();
    expect(fileProblem('profile-pictures', 'image/jpeg', 5 * MB + 1)).toBe('File size must be less than 5MB');
    expect(fileProblem('blog-images', 'image/gif', 5 * MB + 1)).toBe('File size must be less than 5MB');
  });

  it('allows audio up to exactly 50MB and refuses one byte more', () => {
    expect(fileProblem('voice-notes', 'audio/mpeg', 50 * MB)).toBeNull();
    expect(fileProblem('voice-notes', 'audio/wav', 50 * MB + 1)).toBe('File size must be less than 50MB');
  });

  it('accepts the spec types, including the m4a and mpeg variants', () => {
    for (const type of ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/x-m4a', 'audio/m4a', 'audio/mp4']) {
      expect(fileProblem('voice-notes', type, 10)).toBeNull();
    }
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) expect(fileProblem('profile-pictures', type, 10)).toBeNull();
  });

  it('refuses other types with the bucket kind message', () => {
    expect(fileProblem('profile-pictures', 'image/webp', 10)).toBe('Please upload a JPG, PNG, or GIF file');
    expect(fileProblem('profile-pictures', 'audio/mpeg', 10)).toBe('Please upload a JPG, PNG, or GIF file');
    expect(fileProblem('voice-notes', 'video/mp4', 10)).toBe('Please upload an MP3, WAV, or M4A file');
  });

  it('refuses empty files', () => {
    expect(fileProblem('voice-notes', 'audio/mpeg', 0)).toBe('File size must be less than 50MB');
  });

  it('the upload request schema reports the problem on the file', () => {
    const result = uploadRequestSchema.safeParse({
      bucket: 'voice-notes',
      contentType: 'audio/wav',
      size: 50 * MB + 1,
      fileName: 'a.wav',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['file'], message: 'File size must be less than 50MB' });
  });
});
