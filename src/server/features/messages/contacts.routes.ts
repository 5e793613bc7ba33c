/**
 * A student's contacts (docs/decisions/046): the teacher lists, adds, replaces and deletes them,
 * scoped like every student route (the owner names another teacher's student by teacherId).
 * The contact's id must belong to the student the path names, else 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsNotices } from '#shared/messages/contacts.ts';
import {
  contactListResponse,
  contactParams,
  contactRequest,
  contactResponse,
} from '#shared/schemas/contacts.ts';
import { scopeQuery, studentNameParams } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { actionScope, getCurrentStudent } from '../students/index.ts';
import { createContact, deleteContact, updateContact } from './contact-changes.ts';
import { listContacts } from './contacts.queries.ts';

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'students', app.requireRole('teacher'));
  const change = (request: Parameters<typeof requestActor>[0], studentName: string) => {
    const now = app.clock.now();
    return {
      teacherId: actionScope(request, request.query as { teacherId?: string; userId?: string }),
      studentName,
      actor: requestActor(request),
      now,
      today: seoulDate(now),
    };
  };

  staffRoutes.get('/api/member/:name/contacts', {
    summary: '학생의 연락처 (3명까지: 본인·보호자, 정보성·광고성 수신 동의)',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: contactListResponse, ...changeErrors },
    handler: async (request) => {
      const student = await getCurrentStudent(
        app.db,
        actionScope(request, request.query),
        request.params.name,
      );
      return listContacts(app.db, student.id);
    },
  });

  staffRoutes.post('/api/member/:name/contacts', {
    summary: '연락처 추가 (학생 한 명에 3명까지, 같은 번호는 한 번; 감사 기록)',
    params: studentNameParams,
    querystring: scopeQuery,
    body: contactRequest,
    response: { 201: contactResponse, ...changeErrors },
    handler: async (request, reply) => {
      const created = await createContact(app.db, app.dialect, {
        ...change(request, request.params.name),
        input: request.body,
      });
      return reply.code(201).send({ message: contactsNotices.created(created.name), contact: created });
    },
  });

  staffRoutes.put('/api/member/:name/contacts/:id', {
    summary: '연락처 수정 (모든 항목을 보냄; 감사 기록에 이전과 이후)',
    params: contactParams,
    querystring: scopeQuery,
    body: contactRequest,
    response: { 200: contactResponse, ...changeErrors },
    handler: async (request) => {
      const updated = await updateContact(app.db, app.dialect, {
        ...change(request, request.params.name),
        contactId: request.params.id,
        input: request.body,
      });
      return { message: contactsNotices.updated(updated.name), contact: updated };
    },
  });

  staffRoutes.delete('/api/member/:name/contacts/:id', {
    summary: '연락처 삭제 (감사 기록; 이미 쌓인 발송 기록은 남음)',
    params: contactParams,
    querystring: scopeQuery,
    response: { 200: contactResponse, ...changeErrors },
    handler: async (request) => {
      const deleted = await deleteContact(app.db, app.dialect, {
        ...change(request, request.params.name),
        contactId: request.params.id,
      });
      return { message: contactsNotices.deleted(deleted.name), contact: deleted };
    },
  });
};
