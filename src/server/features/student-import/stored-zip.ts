/**
 * A ZIP of stored (uncompressed) entries whose headers state their true sizes: what the
 * spreadsheet reader is handed once every entry has been unpacked within the budget, so that
 * it has nothing left to inflate and nothing to trust.
 */
import {
  END_LENGTH,
  END_SIGNATURE,
  ENTRY_LENGTH,
  ENTRY_SIGNATURE,
  LOCAL_LENGTH,
  LOCAL_SIGNATURE,
  UTF8_NAME_FLAG,
} from './zip-format.ts';

/** ZIP 1.0: stored entries, nothing newer needed to read them. */
const VERSION = 10;

export interface StoredPart {
  name: Buffer;
  utf8Name: boolean;
  data: Buffer;
  crc: number;
}

/** The fields a local header and a directory entry share, from "version needed" on. */
function commonFields(part: StoredPart): Buffer {
  const fields = Buffer.alloc(LOCAL_LENGTH - 4);
  fields.writeUInt16LE(VERSION, 0);
  fields.writeUInt16LE(part.utf8Name ? UTF8_NAME_FLAG : 0, 2);
  // Method 0 (stored) and a zero time and date stay as allocated.
  fields.writeUInt32LE(part.crc, 10);
  fields.writeUInt32LE(part.data.length, 14);
  fields.writeUInt32LE(part.data.length, 18);
  fields.writeUInt16LE(part.name.length, 22);
  return fields;
}

export function writeStoredZip(parts: readonly StoredPart[]): Buffer {
  const body: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const fields = commonFields(part);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    const entry = Buffer.alloc(ENTRY_LENGTH);
    entry.writeUInt32LE(ENTRY_SIGNATURE, 0);
    entry.writeUInt16LE(VERSION, 4);
    fields.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    body.push(local, fields, part.name, part.data);
    directory.push(entry, part.name);
    offset += local.length + fields.length + part.name.length + part.data.length;
  }
  const directoryLength = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = Buffer.alloc(END_LENGTH);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...body, ...directory, end]);
}
