import { createHash, generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

/** A service account made here: its key signs URLs locally, so no network and no real project. */
export interface LocalServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  publicKey: KeyObject;
}

export function localServiceAccount(projectId = 'demo-storysong'): LocalServiceAccount {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    projectId,
    clientEmail: `files-test@${projectId}.iam.gserviceaccount.com`,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey,
  };
}

/** RFC 3986 encoding, as Google's canonical query string requires (only A-Z a-z 0-9 - . _ ~ left as is). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20260115T100000Z` → epoch milliseconds. */
const parseGoogDate = (value: string) =>
  Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

export type V4Check = { ok: true; signedHeaders: string[] } | { ok: false; reason: string };

/**
 * Checks a request against its V4 signature the way Cloud Storage does, written from Google's
 * spec (cloud.google.com/storage/docs/authentication/signatures), not from the SDK: the canonical
 * request is rebuilt from the method, path, query and the headers actually sent, hashed into the
 * string to sign, and the RSA-SHA256 signature verified with the service account's public key.
 */
export function checkV4Signature(
  request: { method: string; url: URL; headers: Record<string, string | undefined> },
  account: Pick<LocalServiceAccount, 'clientEmail' | 'publicKey'>,
  now: number,
): V4Check {
  const query = request.url.searchParams;
  const signature = query.get('X-Goog-Signature');
  const credential = query.get('X-Goog-Credential') ?? '';
  const date = query.get('X-Goog-Date') ?? '';
  const expires = Number(query.get('X-Goog-Expires'));
  const signed = (query.get('X-Goog-SignedHeaders') ?? '').split(';').filter(Boolean);
  if (!signature) return { ok: false, reason: 'unsigned' };
  if (query.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256') return { ok: false, reason: 'algorithm' };
  const [email, ...scopeParts] = credential.split('/');
  const scope = scopeParts.join('/');
  if (email !== account.clientEmail) return { ok: false, reason: 'credential' };
  if (!/^\d{8}\/auto\/storage\/goog4_request$/.test(scope) || !date.startsWith(scopeParts[0] ?? '-')) {
    return { ok: false, reason: 'scope' };
  }
  const start = parseGoogDate(date);
  if (!Number.isInteger(expires) || expires < 1 || expires > 7 * 24 * 3600) return { ok: false, reason: 'expires' };
  if (!Number.isFinite(start) || now < start - 60_000 || now >= start + expires * 1000) return { ok: false, reason: 'expired' };
  if (!signed.includes('host')) return { ok: false, reason: 'host not signed' };
  const unsignedExtension = Object.keys(request.headers).find((h) => h.startsWith('x-goog-') && !signed.includes(h));
  if (unsignedExtension) return { ok: false, reason: `${unsignedExtension} not signed` };

  const canonicalQuery = [...query]
    .filter(([key]) => key !== 'X-Goog-Signature')
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signed
    .map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s{2,}/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signed.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['GOOG4-RSA-SHA256', date, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const valid = verify('RSA-SHA256', Buffer.from(stringToSign), account.publicKey, Buffer.from(signature, 'hex'));
  return valid ? { ok: true, signedHeaders: signed } : { ok: false, reason: 'signature' };
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  generation: number;
}

export interface StorageStandIn {
  /** For `STORAGE_EMULATOR_HOST`: @google-cloud/storage sends its JSON API calls and signs URLs for it. */
  url: string;
  account: LocalServiceAccount;
  /** Every object stored, by `bucket/object`. */
  objects: Map<string, StoredObject>;
  /** Moves the server's clock, e.g. past a signed URL's expiry. */
  advance(ms: number): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code></Error>`);
}

function jsonError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code: status, message, errors: [{ message }] } }));
}

/** The two parts of a JSON API multipart upload: the object's metadata, then its bytes. */
function multipartRelated(body: Buffer, contentType: string): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error('multipart upload without a boundary');
  const parts: Buffer[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    parts.push(part.subarray(headerEnd + 4, part.length - 2));
    start = next;
  }
  const [metadata, media] = parts;
  if (!metadata || !media) throw new Error('multipart upload without metadata and media');
  return { metadata: JSON.parse(metadata.toString('utf8')), media };
}

/**
 * A local stand-in for the parts of Cloud Storage our adapter uses, so its contract runs on every
 * machine: the XML API's PUT and GET through V4 signed URLs (signature, expiry, the signed
 * content type, `x-goog-content-length-range` and `x-goog-if-generation-match` enforced as
 * Storage enforces them), the JSON API's object get (metadata, or bytes with `alt=media`) and delete and its multipart upload (the
 * server's own writes), and Firebase's download URL for the buckets its rules make public. The
 * official Firebase Storage emulator cannot stand in here: it accepts no XML API upload and checks
 * no URL signature.
 */
export async function startStorageStandIn(options: { publicBuckets?: string[] } = {}): Promise<StorageStandIn> {
  const account = localServiceAccount();
  const objects = new Map<string, StoredObject>();
  let offset = 0;
  let generations = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const upload = url.pathname.match(/^\/upload\/storage\/v1\/b\/([^/]+)\/o$/);
    if (upload && req.method === 'POST' && url.searchParams.get('uploadType') === 'multipart') {
      const { metadata, media } = multipartRelated(await readBody(req), req.headers['content-type'] ?? '');
      const name = String(metadata.name ?? url.searchParams.get('name'));
      const contentType = String(metadata.contentType ?? 'application/octet-stream');
      const object = { bytes: media, contentType, generation: ++generations };
      objects.set(`${upload[1]}/${name}`, object);
      res.writeHead(200, { 'content-type': 'application/json' });
      // The SDK checks what it sent against Storage's checksums of what it stored.
      const crc32c = new CRC32C();
      crc32c.update(media);
      res.end(
        JSON.stringify({
          bucket: upload[1],
          name,
          contentType,
          size: String(media.length),
          generation: String(object.generation),
          md5Hash: createHash('md5').update(media).digest('base64'),
          crc32c: crc32c.toString(),
        }),
      );
      return;
    }
    const download = url.pathname.match(/^\/v0\/b\/([^/]+)\/o\/([^/]+)$/);
    if (download && req.method === 'GET') {
      if (!options.publicBuckets?.includes(download[1] ?? '')) return jsonError(res, 403, 'Permission denied');
      const object = objects.get(`${download[1]}/${decodeURIComponent(download[2] ?? '')}`);
      if (!object) return jsonError(res, 404, 'No such object');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
      res.end(object.bytes);
      return;
    }
    const json = url.pathname.match(/^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)$/);
    if (json) {
      const key = `${json[1]}/${decodeURIComponent(json[2] ?? '')}`;
      const object = objects.get(key);
      if (!object) return jsonError(res, 404, 'No such object');
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      // `alt=media` asks for the object's bytes (the SDK's download) rather than its metadata.
      if (url.searchParams.get('alt') === 'media') {
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
        res.end(object.bytes);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          bucket: json[1],
          name: key.slice((json[1] ?? '').length + 1),
          contentType: object.contentType,
          size: String(object.bytes.length),
          generation: String(object.generation),
        }),
      );
      return;
    }

    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
    );
    // The SDK signs the endpoint's host name without its port (on storage.googleapis.com there is none).
    headers.host = headers.host?.replace(/:\d+$/, '');
    const check = checkV4Signature({ method: req.method ?? 'GET', url, headers }, account, Date.now() + offset);
    if (!check.ok) return xmlError(res, 403, check.reason === 'expired' ? 'ExpiredToken' : 'SignatureDoesNotMatch');
    const key = decodeURIComponent(url.pathname.slice(1));

    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
      res.end(object.bytes);
      return;
    }
    if (req.method !== 'PUT') return xmlError(res, 405, 'MethodNotAllowed');
    const body = await readBody(req);
    const range = headers['x-goog-content-length-range']?.split(',').map(Number);
    if (range && (body.length < (range[0] ?? 0) || body.length > (range[1] ?? 0))) {
      return xmlError(res, 400, 'EntityTooLarge');
    }
    const match = headers['x-goog-if-generation-match'];
    if (match !== undefined && String(objects.get(key)?.generation ?? 0) !== match) {
      return xmlError(res, 412, 'PreconditionFailed');
    }
    objects.set(key, {
      bytes: body,
      contentType: headers['content-type'] ?? 'application/octet-stream',
      generation: ++generations,
    });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    account,
    objects,
    advance: (ms) => {
      offset += ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
