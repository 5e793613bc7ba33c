/**
 * 학생 가져오기 (docs/decisions/041-student-import.md): a teacher (or the owner, for themselves or
 * a named teacher) uploads an .xlsx or a CSV of students; the answer previews every row with its
 * problems, and with `dryRun=false` the rows without problems become students in one
 * transaction. The template to fill in is one GET away. Multipart parsing is registered in this
 * plugin only, as the image upload does for its own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importProblems } from '#shared/messages/student-import.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { importQuery, importResponse } from '#shared/schemas/student-import.ts';
import { scopeQuery } from '#shared/schemas/students.ts';
import {
  guessMapping,
  isImportable,
  isValidMapping,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  readImportRows,
  splitSheet,
  storedMemo,
} from '#shared/student-import-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { guardErrors, recordErrors } from '../../lib/error-responses.ts';
import { acceptOneFile } from '../../lib/multipart.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { namedTeacher } from '../../lib/teacher-scope.ts';
import { requestActor, requireUser } from '../../plugins/auth.ts';
import { addImportedContacts } from '../messages/index.ts';
import { currentStudentNames, importStudents } from '../students/index.ts';
import { importTemplate, TEMPLATE_FILE_NAME } from './import-template.ts';
import { readSheet } from './read-sheet.ts';
import { readImportUpload } from './read-upload.ts';

const errors = { ...recordErrors, 413: errorResponse };

export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'students', app.requireRole('teacher'));
  await acceptOneFile(app, { fileSize: MAX_IMPORT_BYTES, fields: 2, fieldSize: 2048 });

  staffRoutes.post('/api/member/import', {
    summary: '학생 가져오기 (.xlsx 또는 .csv; dryRun=true면 미리 보기, false면 문제없는 행을 등록)',
    description:
      'multipart/form-data: file(.xlsx 또는 .csv — UTF-8, BOM 유무 상관없음, 또는 CP949; 2MB, 2,000명까지)과 ' +
      '선택 항목 mapping(JSON: {"name":0,"phone":1,"remaining":2,"joinDate":3,"guardian":4,"memo":5}, 0부터 센 열 번호). ' +
      'mapping이 없으면 첫 행의 제목으로 짐작합니다. 이미 등록된 이름의 행은 건너뜁니다.',
    consumes: ['multipart/form-data'],
    querystring: importQuery,
    response: { 200: importResponse, ...errors },
    handler: async (request) => {
      const { dryRun, ...scope } = request.query;
      // Into the signed-in teacher's list; the owner's own, or that of the teacher named.
      const user = requireUser(request);
      const teacherId = namedTeacher(user, scope) ?? user.id;
      const upload = await readImportUpload(request);
      const { columns, body } = splitSheet(await readSheet(upload.data));
      if (body.length === 0) throw new AppError('student_import.empty', 400);
      if (body.length > MAX_IMPORT_ROWS) throw new AppError('student_import.too_many_rows', 400);
      const mapping = upload.mapping ?? guessMapping(columns);
      if (!isValidMapping(mapping, columns.length)) throw new AppError('student_import.mapping_invalid', 400);
      if (!dryRun && mapping.name === null) throw new AppError('student_import.name_column_required', 400);

      const now = app.clock.now();
      const existing = await currentStudentNames(app.db, teacherId);
      const rows = readImportRows(body, mapping, existing, seoulDate(now));
      const importable = rows.filter(isImportable);
      if (dryRun || importable.length === 0) return { columns, mapping, rows, imported: 0, contactsAdded: 0 };

      const contactsOf = new Map(importable.map((row) => [row.name, row.contacts]));
      let contactsAdded = 0;
      const made = new Set(
        await importStudents(app.db, {
          teacherId,
          students: importable.map((row) => ({
            name: row.name,
            phone: row.phone,
            joinDate: row.joinDate!,
            remaining: row.remaining!,
            memo: storedMemo(row),
          })),
          actor: requestActor(request),
          now,
          // Guardians read from the file become contacts, without consent until it is recorded.
          withMade: async (trx, students) => {
            contactsAdded = await addImportedContacts(
              trx,
              students.map((student) => ({
                studentId: student.id,
                contacts: contactsOf.get(student.name) ?? [],
              })),
              now,
            );
            return contactsAdded;
          },
        }),
      );
      // A row another import or a registration took meanwhile was skipped by the database.
      for (const row of importable) {
        if (!made.has(row.name)) row.problems.push(importProblems.alreadyRegistered);
      }
      return { columns, mapping, rows, imported: made.size, contactsAdded };
    },
  });

  staffRoutes.get('/api/member/import/template', {
    summary: '학생 가져오기 양식 (.xlsx: 제목 행과 예시 한 행)',
    querystring: scopeQuery,
    response: {
      200: z.any().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (.xlsx)'),
      ...guardErrors,
    },
    handler: async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="student-import.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(await importTemplate()),
  });
};
