/** A student's contacts: the routes, their checks, their scope and their audit entries. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, newStudent } from '../../testing/students.ts';
import { findStudentIdsByContactPhone, listContacts } from './contacts.queries.ts';

const url = (name: string, rest = '') => `/api/member/${encodeURIComponent(name)}/contacts${rest}`;
const mother = {
  name: '김엄마',
  relation: '어머니',
  phone: '010 1234 5678',
  email: 'mom@example.com',
  informational: { date: '2026-11-20', method: '서면' },
};

describe('contacts', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');

  /** A teacher of the test's own with the students named, and another teacher with one of theirs. */
  async function teachers(...names: string[]) {
    const teacher = await signIn(t.app, 'teacher');
    const other = await signIn(t.app, 'teacher');
    for (const name of names) await newStudent(t.app, teacher, { name });
    await newStudent(t.app, other, { name: '다른학생' });
    return { teacher, other };
  }

  it('adds a contact with its phone normalised, consent kept, advertising off by default', async () => {
    const { teacher } = await teachers('김민지');
    const created = await call(t.app, teacher, 'POST', url('김민지'), mother);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.message).toBe('연락처(김엄마)를 등록했습니다.');
    expect(body.contact).toMatchObject({
      name: '김엄마',
      relation: '어머니',
      phone: '010-1234-5678',
      email: 'mom@example.com',
      informational: { date: '2026-11-20', method: '서면' },
      advertising: null,
      createdAt: '2026-11-25T01:00:00.000Z',
    });
    const listed = await call(t.app, teacher, 'GET', url('김민지'));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([body.contact]);
  });

  it('refuses bad fields with Korean messages, writing nothing', async () => {
    const { teacher } = await teachers('박서준');
    const cases: [object, string][] = [
      [{ ...mother, name: ' ' }, 'contacts.name_required'],
      [{ ...mother, relation: '삼촌' }, 'contacts.relation_invalid'],
      [{ ...mother, phone: '02-123-4567' }, 'contacts.phone_format'],
      [{ ...mother, phone: '' }, 'contacts.phone_required'],
      [{ ...mother, email: 'mom@' }, 'contacts.email_format'],
      [{ ...mother, informational: { date: '2026-02-30', method: '서면' } }, 'contacts.consent_date_invalid'],
      [
        { ...mother, informational: { date: '2026-11-20', method: '전화' } },
        'contacts.consent_method_invalid',
      ],
      [{ ...mother, advertising: { date: '2026-11-26', method: '온라인' } }, 'contacts.consent_future'],
    ];
    for (const [body, code] of cases) {
      const answer = await call(t.app, teacher, 'POST', url('박서준'), body);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().error.code, JSON.stringify(body)).toBe(code);
      expect(answer.json().error.message).toMatch(/[가-힣]/);
    }
    expect((await call(t.app, teacher, 'GET', url('박서준'))).json()).toEqual([]);
  });

  it('holds a student to 3 contacts and one contact per phone', async () => {
    const { teacher } = await teachers('최하나');
    const phones = ['010-2000-0001', '010-2000-0002', '010-2000-0003'];
    for (const phone of phones) {
      expect((await call(t.app, teacher, 'POST', url('최하나'), { ...mother, phone })).statusCode).toBe(201);
    }
    const fourth = await call(t.app, teacher, 'POST', url('최하나'), { ...mother, phone: '010-2000-0004' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('contacts.limit');
    const [first] = (await call(t.app, teacher, 'GET', url('최하나'))).json();
    expect((await call(t.app, teacher, 'DELETE', url('최하나', `/${first.id}`))).statusCode).toBe(200);
    const again = await call(t.app, teacher, 'POST', url('최하나'), { ...mother, phone: '010-2000-0002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('contacts.phone_taken');
    expect(
      (await call(t.app, teacher, 'POST', url('최하나'), { ...mother, phone: '010-2000-0004' })).statusCode,
    ).toBe(201);
    const phonesNow = (await call(t.app, teacher, 'GET', url('최하나')))
      .json()
      .map((c: { phone: string }) => c.phone);
    expect(phonesNow).toEqual(['010-2000-0004', '010-2000-0002', '010-2000-0003']);
  });

  it('replaces a contact and audits before and after; deletes it and audits what it was', async () => {
    // A student named for this test alone, so that the audit's entries are hers.
    const { teacher } = await teachers('김수정');
    const { contact } = (await call(t.app, teacher, 'POST', url('김수정'), mother)).json();
    const edited = await call(t.app, teacher, 'PUT', url('김수정', `/${contact.id}`), {
      ...mother,
      email: '',
      advertising: { date: '2026-11-25', method: '온라인' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().contact).toMatchObject({
      email: null,
      advertising: { date: '2026-11-25', method: '온라인' },
    });
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    const entry = audit.items.find(
      (item: { action: string; target: string }) =>
        item.action === 'contact.update' && item.target.startsWith('김수정 · '),
    );
    expect(entry.target).toBe('김수정 · 김엄마(어머니)');
    expect(entry.detail.before).toMatchObject({ email: 'mom@example.com', advertising: null });
    expect(entry.detail.after).toMatchObject({
      email: null,
      advertising: { date: '2026-11-25', method: '온라인' },
    });
    expect(
      audit.items.some(
        (item: { action: string; target: string }) =>
          item.action === 'contact.create' && item.target === '김수정 · 김엄마(어머니)',
      ),
    ).toBe(true);
  });

  it('audits each change by student and the contact’s name now, with the contact before and after', async () => {
    const { teacher } = await teachers('한지민');
    const father = { name: '한아빠', relation: '아버지', phone: '010-3000-0001' };
    const { contact } = (await call(t.app, teacher, 'POST', url('한지민'), father)).json();
    const renamed = { ...father, name: '한아버지' };
    expect((await call(t.app, teacher, 'PUT', url('한지민', `/${contact.id}`), renamed)).statusCode).toBe(
      200,
    );
    expect((await call(t.app, teacher, 'DELETE', url('한지민', `/${contact.id}`))).statusCode).toBe(200);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    const entries = audit.items
      .filter((item: { target: string }) => item.target.startsWith('한지민 · '))
      .map(({ action, target, detail }: { action: string; target: string; detail: unknown }) => ({
        action,
        target,
        detail,
      }));
    // The log keeps what a reader compares, without the row's clock.
    const first = {
      id: contact.id,
      name: '한아빠',
      relation: '아버지',
      phone: '010-3000-0001',
      email: null,
      informational: null,
      advertising: null,
    };
    const second = { ...first, name: '한아버지' };
    expect(entries).toEqual([
      { action: 'contact.delete', target: '한지민 · 한아버지(아버지)', detail: { before: second } },
      {
        action: 'contact.update',
        target: '한지민 · 한아버지(아버지)',
        detail: { before: first, after: second },
      },
      { action: 'contact.create', target: '한지민 · 한아빠(아버지)', detail: { after: first } },
    ]);
  });

  it('finds a contact only under its own student, and a teacher only their own students', async () => {
    const { teacher, other } = await teachers('김민지', '박서준');
    const { contact } = (await call(t.app, teacher, 'POST', url('김민지'), mother)).json();
    const wrongStudent = await call(t.app, teacher, 'PUT', url('박서준', `/${contact.id}`), mother);
    expect(wrongStudent.statusCode).toBe(404);
    expect(wrongStudent.json().error.code).toBe('contacts.not_found');
    expect((await call(t.app, teacher, 'DELETE', url('박서준', `/${contact.id}`))).statusCode).toBe(404);
    for (const [method, path] of [
      ['GET', url('김민지')],
      ['POST', url('김민지')],
      ['PUT', url('김민지', `/${contact.id}`)],
      ['DELETE', url('김민지', `/${contact.id}`)],
    ] as const) {
      expect(
        (await call(t.app, other, method, path, method === 'GET' || method === 'DELETE' ? undefined : mother))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, null, method, path, method === 'GET' || method === 'DELETE' ? undefined : mother))
          .statusCode,
      ).toBe(401);
    }
    const asOther = await call(t.app, teacher, 'GET', `${url('김민지')}?teacherId=${other.id}`);
    expect(asOther.statusCode).toBe(403);
    const byOwner = await call(t.app, owner, 'GET', `${url('김민지')}?teacherId=${teacher.id}`);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toHaveLength(1);
    expect((await call(t.app, teacher, 'GET', url('김민지', '/0'))).statusCode).toBe(404);
    expect((await call(t.app, teacher, 'PUT', url('김민지', '/2147483648'), mother)).statusCode).toBe(400);
  });

  it("finds a guardian's current students by phone, and lists contacts for other features", async () => {
    // A phone of this test alone: the search is the studio's.
    const { teacher } = await teachers('김민지', '박서준');
    const guardian = { ...mother, phone: '010 5555 0001' };
    for (const name of ['김민지', '박서준'])
      expect((await call(t.app, teacher, 'POST', url(name), guardian)).statusCode).toBe(201);
    const ids = (await call(t.app, teacher, 'GET', '/api/member')).json();
    const idOf = (name: string) => ids.find((s: { name: string }) => s.name === name).id;
    expect(await findStudentIdsByContactPhone(t.db, '010-5555-0001')).toEqual(
      [idOf('김민지'), idOf('박서준')].sort((a, b) => a - b),
    );
    expect((await api.archive(t.app, teacher, '박서준')).statusCode).toBe(200);
    expect(await findStudentIdsByContactPhone(t.db, '010-5555-0001')).toEqual([idOf('김민지')]);
    expect(await findStudentIdsByContactPhone(t.db, '01055550001')).toEqual([]);
    expect((await listContacts(t.db, idOf('김민지'))).map((c) => c.name)).toEqual(['김엄마']);
  });
});
