/**
 * A ZIP archive's table of contents, read by hand: each entry's name, method, checksum, the
 * size the archive claims for it, and where its bytes lie. The claimed size is only a claim
 * (xlsx-archive.ts counts what the entry really unpacks to); where the bytes lie is checked to
 * be inside the file. The local header is read only for where its data starts, as unzip tools
 * do: its own sizes may be zero (streamed archives) or false.
 */
import {
  ENCRYPTED_FLAG,
  END_LENGTH,
  END_SIGNATURE,
  ENTRY_LENGTH,
  ENTRY_SIGNATURE,
  LOCAL_LENGTH,
  LOCAL_SIGNATURE,
  UTF8_NAME_FLAG,
} from './zip-format.ts';

export interface ZipEntry {
  /** The name as the archive spells it (bytes), and whether it says they are UTF-8. */
  name: Buffer;
  utf8Name: boolean;
  encrypted: boolean;
  /** 0 stored, 8 deflated; anything else is a method we do not read. */
  method: number;
  crc: number;
  /** What the directory says the entry unpacks to. */
  claimedSize: number;
  /** The entry's bytes as they lie in the archive (compressed, when deflated). */
  start: number;
  end: number;
}

function findEnd(data: Buffer): number {
  const earliest = Math.max(0, data.length - END_LENGTH - 0xffff);
  for (let at = data.length - END_LENGTH; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return -1;
}

/** Where an entry's data starts, or -1 when its local header is not where the directory says. */
function dataStart(data: Buffer, offset: number): number {
  if (offset + LOCAL_LENGTH > data.length || data.readUInt32LE(offset) !== LOCAL_SIGNATURE) return -1;
  return offset + LOCAL_LENGTH + data.readUInt16LE(offset + 26) + data.readUInt16LE(offset + 28);
}

/**
 * The entries, 'too_many' when the archive says it holds more than `maxEntries` (before any is
 * read), or null when the bytes are not a ZIP whose entries all lie inside the file.
 */
export function readZipDirectory(data: Buffer, maxEntries: number): ZipEntry[] | 'too_many' | null {
  const end = findEnd(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  if (count > maxEntries) return 'too_many';
  const entries: ZipEntry[] = [];
  let at = data.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (at + ENTRY_LENGTH > end || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const start = dataStart(data, data.readUInt32LE(at + 42));
    const length = data.readUInt32LE(at + 20);
    if (start < 0 || start + length > data.length || at + ENTRY_LENGTH + nameLength > end) return null;
    entries.push({
      name: data.subarray(at + ENTRY_LENGTH, at + ENTRY_LENGTH + nameLength),
      utf8Name: (flags & UTF8_NAME_FLAG) !== 0,
      encrypted: (flags & ENCRYPTED_FLAG) !== 0,
      method: data.readUInt16LE(at + 10),
      crc: data.readUInt32LE(at + 16),
      claimedSize: data.readUInt32LE(at + 24),
      start,
      end: start + length,
    });
    at += ENTRY_LENGTH + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}
