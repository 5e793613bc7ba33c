/**
 * Answers kept in memory with the version of the data they were read at (decisions 050, 059).
 * A route reads the version first — one row — and, while it stands, sends the JSON it kept
 * instead of reading and building the answer again. The version is read before the rows, so
 * what is kept is never older than its version: a change committed in between only makes the
 * next request read again.
 *
 * The answer went through its response schema once, when it was read (the route's `read`
 * does that); the JSON is sent as it is, compressed once per coding for browsers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseEncoding,
  compressBody,
  type Encoding,
  MIN_COMPRESSED_BYTES,
  varyOnEncoding,
} from '../plugins/compression.ts';

export interface KeptJson<T> {
  version: number;
  value: T;
  json: string;
  /** Its length in bytes (UTF-8). */
  bytes: number;
  /** The JSON compressed, per coding, made the first time a browser asks for it. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface KeptLimits {
  /** How many answers at most. */
  entries: number;
  /** How many bytes of JSON at most, all answers together. */
  bytes: number;
}

export class KeptAnswers<T> {
  readonly #kept = new Map<string, KeptJson<T>>();
  #bytes = 0;

  constructor(readonly limits: KeptLimits) {}

  /** The answer kept under `key` while `version` stands; else `read()`'s, kept in its place. */
  async get(key: string, version: number, read: () => Promise<T>): Promise<KeptJson<T>> {
    const kept = this.#kept.get(key);
    if (kept && kept.version === version) return kept;
    const value = await read();
    const json = JSON.stringify(value);
    const fresh: KeptJson<T> = { version, value, json, bytes: Buffer.byteLength(json), encoded: new Map() };
    this.#forget(key);
    // Newest last: when full, the answer read longest ago goes first.
    this.#kept.set(key, fresh);
    this.#bytes += fresh.bytes;
    // The answer just read stays, alone if it is over the limit by itself.
    for (const oldest of this.#kept.keys()) {
      if (oldest === key) break;
      if (this.#kept.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
      this.#forget(oldest);
    }
    return fresh;
  }

  /** How many answers and bytes are kept now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#kept.size, bytes: this.#bytes };
  }

  #forget(key: string): void {
    const kept = this.#kept.get(key);
    if (!kept) return;
    this.#kept.delete(key);
    this.#bytes -= kept.bytes;
  }
}

/** The kept JSON in `encoding`, compressed once for every request that accepts it. */
export function encodedJson(kept: KeptJson<unknown>, encoding: Encoding): Promise<Buffer> {
  let body = kept.encoded.get(encoding);
  if (!body) {
    body = compressBody(encoding, Buffer.from(kept.json));
    kept.encoded.set(encoding, body);
  }
  return body;
}

/**
 * Sends the kept JSON as it is, compressed when the request accepts it. Fastify sends a string
 * or a buffer untouched; the route's types only know the answer's shape, hence the cast.
 */
export async function sendKeptJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptJson<T>,
): Promise<T> {
  reply.type('application/json; charset=utf-8');
  const encoding =
    kept.bytes >= MIN_COMPRESSED_BYTES ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(kept.json) as unknown as T;
  varyOnEncoding(reply);
  const body = await encodedJson(kept, encoding);
  return reply.header('content-encoding', encoding).send(body) as unknown as T;
}
