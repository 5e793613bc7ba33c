/**
 * ZIP archives written by hand for the import's tests: one that is a ZIP but no workbook, a
 * workbook exceljs would never write (a DOCTYPE in its sheet), and zip bombs — a sheet that
 * unpacks to hundreds of megabytes, its size stated truthfully or understated in both the
 * central directory and the local header.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface TestZipEntry {
  name: string;
  /** The bytes the archive holds: the entry itself, or its raw deflate stream (`deflated`). */
  data: Buffer;
  /** For a deflate stream: what it truly unpacks to. */
  deflated?: { size: number; crc: number };
  /** The unpacked size the central directory states instead of the true one. */
  claimedSize?: number;
  /** The unpacked size the local header states instead of the true one. */
  localSize?: number;
}

/** A header's fields from "version needed" on, the same in the local header and the directory. */
function headerFields(entry: TestZipEntry, name: Buffer, statedSize: number): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0);
  fields.writeUInt16LE(0x800, 2);
  fields.writeUInt16LE(entry.deflated ? 8 : 0, 4);
  fields.writeUInt32LE(entry.deflated?.crc ?? crc32(entry.data), 10);
  fields.writeUInt32LE(entry.data.length, 14);
  fields.writeUInt32LE(statedSize, 18);
  fields.writeUInt16LE(name.length, 22);
  return fields;
}

export function zipArchive(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.deflated?.size ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    headerFields(entry, name, entry.localSize ?? size).copy(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    headerFields(entry, name, entry.claimedSize ?? size).copy(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

/**
 * A raw deflate stream of `head`, `filler` `times` over, and `tail`, made without ever holding
 * what it unpacks to: the filler is packed once, on its own and flushed to a byte boundary, and
 * that piece repeated; only the tail's piece closes the stream.
 */
export function deflatedRepeat(head: string, filler: string, times: number, tail: string) {
  const piece = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH });
  const fillerBytes = Buffer.from(filler);
  let crc = crc32(head);
  for (let count = 0; count < times; count += 1) crc = crc32(fillerBytes, crc);
  crc = crc32(tail, crc);
  const fillerPiece = piece(filler);
  return {
    data: Buffer.concat([
      piece(head),
      ...Array.from({ length: times }, () => fillerPiece),
      deflateRawSync(tail),
    ]),
    size: Buffer.byteLength(head) + fillerBytes.length * times + Buffer.byteLength(tail),
    crc,
  };
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const SHEET_HEAD = `${XML_DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A row of text cells as a sheet's XML holds them (inline strings). */
export function sheetRow(row: number, cells: string[]): string {
  const xml = cells.map(
    (text, index) =>
      `<c r="${String.fromCharCode(65 + index)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`,
  );
  return `<row r="${row}">${xml.join('')}</row>`;
}

/** The least a workbook holds around its one sheet, which comes last: `xl/worksheets/sheet1.xml`. */
export function workbookEntries(sheet: Omit<TestZipEntry, 'name'>): TestZipEntry[] {
  const text = (name: string, xml: string) => ({ name, data: Buffer.from(XML_DECLARATION + xml) });
  return [
    text(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    text(
      '_rels/.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="학생" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}
