/**
 * A look at an .xlsx archive before it is opened: an .xlsx is a ZIP, and a 2 MB ZIP may unpack
 * to gigabytes (a "zip bomb"). The central directory says what each entry unpacks to; a file
 * whose entries add up to more than MAX_UNPACKED_BYTES, that has too many entries, that uses
 * ZIP64, or that has no workbook is refused before any of it is unpacked. (A directory that
 * lies about sizes is caught by the reader's own checks of each entry's length.)
 */

/** Unpacked bytes an .xlsx of 2,000 students needs is about 1 MB; this leaves ample room. */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
const MAX_ENTRIES = 1_000;
const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_LENGTH = 22;

export type ArchiveVerdict = 'ok' | 'not_xlsx' | 'too_large';

function findEnd(data: Buffer): number {
  const earliest = Math.max(0, data.length - END_LENGTH - 0xffff);
  for (let at = data.length - END_LENGTH; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return -1;
}

export function inspectXlsxArchive(data: Buffer): ArchiveVerdict {
  const end = findEnd(data);
  if (end < 0) return 'not_xlsx';
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES) return 'too_large';
  let unpacked = 0;
  const names = new Set<string>();
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return 'not_xlsx';
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (size === 0xffffffff) return 'too_large';
    unpacked += size;
    names.add(data.toString('latin1', at + 46, at + 46 + nameLength));
    at += 46 + skip;
  }
  if (unpacked > MAX_UNPACKED_BYTES) return 'too_large';
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml') ? 'ok' : 'not_xlsx';
}
