import { randomBytes } from 'node:crypto';
import { type ApiErrorCode, BUCKETS, type BucketName, type UploadTicket, uploadRequestSchema } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { errorBody, forbidden, HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import { EmbeddedFileStore, FileRequestError } from '../../ports/files/embedded.ts';
import type { Services } from '../../services.ts';
import { requestedRange } from './byte-range.ts';
import { UPLOADS, type UploadRecord } from './records.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** Random part, timestamp and the extension of the file's type, as the spec names stored files. */
export function storedName(contentType: string, now: number): string {
  return `${randomBytes(9).toString('base64url')}-${now}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

const ANONYMOUS_BUCKETS: readonly BucketName[] = ['profile-pictures', 'voice-notes'];
const UPLOAD_LIMIT = { name: 'upload-ticket', max: 30, windowMs: 10 * 60 * 1000 };
/** A signed-in caller is counted by account, wherever they connect from; staff upload a post's images in bursts. */
const USER_UPLOAD_LIMIT = { name: 'upload-ticket-user', max: 60, windowMs: 10 * 60 * 1000 };

/** POST /api/uploads: a signed, expiring upload URL for one file of an allowed type and size. */
export function uploadRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const request = await readJson(c, uploadRequestSchema);
    const principal = c.get('principal');
    if (!ANONYMOUS_BUCKETS.includes(request.bucket) && !principal?.claims.admin) throw forbidden();
    if (principal) await services.rateLimiter.enforce(USER_UPLOAD_LIMIT, principal.uid);
    else await services.rateLimiter.enforce(UPLOAD_LIMIT, clientAddress(c, services));
    const now = services.clock.now();
    const name = storedName(request.contentType, now);
    const maxBytes = BUCKETS[request.bucket].maxBytes;
    const record: UploadRecord = {
      bucket: request.bucket,
      contentType: request.contentType,
      declaredSize: request.size,
      uploadedBy: principal?.uid ?? null,
      createdAt: new Date(now).toISOString(),
      claimedBy: null,
    };
    await services.documents.create(UPLOADS, name, record);
    const grant = await services.files.signUpload(request.bucket, name, request.contentType, maxBytes);
    const ticket: UploadTicket = {
      fileId: name,
      uploadUrl: grant.uploadUrl,
      method: 'PUT',
      headers: grant.headers,
      publicUrl: BUCKETS[request.bucket].public ? services.files.publicUrl(request.bucket, name) : null,
    };
    return c.json(ticket, 201);
  });
  return routes;
}

const FILE_ERROR_CODES: Record<FileRequestError['status'], ApiErrorCode> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** The embedded file store's own endpoints: signed PUT and GET under /api/files. */
export function fileRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const store = services.files;
  if (!(store instanceof EmbeddedFileStore)) return routes;

  const fail = (error: unknown) =>
    error instanceof FileRequestError ? new HttpError(error.status, FILE_ERROR_CODES[error.status], error.message) : error;

  routes.put('/:bucket/:name', async (c) => {
    try {
      const query = new URL(c.req.url).searchParams;
      const req = store.verify(c.req.param('bucket'), c.req.param('name'), query, 'PUT');
      const declared = Number(c.req.header('content-length') ?? 0);
      if (req.maxBytes && declared > req.maxBytes) throw new FileRequestError(413, 'File is larger than allowed');
      const meta = await store.receive(req, c.req.header('content-type') ?? null, c.req.raw.body);
      return c.json({ size: meta.size, contentType: meta.contentType }, 201);
    } catch (error) {
      throw fail(error);
    }
  });

  routes.get('/:bucket/:name', async (c) => {
    try {
      const req = store.verify(c.req.param('bucket'), c.req.param('name'), new URL(c.req.url).searchParams, 'GET');
      const stored = await store.stat(req.bucket, req.name);
      if (!stored) return c.json(errorBody('not_found', 'File not found'), 404);
      // Players seek by asking for byte ranges, as Cloud Storage's signed URLs answer them.
      c.header('Accept-Ranges', 'bytes');
      c.header('Cache-Control', BUCKETS[req.bucket].public ? 'public, max-age=31536000, immutable' : 'private, no-store');
      const range = requestedRange(c.req.header('range'), stored.size);
      if (range === 'unsatisfiable') {
        c.header('Content-Range', `bytes */${stored.size}`);
        return c.json(errorBody('range_not_satisfiable', 'The requested range is outside the file'), 416);
      }
      const file = await store.open(req.bucket, req.name, range ?? undefined);
      if (!file) return c.json(errorBody('not_found', 'File not found'), 404);
      c.header('Content-Type', file.meta.contentType);
      c.header('Content-Length', String(range ? range.end - range.start + 1 : file.meta.size));
      if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.meta.size}`);
      const { Readable } = await import('node:stream');
      return c.body(Readable.toWeb(file.stream) as ReadableStream, range ? 206 : 200);
    } catch (error) {
      throw fail(error);
    }
  });
  return routes;
}
