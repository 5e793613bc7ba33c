import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodedJson, KeptAnswers } from './kept-json.ts';

describe('KeptAnswers', () => {
  it('answers what it kept while the version stands, and reads again once it moves', async () => {
    const answers = new KeptAnswers<{ n: number }>({ entries: 10, bytes: 1000 });
    const read = vi.fn(async () => ({ n: read.mock.calls.length }));
    const first = await answers.get('a', 1, read);
    expect(first).toMatchObject({ version: 1, value: { n: 1 }, json: '{"n":1}', bytes: 7 });
    expect(await answers.get('a', 1, read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    const second = await answers.get('a', 2, read);
    expect(second).toMatchObject({ version: 2, json: '{"n":2}' });
    // A version that goes back (a restored database) is a change too.
    expect((await answers.get('a', 1, read)).json).toBe('{"n":3}');
    expect(answers.size).toEqual({ entries: 1, bytes: 7 });
  });

  it('keeps each key apart', async () => {
    const answers = new KeptAnswers<string>({ entries: 10, bytes: 1000 });
    await answers.get('a', 1, async () => 'A');
    await answers.get('b', 1, async () => 'B');
    expect((await answers.get('a', 1, async () => 'wrong')).value).toBe('A');
    expect((await answers.get('b', 1, async () => 'wrong')).value).toBe('B');
  });

  it('counts bytes in UTF-8', async () => {
    const answers = new KeptAnswers<string>({ entries: 10, bytes: 1000 });
    expect((await answers.get('a', 1, async () => '출석')).bytes).toBe(8);
  });

  it('forgets the answer read longest ago when more are kept than allowed', async () => {
    const answers = new KeptAnswers<string>({ entries: 2, bytes: 1000 });
    await answers.get('a', 1, async () => 'A');
    await answers.get('b', 1, async () => 'B');
    await answers.get('a', 2, async () => 'A2'); // read again: now the newest
    await answers.get('c', 1, async () => 'C');
    expect(answers.size.entries).toBe(2);
    expect((await answers.get('a', 2, async () => 'again')).value).toBe('A2');
    expect((await answers.get('b', 1, async () => 'B again')).value).toBe('B again');
  });

  it('forgets the oldest answers while their bytes are over the limit, keeping the newest', async () => {
    const answers = new KeptAnswers<string>({ entries: 10, bytes: 20 });
    await answers.get('a', 1, async () => 'aaaa'); // 6 bytes with quotes
    await answers.get('b', 1, async () => 'bbbb');
    await answers.get('c', 1, async () => 'cccc');
    expect(answers.size).toEqual({ entries: 3, bytes: 18 });
    await answers.get('d', 1, async () => 'dddddddd'); // 10 bytes: a and b must go
    expect(answers.size).toEqual({ entries: 2, bytes: 16 });
    expect((await answers.get('c', 1, async () => 'again')).value).toBe('cccc');
    expect((await answers.get('a', 1, async () => 'again')).value).toBe('again');
    // One answer over the limit by itself is still answered, and kept alone.
    const big = await answers.get('e', 1, async () => 'x'.repeat(30));
    expect(big.value).toHaveLength(30);
    expect(answers.size).toEqual({ entries: 1, bytes: 32 });
  });

  it('compresses the kept JSON once per coding', async () => {
    const answers = new KeptAnswers<string[]>({ entries: 10, bytes: 100_000 });
    const kept = await answers.get('a', 1, async () => Array.from({ length: 200 }, () => '출석'));
    const brotli = encodedJson(kept, 'br');
    expect(encodedJson(kept, 'br')).toBe(brotli);
    expect(brotliDecompressSync(await brotli).toString()).toBe(kept.json);
    expect(gunzipSync(await encodedJson(kept, 'gzip')).toString()).toBe(kept.json);
    expect(kept.encoded.size).toBe(2);
  });
});
