/**
 * GET /api/backup, /api/backup/status and /api/export: the owner's alone; a backup that the
 * archive reader accepts, the last good backup's time and the 2-day warning, the export's CSV
 * files on both databases, and never two backups at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveEntries } from '../../testing/archive-entries.ts';
import { appWithStaff } from '../../testing/owner-app.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { enqueueMessage } from '../messages/index.ts';
import { verifyArchive } from './backup-archive.ts';

const onSqlite = testDialect() === 'sqlite';
const scratch: string[] = [];

function scratchDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-api-'));
  scratch.push(dir);
  return dir;
}

/** The download saved as a file, as the browser would. */
function saved(body: Buffer, name = 'download.tar.gz'): string {
  const file = path.join(scratchDir(), name);
  fs.writeFileSync(file, body);
  return file;
}

describe('backup and export routes', () => {
  let t: TestApp;
  let owner: SignedIn;
  let teacher: SignedIn;

  // Each test makes backups (the last one is the status's) or pays: a fresh app and students each.
  beforeEach(async () => {
    ({ t, owner, teacher } = await appWithStaff({ now: '2026-11-25T10:00:00+09:00' }));
    expect(
      (await api.add(t.app, teacher, { name: '김민지', phone: '010-1234-5678', lesson: 4 })).statusCode,
    ).toBe(201);
    expect((await api.add(t.app, teacher, { name: '=1+2', phone: '010-2222-3333' })).statusCode).toBe(201);
    expect((await api.lesson(t.app, teacher, '김민지', { status: '출석' })).statusCode).toBe(200);
  });
  afterEach(async () => {
    // A download's record is written once its response has finished, after inject has answered:
    // a status read waits for it, so that nothing still writes in the folder the close removes.
    await call(t.app, owner, 'GET', '/api/backup/status');
    await t.close();
    for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([['/api/backup'], ['/api/backup/status'], ['/api/export']])(
    '%s is the owner’s: 401 without a session, 403 for a teacher',
    async (url) => {
      const visitor = await call(t.app, null, 'GET', url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('auth.required');
      const staff = await call(t.app, teacher, 'GET', url);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error.message).toMatch(/[가-힣]/);
    },
  );

  it('downloads a whole backup the reader accepts, and counts it as the last good backup', async () => {
    const before = await call(t.app, owner, 'GET', '/api/backup/status');
    expect(before.json()).toMatchObject({ supported: true, lastBackupAt: null, stale: false });

    const response = await call(t.app, owner, 'GET', '/api/backup');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="studio-backup-2026-11-25_100000.tar.gz"',
    );
    expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const manifest = await verifyArchive(saved(response.rawPayload));
    expect(manifest).toMatchObject({ format: 'onum-studio-backup', version: 1, database: testDialect() });
    expect(manifest.createdAt).toBe('2026-11-25T01:00:00.000Z');
    expect(manifest.migrations).toContain('001-accounts');
    expect(manifest.tables.students).toBe(2);
    expect(manifest.tables.lessons_given).toBe(1);
    // The download's own audit entry is in it.
    expect(manifest.tables.audit_log).toBeGreaterThanOrEqual(1);
    // SQLite's file, or PostgreSQL's tables a file each (a browser download carries no key files).
    expect(manifest.files.map((file) => file.path)).toEqual(
      onSqlite ? ['studio.db'] : Object.keys(manifest.tables).map((name) => `tables/${name}.jsonl`),
    );

    const audit = await call(t.app, owner, 'GET', '/api/audit');
    expect(audit.json().items[0]).toMatchObject({ action: 'backup.download', actorId: owner.id });

    const after = await call(t.app, owner, 'GET', '/api/backup/status');
    expect(after.json()).toMatchObject({
      supported: true,
      lastBackupAt: '2026-11-25T01:00:00.000Z',
      lastSource: 'download',
      stale: false,
    });
    expect(after.json().nightly).toMatchObject({
      enabled: true,
      time: '03:30',
      keepDaily: 14,
      keepMonthly: 12,
    });
  });

  it('has a status read made while a download’s last bytes are on their way wait for its record', async () => {
    let sent = () => {};
    const recorded = t.app.backups.recordWhen(
      new Promise<boolean>((resolve) => {
        sent = () => resolve(true);
      }),
      {
        at: '2026-11-25T02:00:00.000Z',
        source: 'download',
        file: 'studio-backup-2026-11-25_110000.tar.gz',
      },
    );
    let answered = false;
    const status = call(t.app, owner, 'GET', '/api/backup/status').then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    // As on the response's 'finish'.
    sent();
    await recorded;
    expect((await status).json()).toMatchObject({
      lastBackupAt: '2026-11-25T02:00:00.000Z',
      lastSource: 'download',
    });
  });

  it('warns once the last good backup is more than 2 days old', async () => {
    await call(t.app, owner, 'GET', '/api/backup');
    t.clock.set('2026-11-27T10:00:00+09:00');
    expect((await call(t.app, owner, 'GET', '/api/backup/status')).json().stale).toBe(false);
    t.clock.set('2026-11-27T10:00:01+09:00');
    expect((await call(t.app, owner, 'GET', '/api/backup/status')).json().stale).toBe(true);
    t.clock.set('2026-11-25T10:00:00+09:00');
  });

  it('refuses a second backup while one is being made, in Korean', async () => {
    let release = () => {};
    let started = () => {};
    const working = new Promise<void>((resolve) => (started = resolve));
    const held = t.app.backups.lock.run(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
      { wait: false },
    );
    await working;
    const busy = await call(t.app, owner, 'GET', '/api/backup');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toEqual({ code: 'backup.busy', message: expect.stringMatching(/다른 백업/) });
    release();
    await held;
    expect((await call(t.app, owner, 'GET', '/api/backup')).statusCode).toBe(200);
  });

  it('makes one backup at a time when many are asked for at once', async () => {
    const service = t.app.backups;
    const write = service.writeTemporary.bind(service);
    let running = 0;
    let most = 0;
    service.writeTemporary = async (now) => {
      running += 1;
      most = Math.max(most, running);
      try {
        // Long enough for every other request to arrive while this one is being written.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return await write(now);
      } finally {
        running -= 1;
      }
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(t.app, owner, 'GET', '/api/backup')),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(1);
      expect(most).toBe(1);
    } finally {
      service.writeTemporary = write;
    }
  });

  it('exports every table as CSV for Excel, on either database', async () => {
    // A guardian with consent, a sign-in link sent to them and a payment's message, both skipped
    // by a studio with no sender: the export holds the contact and the messages, never the link.
    const kimPath = `/api/member/${encodeURIComponent('김민지')}`;
    const contact = await call(t.app, teacher, 'POST', `${kimPath}/contacts`, {
      name: '김엄마',
      relation: '어머니',
      phone: '010-3333-4444',
      informational: { date: '2026-11-20', method: '서면' },
    });
    expect(contact.statusCode).toBe(201);
    const link = await call(t.app, teacher, 'POST', '/api/family/links', {
      studentName: '김민지',
      contactId: contact.json().contact.id,
    });
    expect(link.statusCode).toBe(200);
    const paid = await call(t.app, teacher, 'PUT', `/api/member/charge/${encodeURIComponent('김민지')}`, {
      pay: 100_000,
      lesson: 2,
      method: '카드',
    });
    expect(paid.statusCode).toBe(200);
    // A code as the family sign-in writes it (a studio with a sender for phones).
    await enqueueMessage(t.db, {
      event: 'family-code',
      studentId: null,
      variables: { 인증번호: '482913' },
      sourceKey: 'family-code:export',
      to: { phone: '010-3333-4444' },
      urgent: true,
      now: t.clock.now(),
    });
    await t.app.outbox.runOnce();

    const response = await call(t.app, owner, 'GET', '/api/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="studio-export-2026-11-25_\d{6}\.tar\.gz"$/,
    );
    expect(zlib.gunzipSync(response.rawPayload).length).toBeGreaterThan(0);
    const files = await archiveEntries(saved(response.rawPayload, 'export.tar.gz'));
    for (const name of [
      'students.csv',
      'lessons.csv',
      'payments.csv',
      'ledger.csv',
      'timetable.csv',
      'timetable-memos.csv',
      'lesson-notes.csv',
      'practice.csv',
      'posts.csv',
      'products.csv',
      'orders.csv',
      'enquiries.csv',
      'bookings.csv',
      'contacts.csv',
      'messages.csv',
    ]) {
      expect(files.has(name), name).toBe(true);
      expect(files.get(name)?.subarray(0, 3), name).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    }
    const students = parseCsv(files.get('students.csv')?.toString('utf8').slice(1) ?? '');
    expect(students[0]?.slice(0, 4)).toEqual(['번호', '이름', '전화번호', '선생님']);
    const names = students.slice(1).map((row) => row[1]);
    // A name a spreadsheet would run as a formula stays text.
    expect(names).toEqual(['김민지', "'=1+2"]);
    const kim = students.find((row) => row[1] === '김민지');
    // 4 paid at registration, 1 lesson, 2 paid above.
    expect(kim?.[5]).toBe('5');
    // 만든 때 as a person in Seoul reads a clock, not UTC's ISO.
    expect(students[0]?.at(-1)).toBe('만든 때');
    expect(kim?.at(-1)).toBe('2026-11-25 10:00:00');
    const lessons = parseCsv(files.get('lessons.csv')?.toString('utf8').slice(1) ?? '');
    expect(lessons[1]?.slice(1, 5)).toEqual(['2026-11-25', kim?.[0], '김민지', '출석']);

    const contacts = parseCsv(files.get('contacts.csv')?.toString('utf8').slice(1) ?? '');
    expect(contacts[0]?.slice(0, 8)).toEqual([
      '번호',
      '학생 번호',
      '학생',
      '이름',
      '관계',
      '전화번호',
      '이메일',
      '정보 알림 동의일',
    ]);
    expect(contacts.slice(1).map((row) => row.slice(2, 10))).toEqual([
      ['김민지', '김엄마', '어머니', '010-3333-4444', '', '2026-11-20', '서면', ''],
    ]);
    const messages = parseCsv(files.get('messages.csv')?.toString('utf8').slice(1) ?? '');
    const byEvent = new Map(messages.slice(1).map((row) => [row[1], row]));
    expect([...byEvent.keys()].sort()).toEqual(
      ['가족 페이지 인증번호', '가족 페이지 접속 링크', '결제 확인'].sort(),
    );
    const linkRow = byEvent.get('가족 페이지 접속 링크');
    expect(linkRow?.slice(2, 6)).toEqual(['김민지', '010-3333-4444', '', 'skipped']);
    const withheld = '가족 로그인에 쓰는 링크·인증번호가 담긴 문구라 보안을 위해 표시하지 않습니다.';
    expect(linkRow?.[11]).toBe(withheld);
    expect(byEvent.get('가족 페이지 인증번호')?.slice(3, 6)).toEqual(['010-3333-4444', '', 'skipped']);
    expect(byEvent.get('가족 페이지 인증번호')?.[11]).toBe(withheld);
    for (const [name, content] of files) expect(content.toString('utf8'), name).not.toContain('482913');
    expect(byEvent.get('결제 확인')?.[11]).toMatch(
      /^김민지님의 수강료 100,000원 \(2회\) 결제가 확인되었습니다\./,
    );

    const audit = await call(t.app, owner, 'GET', '/api/audit');
    expect(audit.json().items[0]).toMatchObject({ action: 'data.export', actorId: owner.id });
  });
});
