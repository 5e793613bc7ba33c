/**
 * Inflating one ZIP entry without trusting what the archive says it unpacks to: the bytes the
 * inflater actually produces are counted as they come, and the inflater is stopped the moment
 * they pass the limit, so a bomb costs at most the limit and one chunk, whatever its headers
 * claim. It runs as a stream on zlib's own threads, so the server keeps answering meanwhile.
 */
import { createInflateRaw } from 'node:zlib';

/** Output the inflater hands over at a time: the most it can produce past the limit. */
export const INFLATE_CHUNK_BYTES = 64 * 1024;

export interface Inflated {
  /** The entry's bytes, or null when they would pass the limit. */
  data: Buffer | null;
  /** Bytes the inflater produced before it finished or was stopped. */
  produced: number;
}

/** Raw deflate data (ZIP method 8) inflated up to `limit` bytes; a corrupt stream rejects. */
export function inflateWithin(compressed: Buffer, limit: number): Promise<Inflated> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    const chunks: Buffer[] = [];
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > limit) {
        inflater.destroy();
        chunks.length = 0;
        resolve({ data: null, produced });
        return;
      }
      chunks.push(chunk);
    });
    inflater.on('error', reject);
    inflater.on('end', () => resolve({ data: Buffer.concat(chunks, produced), produced }));
    inflater.end(compressed);
  });
}
