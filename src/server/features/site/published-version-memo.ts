/**
 * The number of a section's published version, remembered for a second: the board asks for
 * its settings' number on every read, and even one indexed row costs SQLite a read
 * transaction, about as much CPU as the rest of the board's answer (decision 051).
 *
 * A publish through this process is seen at once: every write of a version moves `writes`,
 * before its insert and again once its transaction has ended, so a number read in between
 * (the old one, the insert not yet committed) is not the one remembered. A publish through
 * another instance is seen within `VERSION_MEMO_MS`; a kept board made at the older number
 * is then not used (decision 022).
 */
export const VERSION_MEMO_MS = 1_000;

interface Remembered {
  version: Promise<number>;
  writes: number;
  until: number;
}

let writes = 0;
const remembered = new WeakMap<object, Map<string, Remembered>>();

/** A version of some section is being written, or its transaction has just ended. */
export function versionsWritten(): void {
  writes++;
}

/** `read()`'s number for `key` on `db`, read again once a second or after any write of a version. */
export function rememberedVersion(
  db: object,
  key: string,
  read: () => Promise<number>,
  now: () => number = () => performance.now(),
): Promise<number> {
  let keys = remembered.get(db);
  if (!keys) {
    keys = new Map();
    remembered.set(db, keys);
  }
  const kept = keys.get(key);
  const at = now();
  if (kept && kept.writes === writes && kept.until > at) return kept.version;
  const entry: Remembered = { version: read(), writes, until: at + VERSION_MEMO_MS };
  keys.set(key, entry);
  // A failed read is not remembered: the next request tries again.
  entry.version.catch(() => {
    if (keys.get(key) === entry) keys.delete(key);
  });
  return entry.version;
}
