import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkV4Signature, localServiceAccount } from '../../testing/storage-server.ts';
import { CloudStorageFileStore } from './cloud-storage.ts';
import { DOWNLOAD_TTL_SECONDS, UPLOAD_TTL_SECONDS } from './port.ts';

/**
 * V4 signing, offline: firebase-admin signs with a service-account key made here, and each URL is
 * checked against Google's V4 spec (canonical request → string to sign → RSA-SHA256 with the
 * public key) with the headers a browser would send, so a wrong header or expiry fails.
 */
describe('Cloud Storage V4 signed URLs', () => {
  const account = localServiceAccount();
  let app: App;
  let store: CloudStorageFileStore;
  beforeAll(() => {
    delete process.env.STORAGE_EMULATOR_HOST;
    const { projectId, clientEmail, privateKey } = account;
    app = initializeApp({ projectId, credential: cert({ projectId, clientEmail, privateKey }) }, 'signing');
    const storage = getStorage(app);
    store = new CloudStorageFileStore({
      private: storage.bucket('storysong-private'),
      public: storage.bucket('storysong-public'),
    });
  });
  afterAll(() => deleteApp(app));

  /** What Storage sees: the request's method, URL and headers (names lower-cased, as on the wire). */
  const check = (method: string, url: string, headers: Record<string, string> = {}, now = Date.now()) =>
    checkV4Signature(
      {
        method,
        url: new URL(url),
        headers: {
          host: 'storage.googleapis.com',
          ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
        },
      },
      account,
      now,
    );
  const signedAt = (url: URL) =>
    Date.parse((url.searchParams.get('X-Goog-Date') ?? '').replace(/^(....)(..)(..)T(..)(..)(..)Z$/, '$1-$2-$3T$4:$5:$6Z'));

  it('signs an upload for 15 minutes with its content type, size range and create-only precondition', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const grant = await store.signUpload('voice-notes', 'abc-1.mp3', 'audio/mpeg', 1024);
    const url = new URL(grant.uploadUrl);
    expect(url.origin).toBe('https://storage.googleapis.com');
    expect(url.pathname).toBe('/storysong-private/voice-notes/abc-1.mp3');
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Credential')).toMatch(
      new RegExp(`^${account.clientEmail}/\\d{8}/auto/storage/goog4_request$`),
    );
    expect(url.searchParams.get('X-Goog-Expires')).toBe(String(UPLOAD_TTL_SECONDS));
    expect(signedAt(url)).toBeGreaterThanOrEqual(before);
    expect(signedAt(url)).toBeLessThanOrEqual(Date.now());
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe(
      'content-type;host;x-goog-content-length-range;x-goog-if-generation-match',
    );
    expect(grant.headers).toEqual({
      'Content-Type': 'audio/mpeg',
      'x-goog-content-length-range': '0,1024',
      'x-goog-if-generation-match': '0',
    });

    expect(check('PUT', grant.uploadUrl, grant.headers)).toMatchObject({ ok: true });
    // What Storage refuses: another type, a wider size range, no precondition, another method, too late.
    expect(check('PUT', grant.uploadUrl, { ...grant.headers, 'Content-Type': 'text/html' })).toMatchObject({ ok: false });
    expect(check('PUT', grant.uploadUrl, { ...grant.headers, 'x-goog-content-length-range': '0,99999999' })).toMatchObject({
      ok: false,
    });
    const { 'x-goog-if-generation-match': _, ...withoutPrecondition } = grant.headers;
    expect(check('PUT', grant.uploadUrl, withoutPrecondition)).toMatchObject({ ok: false });
    expect(check('GET', grant.uploadUrl, grant.headers)).toMatchObject({ ok: false });
    const expiry = signedAt(url) + UPLOAD_TTL_SECONDS * 1000;
    expect(check('PUT', grant.uploadUrl, grant.headers, expiry - 1000)).toMatchObject({ ok: true });
    expect(check('PUT', grant.uploadUrl, grant.headers, expiry)).toEqual({ ok: false, reason: 'expired' });
  });

  it('signs a download for 10 minutes with only the host, for that object alone', async () => {
    const signed = await store.signDownload('profile-pictures', 'abc-2.png');
    const url = new URL(signed);
    expect(url.pathname).toBe('/storysong-private/profile-pictures/abc-2.png');
    expect(url.searchParams.get('X-Goog-Expires')).toBe(String(DOWNLOAD_TTL_SECONDS));
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe('host');
    expect(check('GET', signed)).toMatchObject({ ok: true });

    expect(check('PUT', signed)).toMatchObject({ ok: false });
    expect(check('GET', signed.replace('abc-2.png', 'abc-3.png'))).toMatchObject({ ok: false });
    expect(check('GET', signed.replace(/X-Goog-Expires=\d+/, 'X-Goog-Expires=3600'))).toMatchObject({ ok: false });
    expect(check('GET', signed, { host: 'evil.example' })).toMatchObject({ ok: false });
    expect(check('GET', signed, {}, signedAt(url) + DOWNLOAD_TTL_SECONDS * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(check('GET', (await store.signDownload('voice-notes', 'a.mp3', 60)).replace(/&?X-Goog-Signature=[^&]*/, ''))).toEqual({
      ok: false,
      reason: 'unsigned',
    });
  });

  it('keeps blog images in the public bucket and customer files in the private one', async () => {
    const image = new URL((await store.signUpload('blog-images', 'abc-4.png', 'image/png', 10)).uploadUrl);
    expect(image.pathname).toBe('/storysong-public/blog-images/abc-4.png');
    expect(store.publicUrl('blog-images', 'abc-4.png')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/storysong-public/o/blog-images%2Fabc-4.png?alt=media',
    );
    for (const bucket of ['profile-pictures', 'voice-notes'] as const) {
      expect(new URL((await store.signUpload(bucket, 'abc-5.png', 'image/png', 10)).uploadUrl).pathname).toBe(
        `/storysong-private/${bucket}/abc-5.png`,
      );
      expect(() => store.publicUrl(bucket, 'abc-5.png')).toThrow(/private/);
    }
  });
});
