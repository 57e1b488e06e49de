import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

/**
 * Where media live: a folder (DATA_DIR/storage, written through a temporary name) or an S3 bucket, behind one
 * interface so that every instance sees the same files. Keys are the paths of the site's /storage/<key> addresses.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** The folder of a local storage (served by @fastify/static); undefined for S3. */
  readonly localDir: string | undefined;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<{ size: number; mtimeMs: number } | null>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Writes what `produce` makes unless the key exists (content-addressed names); true when it wrote. */
  writeOnce(key: string, produce: () => Promise<Buffer>, contentType?: string): Promise<boolean>;
  /**
   * A file as an HTTP answer (status, headers, body stream), passing a Range request and the browser's
   * If-None-Match / If-Modified-Since on (304 without a body); null when absent. Used to serve /storage/ from S3
   * (a local storage is served by @fastify/static).
   */
  fetch(key: string, range?: string, conditions?: FetchConditions): Promise<StoredResponse | null>;
}

export interface FetchConditions {
  'if-none-match'?: string;
  'if-modified-since'?: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | null;
}

export interface S3Settings {
  bucket: string;
  /** https://s3.eu-central-1.amazonaws.com, http://minio:9000, …; empty: AWS, virtual-hosted addresses. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket ('site/'), or ''. */
  prefix: string;
  /** bucket in the path (MinIO, Garage, Ceph…) rather than in the host name; default: with an endpoint. */
  pathStyle: boolean;
}

/** S3 settings from the environment, or null when S3_BUCKET is not set (local storage). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_*) are needed too');
  }
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/$/, '') || undefined;
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    pathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
  };
}

/** A key must stay inside the storage: no absolute paths, `..`, hidden segments, backslashes or NULs. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return key.length > 0 && key.length <= 500 && !/[\\\0]/.test(key) && !segments.some((s) => s === '' || s.startsWith('.'));
}

function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`not a storage key: "${key}"`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif',
  '.avif': 'image/avif', '.tif': 'image/tiff', '.tiff': 'image/tiff', '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg', '.ogg': 'audio/ogg', '.m4a': 'audio/mp4', '.pdf': 'application/pdf',
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Media in a folder of this machine (DATA_DIR/storage), written through a temporary name and renamed. */
export function diskStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  const stat: MediaStorage['stat'] = async (key) => {
    const s = await fs.stat(fileOf(key)).catch(() => null);
    return s?.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
  };
  const write: MediaStorage['write'] = async (key, body) => {
    const target = fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`;
    await fs.writeFile(partial, body);
    await fs.rename(partial, target);
  };
  return {
    kind: 'local',
    localDir: root,
    stat,
    async read(key) {
      const file = fileOf(key); // an unsafe key rejects rather than reading as missing
      return fs.readFile(file).catch(() => null);
    },
    write,
    async writeOnce(key, produce, contentType) {
      if (await stat(key)) return false;
      await write(key, await produce(), contentType);
      return true;
    },
    async fetch(key) {
      const s = await stat(key);
      if (!s) return null;
      const body = await fs.readFile(fileOf(key));
      return {
        status: 200,
        headers: { 'content-type': contentTypeOf(key), 'content-length': String(body.length) },
        body: new Blob([body]).stream(),
      };
    },
  };
}

/**
 * The `<Code>` of an S3 error answer (NoSuchKey, NoSuchBucket, SignatureDoesNotMatch, …); '' when there is none
 * (a HEAD answer has no body).
 */
export const s3ErrorCode = (xml: string) => /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '';

/**
 * Whether an S3 error answer means "no such file": 404 NoSuchKey, or 403 AccessDenied, which is what AWS answers
 * for a missing key when the credentials may read objects but not list the bucket. Anything else (NoSuchBucket,
 * SignatureDoesNotMatch, InvalidAccessKeyId, a 5xx…) is a fault of the configuration or of the service, and must
 * not pass for a missing picture.
 */
const meansMissing = (status: number, code: string) =>
  (status === 404 && (code === 'NoSuchKey' || code === '')) || (status === 403 && code === 'AccessDenied');

/** Conditional request headers passed on to S3 when serving a file, so that a browser's revalidation costs no body. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'] as const;
/** Answer headers passed back from S3 when serving a file. */
const SERVED_HEADERS = ['content-type', 'content-length', 'content-range', 'etag', 'last-modified', 'accept-ranges'] as const;

/**
 * A failure of the media storage: S3 refused (a wrong key, a missing bucket: `transient` false, the site's
 * configuration must change) or did not answer (down, overloaded, silent: `transient`, a retry may work). Its message
 * is one log line naming S3's error code and the setting to check. The error handler answers 500 or 503.
 */
export class StorageError extends Error {
  readonly transient: boolean;
  /** S3's error code (SignatureDoesNotMatch, NoSuchBucket …), '' without one. */
  readonly code: string;
  /** S3's HTTP status, 0 without an answer. */
  readonly status: number;
  constructor(message: string, options: { transient: boolean; code: string; status: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'StorageError';
    this.transient = options.transient;
    this.code = options.code;
    this.status = options.status;
  }
}

/** What to check for the S3 error codes a misconfigured site meets. */
const HINTS: Record<string, (settings: S3Settings) => string> = {
  SignatureDoesNotMatch: () => 'check S3_SECRET_ACCESS_KEY (and S3_REGION)',
  InvalidAccessKeyId: () => 'check S3_ACCESS_KEY_ID',
  NoSuchBucket: (s) => `no bucket "${s.bucket}" at ${s.endpoint ?? 'AWS'}: check S3_BUCKET and S3_ENDPOINT, or create the bucket`,
  AccessDenied: (s) => `the key may not write to or read from the bucket "${s.bucket}": check its policy`,
  AuthorizationHeaderMalformed: () => 'check S3_REGION',
  PermanentRedirect: () => 'the bucket is in another region or needs another addressing: check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE',
};

const describeNetworkError = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `no answer (${cause?.code ?? cause?.message ?? (error as Error).message})`;
};

/** Options of the S3 client beyond the settings (tests shorten them). */
export interface S3ClientOptions {
  /** Retries of a 5xx or 429 answer (aws4fetch, random exponential backoff from 50 ms); default 3. */
  retries?: number;
  /** How long to wait for an answer's headers (not for a body being streamed); default 30 s. */
  headersTimeoutMs?: number;
}

export function s3Storage(settings: S3Settings, options: S3ClientOptions = {}): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // aws4fetch's default, 10 retries with a doubling backoff, keeps a page waiting for about half a minute when
    // the service is overloaded; three retries give up within a few hundred milliseconds.
    retries: options.retries ?? 3,
  });
  const headersTimeoutMs = options.headersTimeoutMs ?? 30_000;
  const base = settings.endpoint
    ? settings.pathStyle
      ? `${settings.endpoint}/${settings.bucket}`
      : settings.endpoint.replace('://', `://${settings.bucket}.`)
    : settings.pathStyle
      ? `https://s3.${settings.region}.amazonaws.com/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const urlOf = (key: string) => {
    assertKey(key);
    return `${base}/${`${settings.prefix}${key}`.split('/').map(encodeURIComponent).join('/')}`;
  };
  /**
   * One signed request. A timer aborts it when no answer comes within headersTimeoutMs; it is cleared as soon as
   * the headers are in, so a long audio file streamed to a slow visitor is not cut off.
   */
  const send = async (url: string, init: RequestInit = {}) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`S3 gave no answer in ${headersTimeoutMs} ms`)), headersTimeoutMs);
    try {
      return await client.fetch(url, { ...init, signal: abort.signal });
    } catch (error) {
      // No answer: the service is down, unreachable or silent. Worth a retry later, unlike a refusal.
      const reason = abort.signal.aborted ? (abort.signal.reason as Error).message : describeNetworkError(error);
      throw new StorageError(`S3 ${init.method ?? 'GET'} ${url}: ${reason}`, { transient: true, code: '', status: 0, cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
  /** Drops a body nobody reads, so that its connection goes back to the pool. */
  const discard = (res: Response) => res.body?.cancel().catch(() => {});
  const failure = (what: string, res: Response, text: string) => {
    const code = s3ErrorCode(text);
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    const detail = code ? `${code}${message ? ` (${message})` : ''}` : text.slice(0, 300);
    const hint = Object.hasOwn(HINTS, code) ? HINTS[code](settings) : '';
    const transient = res.status >= 500 || res.status === 429 || code === 'SlowDown';
    return new StorageError(`S3 ${what}: ${res.status} ${detail}`.trim() + (hint ? ` — ${hint}` : ''), { transient, code, status: res.status });
  };
  /** null for an answer that means "no such file"; throws for any other failure. */
  const missingOrThrow = async (what: string, res: Response): Promise<null> => {
    const text = await res.text().catch(() => '');
    if (meansMissing(res.status, s3ErrorCode(text))) return null;
    throw failure(what, res, text);
  };
  const stat: MediaStorage['stat'] = async (key) => {
    const url = urlOf(key);
    const res = await send(url, { method: 'HEAD' });
    if (res.ok) {
      await discard(res);
      const modified = Date.parse(res.headers.get('last-modified') ?? '');
      return { size: Number(res.headers.get('content-length') ?? 0), mtimeMs: Number.isNaN(modified) ? 0 : modified };
    }
    await discard(res);
    // A HEAD answer carries no error code: ask for one byte to learn whether the key or the bucket is missing, or
    // the credentials are wrong (a 404 or 403 here would otherwise hide a misconfigured bucket as missing files).
    if (res.status === 404 || res.status === 403) {
      return missingOrThrow(`HEAD ${key}`, await send(url, { headers: { range: 'bytes=0-0' } }));
    }
    throw failure(`HEAD ${key}`, res, '');
  };
  const write: MediaStorage['write'] = async (key, body, contentType) => {
    const res = await send(urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType ?? contentTypeOf(key) },
    });
    if (!res.ok) throw failure(`PUT ${key}`, res, await res.text().catch(() => ''));
    await discard(res);
  };
  return {
    kind: 's3',
    localDir: undefined,
    stat,
    async read(key) {
      const res = await send(urlOf(key));
      if (!res.ok) return missingOrThrow(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    write,
    async writeOnce(key, produce, contentType) {
      if (await stat(key)) return false;
      await write(key, await produce(), contentType);
      return true;
    },
    async fetch(key, range, conditions) {
      const headers: Record<string, string> = range ? { range } : {};
      for (const name of CONDITIONAL_HEADERS) if (conditions?.[name]) headers[name] = conditions[name];
      const res = await send(urlOf(key), { headers });
      if (res.status === 304 || res.status === 416) {
        // Not modified; or a range past the end (S3's XML error is not for visitors).
        await discard(res);
        const passed: Record<string, string> = {};
        for (const name of ['etag', 'last-modified'] as const) {
          const value = res.headers.get(name);
          if (value) passed[name] = value;
        }
        return { status: res.status, headers: passed, body: null };
      }
      if (!res.ok) return missingOrThrow(`GET ${key}`, res);
      const served: Record<string, string> = {};
      for (const name of SERVED_HEADERS) {
        const value = res.headers.get(name);
        if (value) served[name] = value;
      }
      // A file put in the bucket by another tool may have no type of its own (S3 then says octet-stream).
      if (/^(binary|application)\/octet-stream$/.test(served['content-type'] ?? 'binary/octet-stream')) {
        served['content-type'] = contentTypeOf(key);
      }
      return { status: res.status, headers: served, body: res.body };
    },
  };
}

/** The storage the configuration names: S3 when S3_BUCKET is set, else the local folder. */
export function openStorage(options: { s3: S3Settings | null; storageDir: string }): MediaStorage {
  return options.s3 ? s3Storage(options.s3) : diskStorage(options.storageDir);
}

const opened = new WeakMap<object, MediaStorage>();

/** One storage per configuration (the routes, the static plugin and the seed share it). */
export function storageFor(config: { s3?: S3Settings | null; dataDir: string }): MediaStorage {
  let storage = opened.get(config);
  if (!storage) {
    storage = openStorage({ s3: config.s3 ?? null, storageDir: path.join(config.dataDir, 'storage') });
    opened.set(config, storage);
  }
  return storage;
}

/** A storage, or a local folder by its path (scripts and tests that work on a folder). */
export type StorageTarget = MediaStorage | string;
export const asStorage = (target: StorageTarget): MediaStorage => (typeof target === 'string' ? diskStorage(target) : target);
