import { describe, expect, it } from 'vitest';
import { rememberedVersion, VERSION_MEMO_MS, versionsWritten } from './published-version-memo.ts';

/** A stand-in database whose version the test moves, counting the reads it answers. */
function source(start: number) {
  const state = { version: start, reads: 0 };
  const read = async () => {
    state.reads++;
    return state.version;
  };
  return { state, read };
}

describe('rememberedVersion', () => {
  it('reads once per second while nothing is published here', async () => {
    const db = {};
    const { state, read } = source(3);
    let clock = 1_000;
    const now = () => clock;
    expect(await rememberedVersion(db, 'board', read, now)).toBe(3);
    // Another instance publishes: this one keeps its number until the second is over.
    state.version = 4;
    clock += VERSION_MEMO_MS - 1;
    expect(await rememberedVersion(db, 'board', read, now)).toBe(3);
    expect(state.reads).toBe(1);
    clock += 1;
    expect(await rememberedVersion(db, 'board', read, now)).toBe(4);
    expect(state.reads).toBe(2);
  });

  it('reads again at once after a version is written through this process', async () => {
    const db = {};
    const { state, read } = source(7);
    const now = () => 0;
    expect(await rememberedVersion(db, 'board', read, now)).toBe(7);
    state.version = 8;
    versionsWritten();
    expect(await rememberedVersion(db, 'board', read, now)).toBe(8);
    expect(state.reads).toBe(2);
  });

  it('does not keep a number read while a publish was under way', async () => {
    const db = {};
    let release: (version: number) => void = () => {};
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    const now = () => 0;
    const reading = rememberedVersion(db, 'board', slow, now);
    // The publish starts, commits and ends while the old number is on its way.
    versionsWritten();
    versionsWritten();
    release(1);
    expect(await reading).toBe(1);
    const { read } = source(2);
    expect(await rememberedVersion(db, 'board', read, now)).toBe(2);
  });

  it('shares one read between requests, keeps databases and sections apart, forgets failures', async () => {
    const [one, two] = [{}, {}];
    const { state, read } = source(5);
    const now = () => 0;
    const both = await Promise.all([
      rememberedVersion(one, 'board', read, now),
      rememberedVersion(one, 'board', read, now),
    ]);
    expect(both).toEqual([5, 5]);
    expect(state.reads).toBe(1);
    expect(await rememberedVersion(two, 'board', read, now)).toBe(5);
    expect(await rememberedVersion(one, 'lessons', read, now)).toBe(5);
    expect(state.reads).toBe(3);
    const failing = () => Promise.reject(new Error('database gone'));
    const third = {};
    await expect(rememberedVersion(third, 'board', failing, now)).rejects.toThrow('database gone');
    expect(await rememberedVersion(third, 'board', read, now)).toBe(5);
  });
});
