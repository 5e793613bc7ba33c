/**
 * CSV as Korean spreadsheets save it: UTF-8 with or without a BOM, or CP949 (Excel's "CSV
 * (쉼표로 분리)" on a Korean Windows), and UTF-16 with a BOM (Excel's "유니코드 텍스트", tab
 * separated). The encoding is detected: a BOM decides; else text that is valid UTF-8 is UTF-8
 * (CP949's Hangul bytes are almost never valid UTF-8); else CP949. Text that is neither — a
 * picture, an archive, random bytes — is refused rather than imported as mojibake.
 */
import iconv from 'iconv-lite';
import { textProblem } from '#shared/text.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(data: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => data[index] === byte);
}

/** The file's text, or null when it is not text in any encoding we read. */
export function decodeCsv(data: Buffer): string | null {
  let text: string;
  if (startsWith(data, UTF8_BOM)) text = data.subarray(3).toString('utf8');
  else if (startsWith(data, [0xff, 0xfe])) text = iconv.decode(data.subarray(2), 'utf-16le');
  else if (startsWith(data, [0xfe, 0xff])) text = iconv.decode(data.subarray(2), 'utf-16be');
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      text = iconv.decode(data, 'cp949');
    }
  }
  // A replacement character means bytes the encoding has no letter for; control characters
  // (other than tabs and line breaks) mean a binary file.
  if (text.includes('\uFFFD') || textProblem(text, true) === 'control') return null;
  return text;
}

/** The separator of the header line: a comma, a tab or a semicolon, whichever it has most of. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/u));
  const count = (separator: string) => firstLine.split(separator).length;
  return [',', '\t', ';'].reduce((best, next) => (count(next) > count(best) ? next : best));
}

/**
 * RFC 4180 records: fields in double quotes may hold separators, line breaks and doubled
 * quotes. Stops after `maxRecords` records (the caller refuses a file that long).
 */
export function parseCsv(text: string, maxRecords: number): string[][] {
  const separator = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (index < text.length && records.length < maxRecords) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else field += char;
    index += 1;
  }
  if ((field !== '' || record.length > 0) && records.length < maxRecords) endRecord();
  return records;
}
