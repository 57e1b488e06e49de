import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

/**
 * Where media live (uploads, demo covers, audio): one small interface with two kinds behind it, so that every
 * instance of the site sees the same files.
 * - `local`: a folder (DATA_DIR/storage). Several instances share it as a volume (NFS, a shared disk); files are
 *   written under a temporary name and renamed, so nobody ever reads half a file.
 * - `s3`: a bucket of S3-compatible object storage (S3_BUCKET, S3_ENDPOINT, …; see S3Settings). A PUT is atomic.
 * Keys are relative paths with forward slashes (`uploads/<hash>.webp`, `covers/materials/<slug>.webp`), the same as
 * the site's /storage/<key> addresses.
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
   * A file as an HTTP answer (status, headers, body stream), passing a Range request on; null when absent.
   * Used to serve /storage/ from S3 (a local storage is served by @fastify/static).
   */
  fetch(key: string, range?: string): Promise<StoredResponse | null>;
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

export function localStorage(dir: string): MediaStorage {
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
    read: (key) => fs.readFile(fileOf(key)).catch(() => null),
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

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
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
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    return new Error(`S3 ${what}: ${res.status} ${text.slice(0, 300)}`);
  };
  const stat: MediaStorage['stat'] = async (key) => {
    const res = await client.fetch(urlOf(key), { method: 'HEAD' });
    if (res.status === 404 || res.status === 403) return null;
    if (!res.ok) throw await fail(`HEAD ${key}`, res);
    const modified = Date.parse(res.headers.get('last-modified') ?? '');
    return { size: Number(res.headers.get('content-length') ?? 0), mtimeMs: Number.isNaN(modified) ? 0 : modified };
  };
  const write: MediaStorage['write'] = async (key, body, contentType) => {
    const res = await client.fetch(urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType ?? contentTypeOf(key) },
    });
    if (!res.ok) throw await fail(`PUT ${key}`, res);
    await res.arrayBuffer();
  };
  return {
    kind: 's3',
    localDir: undefined,
    stat,
    async read(key) {
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    write,
    async writeOnce(key, produce, contentType) {
      if (await stat(key)) return false;
      await write(key, await produce(), contentType);
      return true;
    },
    async fetch(key, range) {
      const res = await client.fetch(urlOf(key), { headers: range ? { range } : {} });
      if (res.status === 404) return null;
      if (!res.ok && res.status !== 416) throw await fail(`GET ${key}`, res);
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-length', 'content-range', 'etag', 'last-modified', 'accept-ranges']) {
        const value = res.headers.get(name);
        if (value) headers[name] = value;
      }
      return { status: res.status, headers, body: res.body };
    },
  };
}

/** The storage the configuration names: S3 when S3_BUCKET is set, else the local folder. */
export function openStorage(options: { s3: S3Settings | null; storageDir: string }): MediaStorage {
  return options.s3 ? s3Storage(options.s3) : localStorage(options.storageDir);
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
export const asStorage = (target: StorageTarget): MediaStorage => (typeof target === 'string' ? localStorage(target) : target);
