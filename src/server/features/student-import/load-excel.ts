/**
 * The spreadsheet library, loaded the first time a sheet is read or the template is made: loaded
 * at start it is most of a second of every server start, for a page an owner opens rarely.
 */
import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;

export function loadExcel(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((module) => module.default);
  return loaded;
}
