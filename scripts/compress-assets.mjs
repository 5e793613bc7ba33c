// Build-time compression of the built web app: a brotli (.br, quality 11) and a gzip (.gz,
// level 9) copy beside every compressible file, so @fastify/static (preCompressed) sends them
// by the request's Accept-Encoding without compressing anything per request.
// Fonts and images are compressed formats already and are left alone, as are files under 1 KB
// (the headers would outweigh the saving) and any copy that would not be smaller.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = [
  {
    extension: '.br',
    encode: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', encode: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // Hidden entries (Vite's .vite/manifest.json) are never served.
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

async function compressFile(file) {
  const data = await fs.readFile(file);
  const written = [];
  for (const { extension, encode } of encoders) {
    const copy = `${file}${extension}`;
    const compressed = data.length < MIN_BYTES ? undefined : await encode(data);
    if (!compressed || compressed.length >= data.length) {
      // A copy an earlier build left must not be served for the new file.
      await fs.rm(copy, { force: true });
      continue;
    }
    await fs.writeFile(copy, compressed);
    written.push({ file: copy, originalBytes: data.length, compressedBytes: compressed.length });
  }
  return written;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir` (the files run
 * side by side on libuv's thread pool). Returns the copies written with their sizes, for the
 * build's log.
 */
export async function compressAssets(dir) {
  const files = [];
  for await (const file of filesUnder(dir)) {
    if (COMPRESSIBLE.has(path.extname(file).toLowerCase())) files.push(file);
  }
  return (await Promise.all(files.map(compressFile))).flat();
}
