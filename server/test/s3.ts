import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { s3SettingsFromEnv, type S3Settings } from '../src/lib/storage.ts';

/**
 * A real S3-protocol server for the tests: S3rver (@20minutes/s3rver, the maintained fork of s3rver), on a free
 * loopback port, its objects in a temporary folder. It checks AWS signatures (version 4) against its one key pair,
 * S3RVER / S3RVER, and answers the S3 error codes (NoSuchKey, NoSuchBucket, SignatureDoesNotMatch …).
 *
 * Chosen over Ceph's radosgw (Debian's S3 server): that needs a Ceph cluster (monitors, OSDs) started and torn down
 * around the tests, minutes and hundreds of MB; S3rver is an npm dev dependency that starts in milliseconds, so the
 * S3 tests run in `npm test` and CI with nothing else installed.
 *
 * Both addressing styles: path style (http://127.0.0.1:port/bucket/key) and virtual-host style
 * (http://bucket.s3.localhost:port/key, S3rver's serviceEndpoint 'localhost'). No resolver here knows
 * *.localhost, so the fixture answers 127.0.0.1 for those names in this test process (dns.lookup, which Node's
 * fetch connects through); the Host header is the bucket's own name.
 *
 * S3rver verifies a virtual-host request's signature against a canonical URI with the bucket in it (/bucket/key,
 * Signature Version 2's rule); Version 4, which AWS, aws4fetch and the AWS SDKs sign with, takes the request's path
 * (/key), so it refuses every correct one (the bug s3proxy fixed in gaul/s3proxy#322). The virtual-host style is
 * served by a second S3rver on the same folder that lets a mismatched signature through: it still refuses an
 * unknown key id and a missing bucket, and the path-style server checks the signatures the same code makes.
 */
export const S3_BUCKET = 'media';
export const S3_KEY = { id: 'S3RVER', secret: 'S3RVER' } as const;

export type S3Addressing = 'path' | 'virtual-host';

export interface TestS3 {
  /** The folder S3rver keeps objects in: `<dir>/<bucket>/<key>._S3rver_object`. */
  dir: string;
  /** The port of the path-style server, the one that checks signatures. */
  port: number;
  /** Objects created (PUT), as `bucket/key`, in order. */
  puts: string[];
  /** The Host headers (host:port) each server was sent: the path-style one and the virtual-host one. */
  hosts: Record<S3Addressing, Set<string>>;
  /** The site's S3_* environment for this server, in the given addressing style. */
  env(addressing: S3Addressing, over?: Record<string, string>): Record<string, string>;
  settings(addressing: S3Addressing, over?: Record<string, string>): S3Settings;
  close(): Promise<void>;
}

let lookupPatched = 0;
const realLookup = dns.lookup;

/** *.localhost resolves to 127.0.0.1 in this process while a fixture is open (the virtual-host style). */
function resolveLocalhostNames(on: boolean) {
  lookupPatched += on ? 1 : -1;
  if (lookupPatched === 0) {
    dns.lookup = realLookup;
  } else if (on && lookupPatched === 1) {
    dns.lookup = ((hostname: string, ...rest: unknown[]) =>
      (realLookup as (...args: unknown[]) => void).call(dns, hostname.endsWith('.localhost') ? '127.0.0.1' : hostname, ...rest)) as typeof dns.lookup;
  }
}

export async function startS3(): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-test-'));
  const puts: string[] = [];
  const hosts = { path: new Set<string>(), 'virtual-host': new Set<string>() };
  const start = async (addressing: S3Addressing) => {
    const allowMismatchedSignatures = addressing === 'virtual-host';
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      serviceEndpoint: 'localhost',
      allowMismatchedSignatures,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    // Koa composes its middleware when it starts listening: this one runs first and notes each request's host.
    (server as unknown as { middleware: ((ctx: { host: string }, next: () => Promise<void>) => Promise<void>)[] }).middleware.unshift(
      (ctx, next) => {
        hosts[addressing].add(ctx.host);
        return next();
      },
    );
    server.on('event', (event) => {
      for (const record of event.Records) {
        if (record.eventName === 'ObjectCreated:Put') puts.push(`${record.s3.bucket.name}/${record.s3.object.key}`);
      }
    });
    return { server, port: (await server.run()).port };
  };
  const strict = await start('path');
  const vhost = await start('virtual-host');
  resolveLocalhostNames(true);
  const env = (addressing: S3Addressing, over: Record<string, string> = {}) => ({
    S3_BUCKET: S3_BUCKET,
    // virtual-host style: the storage puts the bucket before the endpoint's host, bucket.s3.localhost
    S3_ENDPOINT: addressing === 'path' ? `http://127.0.0.1:${strict.port}` : `http://s3.localhost:${vhost.port}`,
    S3_FORCE_PATH_STYLE: addressing === 'path' ? 'true' : 'false',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: S3_KEY.id,
    S3_SECRET_ACCESS_KEY: S3_KEY.secret,
    S3_PREFIX: 'site',
    ...over,
  });
  return {
    dir,
    port: strict.port,
    puts,
    hosts,
    env,
    settings: (addressing, over) => s3SettingsFromEnv(env(addressing, over))!,
    async close() {
      resolveLocalhostNames(false);
      await Promise.all([strict.server.close(), vhost.server.close()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
