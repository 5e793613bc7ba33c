/**
 * Subsets of Pretendard made on the server (docs/decisions/043-font-subsets-per-page.md), with
 * harfbuzz's hb-subset in WebAssembly (`subset-font`), from the variable font that ships in
 * `node_modules/pretendard`. Each subset is named by a hash of its characters and kept in
 * memory (the most recent ones) and on disk (DATA_DIR/fonts, a bounded number of files), so a
 * subset is made once per set of characters, not per request; one is made at a time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SUBSET_NAME, subsetName } from './font-glyphs.ts';

const require = createRequire(import.meta.url);

/**
 * How subsets are made; part of each subset's name. The weights the site's styles use
 * (400–800), one file for all of them; kerning kept and the other layout features dropped
 * (the site uses none, and their alternate glyphs would double a Latin subset).
 */
export const FONT_WEIGHTS = '400 800';
const RECIPE = 'pretendard-1.3.9-variable wght 400-800 kern';

export type MakeSubset = (text: string) => Promise<Buffer>;

let fontFile: Promise<Buffer> | undefined;

/** The variable font, read once (6.7 MB). */
function pretendard(): Promise<Buffer> {
  fontFile ??= fs.promises.readFile(
    require.resolve('pretendard/dist/public/variable/PretendardVariable.ttf'),
  );
  return fontFile;
}

/** hb-subset on Pretendard Variable: the characters' glyphs, as WOFF2. */
export const makePretendardSubset: MakeSubset = async (text) => {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(await pretendard(), text, {
    targetFormat: 'woff2',
    keepFeatures: ['kern'],
    variationAxes: { wght: { min: 400, max: 800 } },
  });
};

export interface SubsetStoreOptions {
  /** Folder for the subsets on disk; none keeps them in memory only. */
  dir?: string;
  make?: MakeSubset;
  /** Subsets kept in memory (each 10–60 KB). */
  memoryEntries?: number;
  /** Subsets kept on disk; the oldest go first. */
  diskFiles?: number;
  onError?: (error: unknown) => void;
}

export interface SubsetStore {
  /** The subset's name when it has been made (in memory or on disk), else undefined. */
  ready(points: readonly number[]): string | undefined;
  /** The subset's name once it is made (made now if needed; one request per set at a time). */
  make(points: readonly number[]): Promise<string>;
  /** A subset's bytes by name, or undefined for a name not made here. */
  read(name: string): Promise<Buffer | undefined>;
  /** Settles once no subset is being made. */
  idle(): Promise<void>;
  /** Subsets made here and the time spent making them. */
  stats(): { made: number; totalMs: number };
}

export function createSubsetStore(options: SubsetStoreOptions = {}): SubsetStore {
  const make = options.make ?? makePretendardSubset;
  const memoryEntries = options.memoryEntries ?? 64;
  const diskFiles = options.diskFiles ?? 500;
  const memory = new Map<string, Buffer>();
  const onDisk = new Set<string>();
  const pending = new Map<string, Promise<string>>();
  // A subset that failed is not tried again for a minute: pages go on with the fallback.
  const failed = new Map<string, number>();
  const RETRY_MS = 60_000;
  let queue: Promise<unknown> = Promise.resolve();
  const stats = { made: 0, totalMs: 0 };

  let dir = options.dir;
  // The folder is made with the first subset; one left by an earlier start is read.
  if (dir && fs.existsSync(dir)) {
    try {
      for (const file of fs.readdirSync(dir)) {
        const name = file.replace(/\.woff2$/, '');
        if (file.endsWith('.woff2') && SUBSET_NAME.test(name)) onDisk.add(name);
      }
    } catch (error) {
      // A folder that cannot be written: subsets are kept in memory only.
      options.onError?.(error);
      dir = undefined;
    }
  }

  const remember = (name: string, bytes: Buffer) => {
    memory.delete(name);
    memory.set(name, bytes);
    while (memory.size > memoryEntries) memory.delete(memory.keys().next().value!);
  };

  function pruneDisk() {
    if (!dir || onDisk.size <= diskFiles) return;
    const files = [...onDisk]
      .map((name) => {
        const file = path.join(dir, `${name}.woff2`);
        return { name, file, at: fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0 };
      })
      .sort((a, b) => a.at - b.at);
    for (const { name, file } of files.slice(0, onDisk.size - diskFiles)) {
      fs.rmSync(file, { force: true });
      onDisk.delete(name);
      memory.delete(name);
    }
  }

  async function produce(name: string, points: readonly number[]): Promise<string> {
    const started = performance.now();
    const bytes = await make(String.fromCodePoint(...points));
    stats.made += 1;
    stats.totalMs += performance.now() - started;
    remember(name, bytes);
    if (dir) {
      // Written under a temporary name first: a reader never sees half a file. A failed write
      // leaves the subset in memory.
      const file = path.join(dir, `${name}.woff2`);
      const partial = `${file}.${process.pid}.part`;
      try {
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.writeFile(partial, bytes);
        await fs.promises.rename(partial, file);
        onDisk.add(name);
        pruneDisk();
      } catch (error) {
        options.onError?.(error);
      }
    }
    return name;
  }

  return {
    ready(points) {
      const name = subsetName(points, RECIPE);
      return memory.has(name) || onDisk.has(name) ? name : undefined;
    },
    make(points) {
      const name = subsetName(points, RECIPE);
      if (memory.has(name) || onDisk.has(name)) return Promise.resolve(name);
      const running = pending.get(name);
      if (running) return running;
      const failedAt = failed.get(name);
      if (failedAt !== undefined && Date.now() - failedAt < RETRY_MS) {
        return Promise.reject(new Error(`font subset ${name} failed recently`));
      }
      // One at a time: hb-subset is synchronous work, and two cores serve the pages too.
      const made = queue.then(() => produce(name, points));
      queue = made.catch(() => undefined);
      const settled = made.finally(() => pending.delete(name));
      pending.set(name, settled);
      settled.catch((error: unknown) => {
        failed.set(name, Date.now());
        if (failed.size > 1000) failed.delete(failed.keys().next().value!);
        options.onError?.(error);
      });
      return settled;
    },
    async read(name) {
      if (!SUBSET_NAME.test(name)) return undefined;
      const kept = memory.get(name);
      if (kept) {
        remember(name, kept);
        return kept;
      }
      if (!dir || !onDisk.has(name)) return undefined;
      const bytes = await fs.promises.readFile(path.join(dir, `${name}.woff2`)).catch(() => undefined);
      if (!bytes) {
        onDisk.delete(name);
        return undefined;
      }
      remember(name, bytes);
      return bytes;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending.values()]);
    },
    stats: () => ({ ...stats }),
  };
}
