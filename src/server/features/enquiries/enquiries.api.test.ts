/** 상담 신청 through the API: a visitor asks, staff read, filter and move the enquiries along. */

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditAbout } from '../../testing/audit-entries.ts';
import {
  anEnquiry,
  enquirySummary,
  listEnquiries,
  moveEnquiry,
  sendEnquiry,
} from '../../testing/enquiries.ts';
import { errorOf } from '../../testing/errors.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { purgeEndedEnquiries } from './enquiries.queries.ts';

describe('enquiries API', () => {
  let teacher: SignedIn;
  let owner: SignedIn;
  let address = 0;
  /** Each test asks from an address of its own, so the per-address limit stays out of the way. */
  const send = (body: Record<string, unknown>) => sendEnquiry(t.app, body, `198.51.100.${++address}`);
  const newCount = async () => (await enquirySummary(t.app, teacher)).json().newCount as number;
  /** The enquiry as staff see it in the list, on whichever page it is. */
  const itemOf = async (id: number) => {
    for (let page = 1; ; page += 1) {
      const { items } = (await listEnquiries(t.app, teacher, `?page=${page}`)).json();
      const item = items.find((one: { id: number }) => one.id === id);
      if (item || items.length === 0) return item;
    }
  };

  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  beforeAll(async () => {
    teacher = await signIn(t.app, 'teacher');
    owner = await signIn(t.app, 'owner');
  });
  // Every test starts at the same hour, whichever moved the clock before it.
  beforeEach(() => t.clock.set('2026-11-21T10:00:00+09:00'));

  it('stores a visitor’s enquiry as 접수, normalised, and shows it to staff', async () => {
    const sent = await send(
      anEnquiry({
        name: ' 김\u200B하늘 ',
        phone: '010 1234 5678',
        instrument: '  색소폰 ',
        preferredTimes: ['주말', '평일 저녁', '주말'],
        message: '  처음입니다.\r\n저녁이 좋아요.  ',
      }),
    );
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(sent.json()).toEqual({ id, status: '접수' });

    const response = await listEnquiries(t.app, teacher);
    expect(response.statusCode).toBe(200);
    expect(await itemOf(id)).toEqual({
      id,
      name: '김하늘',
      phone: '010-1234-5678',
      instrument: '색소폰',
      preferredTimes: ['평일 저녁', '주말'],
      message: '처음입니다.\n저녁이 좋아요.',
      status: '접수',
      createdAt: '2026-11-21T01:00:00.000Z',
      updatedAt: '2026-11-21T01:00:00.000Z',
      student: null,
    });
    const row = await t.db
      .selectFrom('enquiries')
      .select('consented_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.consented_at).toBe('2026-11-21T01:00:00.000Z');
  });

  it('takes the optional fields as absent, null or empty', async () => {
    for (const optional of [
      { instrument: undefined, preferredTimes: undefined, message: undefined },
      { instrument: null, preferredTimes: null, message: null },
      { instrument: '', preferredTimes: [], message: '' },
    ]) {
      const sent = await send(anEnquiry(optional));
      expect(sent.statusCode).toBe(201);
      expect(await itemOf(sent.json().id)).toMatchObject({
        instrument: null,
        preferredTimes: [],
        message: null,
      });
    }
  });

  it.each([
    [{ name: undefined }, 'enquiries.name_required', '이름을 입력해 주세요.'],
    [{ name: '' }, 'enquiries.name_required', '이름을 입력해 주세요.'],
    [{ name: ' \u200B ' }, 'enquiries.name_required', '이름을 입력해 주세요.'],
    [{ name: 42 }, 'enquiries.name_required', '이름을 입력해 주세요.'],
    [{ name: '가'.repeat(21) }, 'enquiries.name_too_long', '이름은 20자까지 입력할 수 있습니다.'],
    [{ name: '김\u202E하늘' }, 'text_direction', '글자 방향을 바꾸는 특수 문자는 입력할 수 없습니다.'],
    [
      { name: '김하늘\u0000' },
      'text_control',
      '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
    ],
    [{ phone: undefined }, 'enquiries.phone_required', '연락받으실 휴대전화 번호를 입력해 주세요.'],
    [{ phone: '  ' }, 'enquiries.phone_required', '연락받으실 휴대전화 번호를 입력해 주세요.'],
    [
      { phone: '02-123-4567' },
      'enquiries.phone_format',
      '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.',
    ],
    [
      { phone: '010-123-4567' },
      'enquiries.phone_format',
      '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.',
    ],
    [
      { instrument: '가'.repeat(51) },
      'enquiries.instrument_too_long',
      '관심 있는 수업은 50자까지 입력할 수 있습니다.',
    ],
    [
      { instrument: '색소폰\n보컬' },
      'text_control',
      '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
    ],
    [
      { preferredTimes: ['새벽'] },
      'enquiries.times_invalid',
      '희망 시간대는 평일 오전, 평일 오후, 평일 저녁, 주말 중에서 골라 주세요.',
    ],
    [
      { preferredTimes: '주말' },
      'enquiries.times_invalid',
      '희망 시간대는 평일 오전, 평일 오후, 평일 저녁, 주말 중에서 골라 주세요.',
    ],
    [
      { message: '가'.repeat(1001) },
      'enquiries.message_too_long',
      '문의 내용은 1,000자까지 입력할 수 있습니다.',
    ],
    [
      { message: '안녕\u0007하세요' },
      'text_control',
      '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
    ],
    [{ consent: false }, 'enquiries.consent_required', '개인정보 수집·이용에 동의해 주세요.'],
    [{ consent: undefined }, 'enquiries.consent_required', '개인정보 수집·이용에 동의해 주세요.'],
    [{ consent: 'true' }, 'enquiries.consent_required', '개인정보 수집·이용에 동의해 주세요.'],
  ])('refuses %j with %s', async (change, code, message) => {
    const response = await send({ ...anEnquiry(), ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code, message });
  });

  it('keeps a message of 1,000 characters with its line breaks', async () => {
    const message = `${'가'.repeat(499)}\n${'나'.repeat(500)}`;
    const sent = await send(anEnquiry({ message }));
    expect(sent.statusCode).toBe(201);
    expect((await itemOf(sent.json().id)).message).toBe(message);
  });

  it('keeps visitors and pending accounts away from the staff routes, before reading a body', async () => {
    const id = (await send(anEnquiry())).json().id;
    const pending = await signIn(t.app, 'pending');
    for (const response of [
      await listEnquiries(t.app, null),
      await enquirySummary(t.app, null),
      await moveEnquiry(t.app, null, id, '연락함'),
      await moveEnquiry(t.app, null, id, { broken: true }),
      await t.app.inject({ method: 'POST', url: `/api/enquiries/${id}/register` }),
    ]) {
      expect([response.statusCode, errorOf(response)]).toEqual([
        401,
        { code: 'auth.required', message: expect.stringMatching(/로그인/) },
      ]);
    }
    expect((await listEnquiries(t.app, pending)).statusCode).toBe(403);
    expect((await moveEnquiry(t.app, pending, id, '연락함')).statusCode).toBe(403);
    expect((await itemOf(id)).status).toBe('접수');
  });

  it('moves an enquiry 접수 → 연락함 → 종료, counts new ones, and audits each move', async () => {
    const before = await newCount();
    const id = (await send(anEnquiry({ name: '이바다' }))).json().id;
    expect(await newCount()).toBe(before + 1);

    t.clock.set('2026-11-21T11:00:00+09:00');
    const called = await moveEnquiry(t.app, teacher, id, '연락함');
    expect(called.statusCode).toBe(200);
    expect(called.json()).toMatchObject({ id, status: '연락함', updatedAt: '2026-11-21T02:00:00.000Z' });
    expect(await newCount()).toBe(before);
    expect((await listEnquiries(t.app, teacher)).json().newCount).toBe(before);

    const again = await moveEnquiry(t.app, teacher, id, '연락함');
    expect([again.statusCode, errorOf(again)]).toEqual([
      409,
      {
        code: 'enquiries.status_invalid',
        message:
          '상담 신청은 접수 → 연락함 → 등록 또는 종료 순서로만 바꿀 수 있습니다. 등록·종료한 신청은 바꿀 수 없습니다.',
      },
    ]);
    expect((await moveEnquiry(t.app, owner, id, '종료')).json().status).toBe('종료');
    for (const status of ['연락함', '등록', '종료']) {
      expect((await moveEnquiry(t.app, teacher, id, status)).statusCode).toBe(409);
    }

    const entries = await auditAbout(t.db, `enquiry:${id}`);
    expect(entries.map((entry) => [entry.actor_id, entry.action, JSON.parse(entry.detail)])).toEqual([
      [
        teacher.id,
        'enquiry.status',
        { before: { status: '접수' }, after: { status: '연락함' }, name: '이바다' },
      ],
      [
        owner.id,
        'enquiry.status',
        { before: { status: '연락함' }, after: { status: '종료' }, name: '이바다' },
      ],
    ]);
  });

  it('closes a 접수 enquiry at once, and marks a 연락함 one 등록 without making a student', async () => {
    const spam = (await send(anEnquiry())).json().id;
    expect((await moveEnquiry(t.app, teacher, spam, '종료')).json().status).toBe('종료');
    const elsewhere = (await send(anEnquiry())).json().id;
    expect((await moveEnquiry(t.app, teacher, elsewhere, '등록')).statusCode).toBe(409);
    await moveEnquiry(t.app, teacher, elsewhere, '연락함');
    const marked = await moveEnquiry(t.app, teacher, elsewhere, '등록');
    expect(marked.json()).toMatchObject({ status: '등록', student: null });
  });

  it.each([
    ['접수', 'enquiries.status_unknown'],
    ['완료', 'enquiries.status_unknown'],
    [undefined, 'enquiries.status_unknown'],
  ])('refuses the status %j with 400 %s', async (status, code) => {
    const id = (await send(anEnquiry())).json().id;
    const response = await moveEnquiry(t.app, teacher, id, status);
    expect([response.statusCode, errorOf(response)]).toEqual([
      400,
      { code, message: '상태는 연락함, 등록, 종료 중에서 골라 주세요.' },
    ]);
  });

  it('answers 404 for an enquiry that does not exist, and 400 for an id that cannot be one', async () => {
    const missing = await moveEnquiry(t.app, teacher, 2_147_483_647, '연락함');
    expect([missing.statusCode, errorOf(missing)]).toEqual([
      404,
      { code: 'enquiries.not_found', message: '상담 신청을 찾을 수 없습니다.' },
    ]);
    for (const id of ['0', '2147483648', '1e3', 'abc']) {
      expect((await moveEnquiry(t.app, teacher, id, '연락함')).statusCode).toBe(400);
    }
  });

  it('lists newest first, 20 to a page, and filters by status', async () => {
    // Later than any other test's enquiries, so that these 21 are the newest.
    const ids: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      t.clock.set(new Date(Date.parse('2026-12-15T12:00:00+09:00') + index * 1000));
      ids.push((await send(anEnquiry({ name: `손님${index}` }))).json().id);
    }
    const first = (await listEnquiries(t.app, teacher)).json();
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].id).toBe(ids[20]);
    expect(first.items[19].id).toBe(ids[1]);
    const second = (await listEnquiries(t.app, teacher, '?page=2')).json();
    expect(second.items[0].id).toBe(ids[0]);
    expect(second.total).toBe(first.total);

    await moveEnquiry(t.app, teacher, ids[3]!, '연락함');
    const called = (await listEnquiries(t.app, teacher, `?status=${encodeURIComponent('연락함')}`)).json();
    expect(called.items.every((item: { status: string }) => item.status === '연락함')).toBe(true);
    expect(called.items.map((item: { id: number }) => item.id)).toContain(ids[3]);
    expect(called.total).toBe(called.items.length);
    expect(called.newCount).toBe(first.newCount - 1);

    const unknown = await listEnquiries(t.app, teacher, '?status=done');
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([400, 'enquiries.status_unknown']);
    expect((await listEnquiries(t.app, teacher, '?page=0')).statusCode).toBe(400);
  });

  it('deletes ended enquiries 30 days after their last change, and keeps open ones', async () => {
    t.clock.set('2026-12-01T10:00:00+09:00');
    const open = (await send(anEnquiry())).json().id;
    const closed = (await send(anEnquiry())).json().id;
    await moveEnquiry(t.app, teacher, closed, '종료');
    const exists = async (id: number) =>
      (await t.db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

    await purgeEndedEnquiries(t.db, new Date('2026-12-31T10:00:00+09:00'));
    expect([await exists(open), await exists(closed)]).toEqual([true, true]);
    await purgeEndedEnquiries(t.db, new Date('2026-12-31T10:00:01+09:00'));
    expect([await exists(open), await exists(closed)]).toEqual([true, false]);
  });
});
