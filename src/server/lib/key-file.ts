/**
 * A 32-byte key kept in a file of the data folder, made on first use and readable by the
 * server's user only. Used where a key must outlive restarts but must not live in the
 * database, so that a copy of the database alone does not carry it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const KEY_BYTES = 32;

export async function keyInFile(file: string): Promise<Buffer> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    return checkedKey(await fs.readFile(file), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole under another name, then linked: a reader never sees half a key, and of two
  // writers the second finds the first's key in place.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(draft, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return checkedKey(await fs.readFile(file), file);
}

/** A key of another length is a damaged or foreign file: refuse to start rather than guess. */
export function checkedKey(key: Buffer, where: string): Buffer {
  if (key.length !== KEY_BYTES) throw new Error(`The key in ${where} is not ${KEY_BYTES} bytes`);
  return key;
}
