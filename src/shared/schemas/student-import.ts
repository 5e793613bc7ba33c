/**
 * 학생 가져오기: `POST /api/member/import` (multipart `file` and `mapping`) and its answer.
 * The file itself is read by the server (src/server/features/student-import/); the mapping
 * travels as a JSON text field beside it.
 */
import { z } from 'zod';
import { IMPORT_FIELDS, type ImportField, MAX_IMPORT_COLUMNS } from '../student-import-rules.ts';
import { wholeNumber } from './common.ts';
import { CONTACT_RELATIONS } from './contacts.ts';
import { scopeQuery } from './students.ts';

export const importQuery = scopeQuery.extend({
  dryRun: z
    .enum(['true', 'false'], { error: 'student_import.dry_run_invalid' })
    .default('true')
    .transform((value) => value === 'true')
    .describe('true(기본)면 미리 보기만, false면 문제가 없는 행을 한 번에 등록'),
});

const column = wholeNumber('student_import.mapping_invalid', 0, MAX_IMPORT_COLUMNS - 1)
  .nullable()
  .default(null);

/** Which column (0-based) holds each field; a field left out or null is not in the file. */
export const importMapping = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, column])) as Record<ImportField, typeof column>,
  { error: 'student_import.mapping_invalid' },
);

export const importRow = z.object({
  row: z.number().int().describe('파일에서의 행 번호 (엑셀에 보이는 번호)'),
  name: z.string(),
  phone: z.string(),
  remaining: z.number().int().nullable().describe('잔여 횟수; 읽을 수 없으면 null'),
  joinDate: z.string().nullable().describe('등록일 YYYY-MM-DD; 비어 있으면 오늘, 읽을 수 없으면 null'),
  guardian: z.string(),
  contacts: z
    .array(z.object({ name: z.string(), relation: z.enum(CONTACT_RELATIONS), phone: z.string() }))
    .describe(
      '보호자 칸을 읽은 연락처 (가져오면 학생의 연락처가 됨, 수신 동의는 없음); 읽을 수 없으면 빈 목록이고 메모에 남김',
    ),
  memo: z.string(),
  problems: z.array(z.string()).describe('이 행의 문제 (한국어); 비어 있으면 가져올 수 있는 행'),
});
export type ImportRowItem = z.infer<typeof importRow>;

export const importResponse = z.object({
  columns: z.array(z.string()).describe('첫 행(제목 행)의 열 이름'),
  mapping: z.object(
    Object.fromEntries(IMPORT_FIELDS.map((field) => [field, z.number().int().nullable()])) as Record<
      ImportField,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  rows: z.array(importRow),
  imported: z.number().int().describe('이번에 등록한 학생 수 (미리 보기면 0)'),
  contactsAdded: z.number().int().describe('이번에 연락처로 넣은 보호자 수 (미리 보기면 0)'),
});
export type ImportResponse = z.infer<typeof importResponse>;
