import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './port.ts';

export interface FilesHarness {
  store: FileStore;
  /** Sends a request to whatever serves the signed URLs (our API locally, Cloud Storage in production). */
  send(url: string, init?: RequestInit): Promise<Response>;
  /** Moves time past every signed URL's expiry. */
  expire(): void;
  close(): Promise<void>;
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** Behaviour every files adapter must have: uploads and downloads only through signed, expiring URLs. */
export function filesContract(name: string, open: () => Promise<FilesHarness>) {
  describe(`files contract: ${name}`, () => {
    let h: FilesHarness;
    let n = 0;
    const fileName = () => `contract-${Date.now()}-${n++}.png`;
    beforeAll(async () => {
      h = await open();
    });
    afterAll(() => h.close());

    async function put(url: string, headers: Record<string, string>, body: Uint8Array) {
      return h.send(url, { method: 'PUT', headers, body: Buffer.from(body) });
    }

    it('uploads through a signed URL and downloads through another', async () => {
      const file = fileName();
      const grant = await h.store.signUpload('profile-pictures', file, 'image/png', 1024);
      expect((await put(grant.uploadUrl, grant.headers, png)).ok).toBe(true);
      expect(await h.store.stat('profile-pictures', file)).toEqual({ contentType: 'image/png', size: png.length });
      const download = await h.send(await h.store.signDownload('profile-pictures', file));
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);
    });

    it('refuses to overwrite a stored file through its upload URL, so what an order points at never changes', async () => {
      const file = fileName();
      const grant = await h.store.signUpload('voice-notes', file, 'audio/mpeg', 1024);
      expect((await put(grant.uploadUrl, grant.headers, png)).ok).toBe(true);
      const again = await put(grant.uploadUrl, grant.headers, new Uint8Array([9, 9, 9]));
      expect(again.ok).toBe(false);
      expect(await h.store.stat('voice-notes', file)).toEqual({ contentType: 'audio/mpeg', size: png.length });
      const download = await h.send(await h.store.signDownload('voice-notes', file));
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);
    });

    it('stores a file the server writes, and serves it from a public bucket without a signature', async () => {
      const file = fileName();
      expect(await h.store.put('blog-images', file, 'image/png', png)).toEqual({ contentType: 'image/png', size: png.length });
      expect(await h.store.stat('blog-images', file)).toEqual({ contentType: 'image/png', size: png.length });
      expect(await h.store.read('blog-images', file)).toEqual(png);
      expect(await h.store.read('blog-images', fileName())).toBeNull();
      const download = await h.send(h.store.publicUrl('blog-images', file));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);
    });

    it('refuses a body over the signed size cap and stores nothing', async () => {
      const file = fileName();
      const grant = await h.store.signUpload('profile-pictures', file, 'image/png', 8);
      const response = await put(grant.uploadUrl, grant.headers, png);
      expect(response.ok).toBe(false);
      expect(await h.store.stat('profile-pictures', file)).toBeNull();
    });

    it('refuses a content type other than the signed one', async () => {
      const file = fileName();
      const grant = await h.store.signUpload('profile-pictures', file, 'image/png', 1024);
      const response = await put(grant.uploadUrl, { ...grant.headers, 'Content-Type': 'text/html' }, png);
      expect(response.ok).toBe(false);
      expect(await h.store.stat('profile-pictures', file)).toBeNull();
    });

    it('refuses a tampered or unsigned URL', async () => {
      const file = fileName();
      const grant = await h.store.signUpload('profile-pictures', file, 'image/png', 1024);
      const tampered = grant.uploadUrl.replace(file, `x${file}`);
      expect((await put(tampered, grant.headers, png)).ok).toBe(false);
      const unsigned = (await h.store.signDownload('profile-pictures', file)).split('?')[0] ?? '';
      expect((await h.send(unsigned)).ok).toBe(false);
    });

    it('refuses an expired URL', async () => {
      const file = fileName();
      const grant = await h.store.signUpload('profile-pictures', file, 'image/png', 1024);
      h.expire();
      expect((await put(grant.uploadUrl, grant.headers, png)).ok).toBe(false);
    });
  });
}
