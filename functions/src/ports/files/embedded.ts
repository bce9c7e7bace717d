import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BucketName } from '@storysong/core';
import { BUCKETS } from '@storysong/core';
import { DOWNLOAD_TTL_SECONDS, type FileStore, type StoredFile, UPLOAD_TTL_SECONDS, type UploadGrant } from './port.ts';

export interface SignedRequest {
  op: 'put' | 'get';
  bucket: BucketName;
  name: string;
  expires: number;
  contentType?: string;
  maxBytes?: number;
}

export class FileRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const NAME = /^[A-Za-z0-9_-]{1,64}(\.[a-z0-9]{1,5})?$/;

/**
 * Local disk behind HMAC-signed, expiring URLs served by our own API under /api/files.
 * The signature covers operation, object, expiry, content type and size cap, so a URL
 * cannot be reused for another file, type or size. A stored file is never overwritten (as Cloud
 * Storage's `x-goog-if-generation-match: 0`), so a file an order points at cannot change.
 */
export class EmbeddedFileStore implements FileStore {
  readonly kind = 'embedded-disk';

  constructor(
    private readonly root: string,
    private readonly signingKey: string,
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  private sign(req: SignedRequest): string {
    const payload = [req.op, req.bucket, req.name, req.expires, req.contentType ?? '', req.maxBytes ?? ''].join('\n');
    return createHmac('sha256', this.signingKey).update(payload).digest('base64url');
  }

  private url(req: SignedRequest): string {
    const params = new URLSearchParams({ op: req.op, exp: String(req.expires) });
    if (req.contentType) params.set('ct', req.contentType);
    if (req.maxBytes) params.set('max', String(req.maxBytes));
    params.set('sig', this.sign(req));
    return `${this.baseUrl}/api/files/${req.bucket}/${req.name}?${params}`;
  }

  private path(bucket: BucketName, name: string): string {
    if (!NAME.test(name)) throw new FileRequestError(400, 'Invalid file name');
    return join(this.root, bucket, name);
  }

  async signUpload(bucket: BucketName, name: string, contentType: string, maxBytes: number): Promise<UploadGrant> {
    const expires = Math.floor(this.now() / 1000) + UPLOAD_TTL_SECONDS;
    return {
      uploadUrl: this.url({ op: 'put', bucket, name, expires, contentType, maxBytes }),
      headers: { 'Content-Type': contentType },
    };
  }

  async signDownload(bucket: BucketName, name: string, ttlSeconds = DOWNLOAD_TTL_SECONDS): Promise<string> {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    return this.url({ op: 'get', bucket, name, expires });
  }

  publicUrl(bucket: BucketName, name: string): string {
    return `${this.baseUrl}/api/files/${bucket}/${name}`;
  }

  /** Checks a request's signature and expiry; throws FileRequestError when it does not hold. */
  verify(bucket: string, name: string, query: URLSearchParams, method: 'PUT' | 'GET'): SignedRequest {
    if (!(bucket in BUCKETS)) throw new FileRequestError(404, 'Not found');
    const b = bucket as BucketName;
    if (method === 'GET' && BUCKETS[b].public && !query.has('sig')) {
      return { op: 'get', bucket: b, name, expires: Number.MAX_SAFE_INTEGER };
    }
    const req: SignedRequest = {
      op: method === 'PUT' ? 'put' : 'get',
      bucket: b,
      name,
      expires: Number(query.get('exp')),
      contentType: query.get('ct') ?? undefined,
      maxBytes: query.has('max') ? Number(query.get('max')) : undefined,
    };
    if (query.get('op') !== req.op) throw new FileRequestError(403, 'Signature does not match');
    const given = Buffer.from(query.get('sig') ?? '');
    const expected = Buffer.from(this.sign(req));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new FileRequestError(403, 'Signature does not match');
    }
    if (!Number.isFinite(req.expires) || req.expires * 1000 < this.now()) {
      throw new FileRequestError(403, 'This link has expired');
    }
    return req;
  }

  /** Streams an upload to disk, refusing a wrong type, a body over the signed cap, or a file that exists. */
  async receive(req: SignedRequest, contentType: string | null, body: ReadableStream<Uint8Array> | null): Promise<StoredFile> {
    if (!body) throw new FileRequestError(400, 'Empty upload');
    if (contentType !== req.contentType) throw new FileRequestError(415, 'Content type does not match the signed upload');
    const target = this.path(req.bucket, req.name);
    const exists = () => new FileRequestError(409, 'This file has already been uploaded');
    if (await this.stat(req.bucket, req.name)) throw exists();
    await mkdir(join(this.root, req.bucket), { recursive: true });
    // Each upload streams to its own partial file; linking it into place fails if the name is taken.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    const cap = req.maxBytes ?? 0;
    const counted = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>).on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) counted.destroy(new FileRequestError(413, 'File is larger than allowed'));
    });
    try {
      await pipeline(counted, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error instanceof FileRequestError ? error : new FileRequestError(400, 'Upload interrupted');
    }
    if (size === 0) {
      await rm(partial, { force: true });
      throw new FileRequestError(400, 'Empty upload');
    }
    try {
      await link(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw exists();
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
    const meta: StoredFile = { contentType, size };
    await writeFile(`${target}.meta.json`, JSON.stringify(meta));
    return meta;
  }

  async put(bucket: BucketName, name: string, contentType: string, bytes: Uint8Array): Promise<StoredFile> {
    const target = this.path(bucket, name);
    await mkdir(join(this.root, bucket), { recursive: true });
    const meta: StoredFile = { contentType, size: bytes.length };
    await writeFile(`${target}.meta.json`, JSON.stringify(meta));
    await writeFile(target, bytes);
    return meta;
  }

  /** The file's bytes, or only those of `range` (both ends inclusive). */
  async open(
    bucket: BucketName,
    name: string,
    range?: { start: number; end: number },
  ): Promise<{ meta: StoredFile; stream: Readable } | null> {
    const meta = await this.stat(bucket, name);
    if (!meta) return null;
    return { meta, stream: createReadStream(this.path(bucket, name), range) };
  }

  async stat(bucket: BucketName, name: string): Promise<StoredFile | null> {
    const target = this.path(bucket, name);
    try {
      await stat(target);
      return JSON.parse(await readFile(`${target}.meta.json`, 'utf8')) as StoredFile;
    } catch {
      return null;
    }
  }

  async read(bucket: BucketName, name: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.path(bucket, name)));
    } catch {
      return null;
    }
  }

  async delete(bucket: BucketName, name: string): Promise<void> {
    const target = this.path(bucket, name);
    await rm(target, { force: true });
    await rm(`${target}.meta.json`, { force: true });
  }
}
