/**
 * Compresses the dynamic answers the server builds in memory — pages, JSON, CSV, XML, text —
 * with brotli or gzip, whichever the request's Accept-Encoding prefers (brotli on a tie).
 * Streams (built files, uploads, the live board's server-sent events) pass untouched: the
 * built files have compressed copies of their own (scripts/compress-assets.mjs).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this the headers outweigh what compressing saves. */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(?:text\/(?:html|csv|plain|xml)|application\/(?:json|xml))\s*(?:;|$)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The coding to answer with, or undefined for the body as it is. A coding the header does
 * not name is refused unless `*` allows it; `q=0` refuses.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Quality 5 and level 6: nearly the smallest output at a fraction of the time of the maxima. */
export function compressBody(encoding: Encoding, body: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', value.trim() ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  const status = reply.statusCode;
  if (status < 200 || status === 204 || status === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return false;
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return Buffer.byteLength(payload) >= MIN_COMPRESSED_BYTES;
}

async function compression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || !isCompressible(reply, payload)) return payload;
    // Set whatever this client accepts: a shared cache must not hand one client's coding to another.
    varyOnEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const compressed = await compressBody(encoding, body);
    if (compressed.length >= body.length) return payload;
    const etag = reply.getHeader('etag');
    // Other bytes than the tag was made for: only the weak tag still holds (as nginx does).
    if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
    reply.header('content-encoding', encoding).header('content-length', compressed.length);
    return compressed;
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
