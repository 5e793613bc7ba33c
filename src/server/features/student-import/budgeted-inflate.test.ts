import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedRepeat } from '../../testing/zip-files.ts';
import { INFLATE_CHUNK_BYTES, inflateWithin } from './budgeted-inflate.ts';

/** Bytes that do not repeat, so that the packed stream is not much smaller than they are. */
function varied(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 7;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

describe('inflateWithin', () => {
  it('hands over exactly the bytes of a stream that reaches its limit, and nothing of one a byte past it', async () => {
    const size = 3 * INFLATE_CHUNK_BYTES + 1;
    const data = varied(size);
    const packed = deflateRawSync(data);
    const atLimit = await inflateWithin(packed, size);
    expect(atLimit.produced).toBe(size);
    expect(atLimit.data?.equals(data)).toBe(true);
    // The fourth chunk, of one byte, passes the limit: counted, and the stream refused.
    expect(await inflateWithin(packed, size - 1)).toEqual({ data: null, produced: size });
    expect((await inflateWithin(packed, size + 1)).data?.length).toBe(size);
  });

  it('counts an empty entry as nothing, and refuses one byte against a limit of none', async () => {
    expect(await inflateWithin(deflateRawSync(Buffer.alloc(0)), 0)).toEqual({
      data: Buffer.alloc(0),
      produced: 0,
    });
    expect(await inflateWithin(deflateRawSync(Buffer.from('a')), 0)).toEqual({ data: null, produced: 1 });
  });

  it('stops a bomb of 256 MB within a chunk of its limit, fast and without holding it', {
    timeout: 30_000,
  }, async () => {
    const bomb = deflatedRepeat('', 'x'.repeat(1024 * 1024), 256, '');
    expect(bomb.size).toBe(256 * 1024 * 1024);
    const limit = 1024 * 1024;
    const before = process.memoryUsage();
    const started = performance.now();
    const result = await inflateWithin(bomb.data, limit);
    const elapsed = performance.now() - started;
    const after = process.memoryUsage();
    expect(result.data).toBeNull();
    expect(result.produced).toBeGreaterThan(limit);
    expect(result.produced).toBeLessThanOrEqual(limit + INFLATE_CHUNK_BYTES);
    expect(elapsed).toBeLessThan(1_000);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(20 * 1024 * 1024);
  });

  it('rejects a stream that is cut short or is no deflate data', async () => {
    const packed = deflateRawSync(varied(10_000));
    await expect(inflateWithin(packed.subarray(0, packed.length - 100), 1_000_000)).rejects.toThrow();
    await expect(inflateWithin(Buffer.from([0xff, 0xff, 0xff, 0xff]), 1_000_000)).rejects.toThrow();
  });
});
