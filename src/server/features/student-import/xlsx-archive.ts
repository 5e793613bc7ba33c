/**
 * An .xlsx unpacked within a budget before the spreadsheet reader sees it. An .xlsx is a ZIP,
 * and a 1 MB ZIP may unpack to gigabytes (a "zip bomb"), while its directory and local headers
 * say whatever its maker likes. So no size it states is believed: each entry is inflated here,
 * its output counted as it comes and the inflater stopped once an entry, or the archive, passes
 * its budget, or an entry unpacks to more than MAX_RATIO times its packed size. An archive
 * that admits to too much is refused before anything is unpacked. What passes is checked
 * (checksum, stated size, no DOCTYPE or ENTITY in any part) and handed on as a ZIP of stored
 * entries, which the reader has nothing to inflate in.
 */
import { crc32 } from 'node:zlib';
import { inflateWithin } from './budgeted-inflate.ts';
import { type StoredPart, writeStoredZip } from './stored-zip.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';

/*
 * The budget. A list of 2,000 students (the import's most) in 6 columns unpacks to a 0.5 MB
 * sheet and 0.1 MB of shared strings; even 2,000 rows filled across all 50 columns come to
 * 3.6 MB and 4.7 MB. 10 MB an entry and 20 MB in all leave twice that extreme, and a real
 * studio's list of a few hundred students a hundredfold; a workbook of several sheets still
 * fits. Spreadsheet XML packs 5 to 20 times; a bomb packs a thousand times. The ratio is
 * judged past the first MB, which small, repetitive parts (styles, themes) may pack tighter.
 * An upload refused on the way costs at most what was unpacked before it: a few tens of MB.
 */
export const MAX_ENTRY_BYTES = 10 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const MAX_RATIO = 100;
export const RATIO_FREE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 1_000;
const STORED = 0;
const DEFLATED = 8;

export type ArchiveVerdict = { workbook: Buffer } | { problem: 'not_xlsx' | 'too_large' };

const NOT_XLSX = { problem: 'not_xlsx' } as const;
const TOO_LARGE = { problem: 'too_large' } as const;

/** A DTD in any part could declare entities to expand: a workbook never needs one. */
const declaresEntities = (data: Buffer) => data.includes('<!DOCTYPE') || data.includes('<!ENTITY');

/** The most an entry may unpack to: its own cap, what the archive has left, its ratio's. */
export function entryLimit(packedBytes: number, unpackedSoFar: number): number {
  return Math.min(
    MAX_ENTRY_BYTES,
    MAX_UNPACKED_BYTES - unpackedSoFar,
    Math.max(RATIO_FREE_BYTES, packedBytes * MAX_RATIO),
  );
}

/** Refusals the directory alone can tell, before anything is unpacked. */
function judgeDirectory(entries: ZipEntry[]): typeof NOT_XLSX | typeof TOO_LARGE | null {
  const names = new Set<string>();
  let claimed = 0;
  for (const entry of entries) {
    const name = entry.name.toString('latin1');
    if (names.has(name) || entry.encrypted) return NOT_XLSX;
    if (entry.method !== STORED && entry.method !== DEFLATED) return NOT_XLSX;
    names.add(name);
    claimed += entry.claimedSize;
    if (entry.claimedSize > MAX_ENTRY_BYTES || claimed > MAX_UNPACKED_BYTES) return TOO_LARGE;
  }
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml') ? null : NOT_XLSX;
}

/** An entry's bytes within `limit`: null past it; 'corrupt' for a stream that cannot be read. */
async function unpackEntry(data: Buffer, entry: ZipEntry, limit: number): Promise<Buffer | null | 'corrupt'> {
  const packed = data.subarray(entry.start, entry.end);
  // An empty entry marked deflated (some writers mark folders so) holds no stream to inflate.
  if (entry.method === STORED || packed.length === 0) return packed.length > limit ? null : packed;
  try {
    return (await inflateWithin(packed, limit)).data;
  } catch {
    return 'corrupt';
  }
}

export async function unpackXlsx(data: Buffer): Promise<ArchiveVerdict> {
  const entries = readZipDirectory(data, MAX_ENTRIES);
  if (entries === 'too_many') return TOO_LARGE;
  if (entries === null) return NOT_XLSX;
  const refusal = judgeDirectory(entries);
  if (refusal) return refusal;
  const parts: StoredPart[] = [];
  let unpacked = 0;
  for (const entry of entries) {
    const bytes = await unpackEntry(data, entry, entryLimit(entry.end - entry.start, unpacked));
    if (bytes === null) return TOO_LARGE;
    if (bytes === 'corrupt' || bytes.length !== entry.claimedSize || crc32(bytes) !== entry.crc)
      return NOT_XLSX;
    if (declaresEntities(bytes)) return NOT_XLSX;
    unpacked += bytes.length;
    parts.push({ name: entry.name, utf8Name: entry.utf8Name, data: bytes, crc: entry.crc });
  }
  return { workbook: writeStoredZip(parts) };
}
