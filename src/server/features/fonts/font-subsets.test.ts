import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codePointsOf } from './font-glyphs.ts';
import { createSubsetStore, type MakeSubset } from './font-subsets.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-font-subsets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for hb-subset: the text's bytes, counting calls. */
function fakeMake(): MakeSubset & { calls: string[] } {
  const calls: string[] = [];
  const make = async (text: string) => {
    calls.push(text);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return Buffer.from(text);
  };
  return Object.assign(make, { calls });
}

const points = (text: string) => codePointsOf(text);

describe('the subset store', () => {
  it('makes a set of characters once, however many ask at the same time', async () => {
    const make = fakeMake();
    const store = createSubsetStore({ make });
    expect(store.ready(points('가나'))).toBeUndefined();
    const names = await Promise.all([store.make(points('가나')), store.make(points('가나'))]);
    expect(names[0]).toBe(names[1]);
    expect(make.calls).toEqual(['가나']);
    expect(store.ready(points('가나'))).toBe(names[0]);
    expect(await store.make(points('가나'))).toBe(names[0]);
    expect(make.calls).toHaveLength(1);
    expect((await store.read(names[0]))?.toString()).toBe('가나');
    expect(store.stats().made).toBe(1);
  });

  it('keeps subsets on disk for the next start', async () => {
    const dir = tempDir();
    const name = await createSubsetStore({ dir, make: fakeMake() }).make(points('다라'));
    expect(fs.readdirSync(dir)).toEqual([`${name}.woff2`]);
    const make = fakeMake();
    const again = createSubsetStore({ dir, make });
    expect(again.ready(points('다라'))).toBe(name);
    expect((await again.read(name))?.toString()).toBe('다라');
    expect(make.calls).toEqual([]);
  });

  it('keeps a bounded number of files, the oldest removed first', async () => {
    const dir = tempDir();
    const store = createSubsetStore({ dir, make: fakeMake(), diskFiles: 2, memoryEntries: 1 });
    const first = await store.make(points('가'));
    // Older by a minute on disk.
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, `${first}.woff2`), old, old);
    const second = await store.make(points('나'));
    const third = await store.make(points('다'));
    expect(fs.readdirSync(dir).sort()).toEqual([`${second}.woff2`, `${third}.woff2`].sort());
    expect(store.ready(points('가'))).toBeUndefined();
    expect(await store.read(first)).toBeUndefined();
    // Out of memory (one entry kept) but on disk.
    expect((await store.read(second))?.toString()).toBe('나');
  });

  it('keeps a bounded number in memory without a folder', async () => {
    const store = createSubsetStore({ make: fakeMake(), memoryEntries: 2 });
    const first = await store.make(points('가'));
    await store.make(points('나'));
    // Read: the most recently used.
    expect(await store.read(first)).toBeDefined();
    await store.make(points('다'));
    expect(store.ready(points('가'))).toBe(first);
    expect(store.ready(points('나'))).toBeUndefined();
  });

  it('answers nothing for a name it did not make or that is not a name', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'x');
    const store = createSubsetStore({ dir, make: fakeMake() });
    expect(await store.read('0'.repeat(20))).toBeUndefined();
    expect(await store.read('../secret.txt')).toBeUndefined();
    expect(await store.read('secret')).toBeUndefined();
  });

  it('does not try a failed subset again for a minute, and reports the failure', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const store = createSubsetStore({
      make: async () => {
        calls += 1;
        throw new Error('hb-subset failed');
      },
      onError: (error) => errors.push(error),
    });
    await expect(store.make(points('가'))).rejects.toThrow('hb-subset failed');
    await expect(store.make(points('가'))).rejects.toThrow('failed recently');
    expect(calls).toBe(1);
    expect(errors).toHaveLength(1);
    expect(store.ready(points('가'))).toBeUndefined();
    // Another set is tried.
    await expect(store.make(points('나'))).rejects.toThrow('hb-subset failed');
    expect(calls).toBe(2);
  });

  it('makes its folder only when it keeps a first subset', async () => {
    const dir = path.join(tempDir(), 'fonts');
    const store = createSubsetStore({ dir, make: fakeMake() });
    expect(fs.existsSync(dir)).toBe(false);
    const name = await store.make(points('가'));
    expect(fs.readdirSync(dir)).toEqual([`${name}.woff2`]);
  });

  it('keeps subsets in memory when its folder is not a folder', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, 'x');
    const errors: unknown[] = [];
    const store = createSubsetStore({ dir: file, make: fakeMake(), onError: (error) => errors.push(error) });
    const name = await store.make(points('가'));
    expect((await store.read(name))?.toString()).toBe('가');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('keeps subsets in memory when its folder cannot be made', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, 'x');
    const errors: unknown[] = [];
    const store = createSubsetStore({
      dir: path.join(file, 'fonts'),
      make: fakeMake(),
      onError: (error) => errors.push(error),
    });
    const name = await store.make(points('가'));
    expect((await store.read(name))?.toString()).toBe('가');
    expect(errors).toHaveLength(1);
  });

  it('settles idle once nothing is being made', async () => {
    const make = fakeMake();
    const store = createSubsetStore({ make });
    void store.make(points('가'));
    void store.make(points('나'));
    await store.idle();
    expect(make.calls).toEqual(['가', '나']);
    expect(store.ready(points('나'))).toBeDefined();
  });
});
