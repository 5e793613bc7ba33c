/**
 * The off-site bucket (docs/decisions/074): any S3-compatible store reached with
 * `@aws-sdk/client-s3` (parts by `@aws-sdk/lib-storage`), its connections made through
 * lib/outbound.ts's checked lookup, since the owner types the address. Every failure becomes a
 * BucketError whose code names it in Korean: wrong keys, no such bucket, a refused write,
 * an unreachable address, a certificate that does not verify.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { checkedAddresses, checkedLookup, type OutboundPolicy, OutboundRefused } from '../../lib/outbound.ts';

export interface BucketSettings {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type BucketStep = 'write' | 'read' | 'delete' | 'list';

/** A bucket's refusal or an unreachable one; `code` gives the Korean text, `detail` the store's own words. */
export class BucketError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly step: BucketStep,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'BucketError';
  }
}

const TLS_CODES =
  /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|EPROTO$|HOSTNAME_MISMATCH|ERR_TLS_CERT)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
]);

const KEYS_WRONG = [
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'InvalidSecurity',
  'ExpiredToken',
];
const REGION_WRONG = [
  'AuthorizationHeaderMalformed',
  'PermanentRedirect',
  'IllegalLocationConstraintException',
];

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  Code?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

function networkCode(error: SdkError): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as SdkError).code;
    if (typeof code === 'string') return code;
    current = (current as SdkError).cause;
  }
  return undefined;
}

/** What a failure of `step` means, in one of our codes. */
export function classifyBucketError(error: unknown, step: BucketStep): BucketError {
  if (error instanceof BucketError) return error;
  if (error instanceof OutboundRefused)
    return new BucketError('backup.s3_address_refused', step, error.message);
  const sdk = (error ?? {}) as SdkError;
  const name = sdk.name ?? sdk.Code ?? '';
  const code = networkCode(sdk) ?? '';
  const status = sdk.$metadata?.httpStatusCode;
  const detail = `${name || code || 'Error'}${status ? ` (${status})` : ''}: ${String(sdk.message ?? '').slice(0, 300)}`;
  if (TLS_CODES.test(code) || /certificate|SSL routines|wrong version number/i.test(sdk.message ?? ''))
    return new BucketError('backup.s3_tls', step, detail);
  if (NETWORK_CODES.has(code) || NETWORK_CODES.has(name))
    return new BucketError('backup.s3_unreachable', step, detail);
  if (KEYS_WRONG.includes(name)) return new BucketError('backup.s3_keys_wrong', step, detail);
  if (name === 'NoSuchBucket') return new BucketError('backup.s3_no_bucket', step, detail);
  if (REGION_WRONG.includes(name) || status === 301)
    return new BucketError('backup.s3_region_wrong', step, detail);
  if (name === 'AccessDenied' || name === 'Forbidden' || status === 403) {
    const refused: Record<BucketStep, ErrorCode> = {
      write: 'backup.s3_write_refused',
      read: 'backup.s3_read_refused',
      list: 'backup.s3_read_refused',
      delete: 'backup.s3_delete_refused',
    };
    return new BucketError(refused[step], step, detail);
  }
  if (status === undefined && !name.match(/^[A-Z]/))
    return new BucketError('backup.s3_unreachable', step, detail);
  return new BucketError('backup.s3_failed', step, detail);
}

export interface BucketObject {
  key: string;
  /** The name below the prefix. */
  name: string;
  size: number;
  lastModified: Date | null;
}

/** `backups/studio` → `backups/studio/`; '' stays ''. */
export function normalPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/** Where unfinished uploads wait: never listed as backups, cleared by the rotation. */
export const PARTIAL_FOLDER = '.partial/';

export class Bucket {
  private readonly client: S3Client;
  readonly prefix: string;

  private constructor(
    private readonly settings: BucketSettings,
    policy: OutboundPolicy,
  ) {
    const lookup = checkedLookup(policy);
    const host = new URL(settings.endpoint).hostname;
    this.prefix = normalPrefix(settings.prefix);
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      // Path-style works with every S3-compatible store; AWS itself prefers its own hosts.
      forcePathStyle: !/\.amazonaws\.com$/i.test(host),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      maxAttempts: 2,
      requestHandler: {
        httpAgent: new http.Agent({ lookup, keepAlive: true }),
        httpsAgent: new https.Agent({ lookup, keepAlive: true }),
        connectionTimeout: 10_000,
        requestTimeout: 120_000,
      },
    });
  }

  /** A bucket whose address has been checked against the outbound policy. */
  static async open(settings: BucketSettings, policy: OutboundPolicy): Promise<Bucket> {
    try {
      await checkedAddresses(new URL(settings.endpoint).hostname, policy);
    } catch (error) {
      throw classifyBucketError(error, 'write');
    }
    return new Bucket(settings, policy);
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** The object `name` as a command names it. */
  private object(name: string) {
    return { Bucket: this.settings.bucket, Key: this.key(name) };
  }

  private async run<T>(step: BucketStep, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw classifyBucketError(error, step);
    }
  }

  async putSmall(name: string, body: Buffer): Promise<void> {
    await this.run('write', () =>
      this.client.send(new PutObjectCommand({ ...this.object(name), Body: body })),
    );
  }

  async getSmall(name: string): Promise<Buffer> {
    return this.run('read', async () => {
      const answer = await this.client.send(new GetObjectCommand(this.object(name)));
      return Buffer.from(
        await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    });
  }

  async remove(name: string): Promise<void> {
    await this.run('delete', () => this.client.send(new DeleteObjectCommand(this.object(name))));
  }

  /**
   * A file into the bucket under `name`, whole or not at all: its parts go to a partial key,
   * which is copied to `name` only once it is complete, then removed. A process killed midway
   * leaves a partial object, never an object under a backup's name.
   */
  async uploadFile(file: string, name: string): Promise<void> {
    const partial = `${PARTIAL_FOLDER}${name}.${randomUUID().slice(0, 8)}`;
    await this.run('write', async () => {
      const upload = new Upload({
        client: this.client,
        params: { ...this.object(partial), Body: fs.createReadStream(file) },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      await upload.done();
      await this.client.send(
        new CopyObjectCommand({
          ...this.object(name),
          CopySource: `${this.settings.bucket}/${encodeURI(this.key(partial))}`,
        }),
      );
    });
    await this.remove(partial).catch(() => undefined);
  }

  async downloadFile(name: string, file: string): Promise<void> {
    await this.run('read', async () => {
      const answer = await this.client.send(new GetObjectCommand(this.object(name)));
      await pipeline(answer.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
    });
  }

  /** Every object below the prefix (`folder` below it, when given), oldest name first. */
  async list(folder = ''): Promise<BucketObject[]> {
    return this.run('list', async () => {
      const found: BucketObject[] = [];
      let token: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: this.key(folder),
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          found.push({
            key: item.Key,
            name: item.Key.slice(this.prefix.length),
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? null,
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => (a.name < b.name ? -1 : 1));
    });
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * 연결 확인: writes a small object, reads it back, removes it. Answers null when all three
 * went through, else the first failure.
 */
export async function checkBucket(
  settings: BucketSettings,
  policy: OutboundPolicy,
): Promise<BucketError | null> {
  let bucket: Bucket | null = null;
  try {
    bucket = await Bucket.open(settings, policy);
    const name = `${PARTIAL_FOLDER}connection-check-${randomUUID()}.txt`;
    const body = Buffer.from(`studio backup connection check ${new Date().toISOString()}\n`);
    await bucket.putSmall(name, body);
    const back = await bucket.getSmall(name);
    if (!back.equals(body)) {
      await bucket.remove(name).catch(() => undefined);
      return new BucketError('backup.s3_read_mismatch', 'read', 'content differs');
    }
    await bucket.remove(name);
    return null;
  } catch (error) {
    return classifyBucketError(error, 'write');
  } finally {
    bucket?.close();
  }
}
