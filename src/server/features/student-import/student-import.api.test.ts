/**
 * 학생 가져오기 through the API, on both databases, with files the tests write: an .xlsx with
 * exceljs, CSV in UTF-8 and CP949, a file with bad rows, the same file twice.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { csvFile, importFile, xlsxFile } from '../../testing/student-import.ts';
import { api, ledgerMismatches, newStudent } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const HEADER = ['이름', '연락처', '남은 횟수', '등록일', '학부모', '비고'];

describe('POST /api/member/import', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  let teacher: SignedIn;
  // Each test imports into a teacher of its own: no test meets another's students or audit entries.
  beforeEach(async () => {
    teacher = await signIn(t.app, 'teacher');
  });

  const names = async (who: SignedIn) =>
    ((await api.list(t.app, who)).json() as { name: string }[]).map((student) => student.name);

  it('previews an .xlsx with its columns guessed from the header row, and changes nothing', async () => {
    const file = await xlsxFile([
      HEADER,
      ['미리보기', '01012345678', 4, new Date(Date.UTC(2024, 2, 5)), '박지연 (어머니)', '리드 2.5호'],
    ]);
    const response = await importFile(t.app, teacher, file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      columns: HEADER,
      mapping: { name: 0, phone: 1, remaining: 2, joinDate: 3, guardian: 4, memo: 5 },
      rows: [
        {
          row: 2,
          name: '미리보기',
          phone: '010-1234-5678',
          remaining: 4,
          joinDate: '2024-03-05',
          guardian: '박지연 (어머니)',
          // No number: not a contact, kept for the memo.
          contacts: [],
          memo: '리드 2.5호',
          problems: [],
        },
      ],
      imported: 0,
      contactsAdded: 0,
    });
    expect(await names(teacher)).not.toContain('미리보기');
  });

  it('imports the rows of an .xlsx: each a student with an import ledger row, the guardian in the memo, one audit entry', async () => {
    const file = await xlsxFile([
      HEADER,
      ['가져온하나', 1098765432, 5, '2025.3.2', '김보호', '저녁 수업'],
      ['가져온둘', '010-2222-3333', null, null, null, null],
    ]);
    const response = await importFile(t.app, teacher, file, { dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toBe(2);

    const one = (await api.detail(t.app, teacher, '가져온하나')).json();
    expect(one).toMatchObject({
      phone: '010-9876-5432',
      lesson: 5,
      joinDate: '2025-03-02',
      memo: '보호자: 김보호\n저녁 수업',
    });
    const two = (await api.detail(t.app, teacher, '가져온둘')).json();
    // Empty cells: no lessons, registered today (Seoul), no memo.
    expect(two).toMatchObject({ lesson: 0, joinDate: '2026-11-21', memo: null });

    const ledger = await t.db
      .selectFrom('lesson_ledger')
      .select(['change', 'reason', 'note', 'balance'])
      .where('student_id', '=', one.id)
      .execute();
    expect(ledger).toEqual([{ change: 5, reason: 'import', note: '가져오기', balance: 5 }]);
    expect(await ledgerMismatches(t.app)).toEqual([]);

    const audit = await auditEntries(t.db, 'student.import', { actor: teacher.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: teacher.id, target: '가져온둘 외 1명' });
    expect(JSON.parse(String(audit[0]!.detail))).toMatchObject({
      count: 2,
      totalLessons: 5,
      names: ['가져온둘', '가져온하나'],
    });
  });

  it('reads a CP949 CSV as Korean Excel saves it, and UTF-8 with and without a BOM', async () => {
    const rows = (name: string) => [
      ['성명', '휴대폰', '잔여 횟수'],
      [name, '010-3333-4444', '3회'],
    ];
    for (const [encoding, name] of [
      ['cp949', '씨피구사구'],
      ['utf8-bom', '유티에프봄'],
      ['utf8', '유티에프'],
    ] as const) {
      const response = await importFile(t.app, teacher, csvFile(rows(name), encoding), {
        dryRun: false,
        filename: 'students.csv',
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.json().columns).toEqual(['성명', '휴대폰', '잔여 횟수']);
      expect(response.json().rows[0]).toMatchObject({ name, remaining: 3, problems: [] });
      expect(response.json().imported).toBe(1);
    }
    expect(await names(teacher)).toEqual(expect.arrayContaining(['씨피구사구', '유티에프봄', '유티에프']));
  });

  it('says what is wrong with each bad row in Korean and imports only the good ones', async () => {
    await newStudent(t.app, teacher, { name: '가져온하나' });
    const file = await xlsxFile([
      HEADER,
      ['좋은행', '010-1111-2222', 2, '2024-01-01', null, null],
      [null, '010-1111-3333', 1, null, null, null],
      ['나쁜전화', '12345', -1, '2024-13-01', null, null],
      ['겹침', null, 2.5, null, null, null],
      ['겹침', null, 1, '2099-01-01', null, 'x'.repeat(1001)],
      ['가져온하나', null, 1, null, null, null],
    ]);
    const preview = await importFile(t.app, teacher, file);
    const rows = preview.json().rows as { row: number; problems: string[] }[];
    expect(rows.map((row) => row.problems)).toEqual([
      [],
      ['이름이 비어 있습니다.'],
      [
        "전화번호를 읽을 수 없습니다 (적힌 값: '12345'). 예: 010-1234-5678",
        "잔여 횟수는 0 이상이어야 합니다 (적힌 값: '-1').",
        "등록일을 읽을 수 없습니다 (적힌 값: '2024-13-01'). 예: 2024-03-05",
      ],
      [
        "잔여 횟수는 정수로 적어 주세요 (적힌 값: '2.5').",
        '파일 안에 같은 이름이 또 있습니다 (6행). 구분할 글자를 붙여 주세요.',
      ],
      [
        "등록일이 오늘보다 뒤입니다 (적힌 값: '2099-01-01').",
        '메모 칸이 너무 깁니다. 1,000자까지 쓸 수 있습니다.',
        '파일 안에 같은 이름이 또 있습니다 (5행). 구분할 글자를 붙여 주세요.',
      ],
      ['이미 등록된 학생입니다. 이 행은 건너뜁니다.'],
    ]);

    const imported = await importFile(t.app, teacher, file, { dryRun: false });
    expect(imported.json().imported).toBe(1);
    const list = await names(teacher);
    expect(list).toContain('좋은행');
    expect(list).not.toContain('나쁜전화');
    expect(list).not.toContain('겹침');
  });

  it('imports the same file twice without anyone twice: the second time every row is already registered', async () => {
    const file = csvFile([
      ['이름', '전화번호', '잔여 횟수'],
      ['두번하나', '010-5555-0001', 2],
      ['두번둘', '010-5555-0002', 3],
    ]);
    const first = await importFile(t.app, teacher, file, { dryRun: false });
    expect(first.json().imported).toBe(2);
    const second = await importFile(t.app, teacher, file, { dryRun: false });
    expect(second.statusCode).toBe(200);
    expect(second.json().imported).toBe(0);
    for (const row of second.json().rows) {
      expect(row.problems).toEqual(['이미 등록된 학생입니다. 이 행은 건너뜁니다.']);
    }
    expect((await names(teacher)).filter((name) => name.startsWith('두번'))).toHaveLength(2);
    expect((await api.detail(t.app, teacher, '두번둘')).json().lesson).toBe(3);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('lets an archived name come back, as a registration does', async () => {
    const file = csvFile([['이름'], ['돌아온학생']]);
    await importFile(t.app, teacher, file, { dryRun: false });
    await api.archive(t.app, teacher, '돌아온학생');
    const again = await importFile(t.app, teacher, file, { dryRun: false });
    expect(again.json().imported).toBe(1);
  });

  it('takes the mapping the teacher chose over the guess', async () => {
    const file = csvFile([
      ['A', 'B', 'C'],
      ['010-7777-8888', '고른열', '7'],
    ]);
    const guessed = await importFile(t.app, teacher, file);
    expect(guessed.json().mapping).toEqual({
      name: null,
      phone: null,
      remaining: null,
      joinDate: null,
      guardian: null,
      memo: null,
    });
    // Without a name column there is nothing to import.
    const refused = await importFile(t.app, teacher, file, { dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'student_import.name_column_required',
      message: '이름이 있는 열을 골라 주세요.',
    });

    const chosen = await importFile(t.app, teacher, file, {
      dryRun: false,
      mapping: { name: 1, phone: 0, remaining: 2 },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().mapping).toEqual({
      name: 1,
      phone: 0,
      remaining: 2,
      joinDate: null,
      guardian: null,
      memo: null,
    });
    expect((await api.detail(t.app, teacher, '고른열')).json()).toMatchObject({
      phone: '010-7777-8888',
      lesson: 7,
    });
  });

  it.each([
    ['not JSON', '{name:'],
    ['a column past the file', { name: 3 }],
    ['one column twice', { name: 0, phone: 0 }],
    ['a negative column', { name: -1 }],
    ['a fraction', { name: 0.5 }],
    ['not an object', [0]],
  ])('refuses a mapping that is %s', async (_what, mapping) => {
    const file = csvFile([
      ['A', 'B', 'C'],
      ['가', '나', '다'],
    ]);
    const response = await importFile(t.app, teacher, file, { mapping });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('student_import.mapping_invalid');
  });

  it('imports into the teacher the owner names, and refuses a teacher naming another', async () => {
    const file = csvFile([['이름'], ['원장이넣음']]);
    const byOwner = await importFile(t.app, owner, file, {
      dryRun: false,
      query: `&teacherId=${teacher.id}`,
    });
    expect(byOwner.json().imported).toBe(1);
    expect(await names(teacher)).toContain('원장이넣음');

    const other = await signIn(t.app, 'teacher');
    const refused = await importFile(t.app, other, file, { query: `&teacherId=${teacher.id}` });
    expect(refused.statusCode).toBe(403);

    const missing = await importFile(t.app, owner, csvFile([['이름'], ['없는선생님']]), {
      dryRun: false,
      query: '&teacherId=nobody',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses without a session (401) and below a teacher (403), before reading the file', async () => {
    const file = csvFile([['이름'], ['막힘']]);
    expect((await importFile(t.app, null, file)).statusCode).toBe(401);
    const pending = await signIn(t.app, 'pending');
    expect((await importFile(t.app, pending, file)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/member/import/template' })).statusCode).toBe(401);
  });

  it('refuses a bad dryRun', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/member/import?dryRun=yes',
      headers: { cookie: teacher.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('student_import.dry_run_invalid');
  });
});

describe('GET /api/member/import/template', () => {
  let t: TestApp;
  let teacher: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
  });
  beforeEach(async () => {
    teacher = await signIn(t.app, 'teacher');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an .xlsx with the header row and one example row, which imports as it is', async () => {
    const response = await t.app.inject({
      url: '/api/member/import/template',
      headers: { cookie: teacher.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '이름',
      '전화번호',
      '잔여 횟수',
      '등록일',
      '보호자',
      '메모',
    ]);
    expect(sheet.rowCount).toBe(2);

    const preview = await importFile(t.app, teacher, response.rawPayload);
    expect(preview.json().mapping).toEqual({
      name: 0,
      phone: 1,
      remaining: 2,
      joinDate: 3,
      guardian: 4,
      memo: 5,
    });
    expect(preview.json().rows).toEqual([
      {
        row: 2,
        name: '김민지',
        phone: '010-1234-5678',
        remaining: 4,
        joinDate: '2024-03-05',
        guardian: '박지연 (어머니) 010-2345-6789',
        contacts: [{ name: '박지연', relation: '어머니', phone: '010-2345-6789' }],
        memo: '리드 2.5호, 호흡 위주',
        problems: [],
      },
    ]);
  });

  describe('guardians read as contacts', () => {
    const contactsOf = (studentId: number) =>
      t.db
        .selectFrom('student_contacts')
        .select(['slot', 'name', 'relation', 'phone', 'email', 'info_consent_on', 'ad_consent_on'])
        .where('student_id', '=', studentId)
        .orderBy('slot')
        .execute();

    it('makes "배미경(어머니) 010-6666-0002" a contact without consent, not a memo line', async () => {
      const file = await xlsxFile([
        HEADER,
        ['연락처하나', '010-6666-0001', 3, null, '배미경(어머니) 010-6666-0002', '저녁 수업'],
        ['연락처둘', '010-6666-0003', 2, null, '김철수 아빠 01066660004 / 배미경 엄마 010-6666-0005', null],
      ]);
      const preview = (await importFile(t.app, teacher, file)).json();
      expect(preview.rows.map((row: { contacts: unknown }) => row.contacts)).toEqual([
        [{ name: '배미경', relation: '어머니', phone: '010-6666-0002' }],
        [
          { name: '김철수', relation: '아버지', phone: '010-6666-0004' },
          { name: '배미경', relation: '어머니', phone: '010-6666-0005' },
        ],
      ]);
      expect(preview.contactsAdded).toBe(0);

      const response = await importFile(t.app, teacher, file, { dryRun: false });
      expect(response.json()).toMatchObject({ imported: 2, contactsAdded: 3 });
      const one = (await api.detail(t.app, teacher, '연락처하나')).json();
      expect(one.memo).toBe('저녁 수업');
      expect(await contactsOf(one.id)).toEqual([
        {
          slot: 1,
          name: '배미경',
          relation: '어머니',
          phone: '010-6666-0002',
          email: null,
          info_consent_on: null,
          ad_consent_on: null,
        },
      ]);
      const two = (await api.detail(t.app, teacher, '연락처둘')).json();
      expect(two.memo).toBeNull();
      expect((await contactsOf(two.id)).map((row) => [row.slot, row.name, row.relation])).toEqual([
        [1, '김철수', '아버지'],
        [2, '배미경', '어머니'],
      ]);
      // What the student page shows: the contacts, with no consent yet.
      const listed = await t.app.inject({
        url: `/api/member/${encodeURIComponent('연락처하나')}/contacts`,
        headers: { cookie: teacher.cookie },
      });
      expect(listed.json()).toMatchObject([
        {
          name: '배미경',
          relation: '어머니',
          phone: '010-6666-0002',
          informational: null,
          advertising: null,
        },
      ]);
      const audit = (await auditEntries(t.db, 'student.import')).at(-1);
      expect(JSON.parse(audit!.detail)).toMatchObject({ count: 2, contacts: 3 });
    });

    it('creates no second contact when the same file is imported again', async () => {
      const file = await xlsxFile([
        HEADER,
        ['다시하나', null, 1, null, '배미경(어머니) 010-6666-0012', null],
      ]);
      expect((await importFile(t.app, teacher, file, { dryRun: false })).json()).toMatchObject({
        imported: 1,
        contactsAdded: 1,
      });
      expect((await importFile(t.app, teacher, file, { dryRun: false })).json()).toMatchObject({
        imported: 0,
        contactsAdded: 0,
      });
      const student = (await api.detail(t.app, teacher, '다시하나')).json();
      expect(await contactsOf(student.id)).toHaveLength(1);
    });

    it('keeps a guardian it cannot read in the memo, and makes no contact of it', async () => {
      const file = await xlsxFile([
        HEADER,
        ['메모보호자', null, 1, null, '어머니 배미경 (연락처 모름)', '화요일'],
      ]);
      const response = await importFile(t.app, teacher, file, { dryRun: false });
      expect(response.json()).toMatchObject({ imported: 1, contactsAdded: 0 });
      expect(response.json().rows[0].contacts).toEqual([]);
      const student = (await api.detail(t.app, teacher, '메모보호자')).json();
      expect(student.memo).toBe('보호자: 어머니 배미경 (연락처 모름)\n화요일');
      expect(await contactsOf(student.id)).toEqual([]);
    });
  });
});
