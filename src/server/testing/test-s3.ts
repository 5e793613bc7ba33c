/**
 * A real S3-compatible server for the backup tests (s3rver, on 127.0.0.1, its files in a
 * temporary folder), and in front of it, when asked, a gate that refuses writes as a bucket
 * with a read-only key does (403 AccessDenied), or holds an upload midway: its first bytes
 * pass, the rest wait, so a test can kill the uploading process in the middle.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_KEY_ID = 'S3RVER';
export const TEST_SECRET = 'S3RVER';
export const TEST_PASSPHRASE = 'correct horse battery staple';

/** The backup target the tests save: folder `prefix` of the `studio-backups` bucket at `endpoint`. */
export function backupTarget(endpoint: string, prefix: string, passphrase = TEST_PASSPHRASE) {
  return {
    endpoint,
    region: 'us-east-1',
    bucket: 'studio-backups',
    prefix,
    accessKeyId: TEST_KEY_ID,
    secretAccessKey: TEST_SECRET,
    passphrase,
  };
}

export interface TestS3 {
  endpoint: string;
  /** The gate's address: writes refused while `refuseWrites` is true. */
  gatedEndpoint: string;
  gate: Gate;
  folder: string;
  /** Every byte the server holds, of every object. */
  allBytes(): Buffer;
  close(): Promise<void>;
}

export interface Gate {
  refuseWrites: boolean;
  /** An upload's first bytes pass and the rest wait, for every PUT while true. */
  holdUploads: boolean;
  /** Resolves when the next upload is held midway. */
  nextHeld(): Promise<string>;
}

const ACCESS_DENIED =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

function filesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else found.push(full);
  }
  return found;
}

export async function startTestS3(buckets: string[] = ['studio-backups']): Promise<TestS3> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = (await server.run()) as AddressInfo;
  let heldWaiters: ((url: string) => void)[] = [];
  const gate: Gate = {
    refuseWrites: false,
    holdUploads: false,
    nextHeld: () => new Promise((resolve) => heldWaiters.push(resolve)),
  };
  const proxy = http.createServer((request, response) => {
    if (gate.refuseWrites && (request.method === 'PUT' || request.method === 'POST')) {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' }).end(ACCESS_DENIED);
      return;
    }
    const forward = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    if (gate.holdUploads && request.method === 'PUT') {
      request.once('data', (chunk: Buffer) => {
        request.pause();
        forward.write(chunk);
        const waiting = heldWaiters;
        heldWaiters = [];
        for (const resolve of waiting) resolve(request.url ?? '');
      });
      // The uploader gone, the store sees its connection cut before the body ended.
      request.once('close', () => forward.destroy());
      return;
    }
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    gatedEndpoint: `http://127.0.0.1:${proxyPort}`,
    gate,
    folder,
    allBytes: () => Buffer.concat(filesUnder(folder).map((file) => fs.readFileSync(file))),
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await server.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
