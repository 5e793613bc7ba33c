/**
 * The owner's message settings: the events with their variables and texts; a text saved with a
 * variable the event does not supply is refused; a switched-off event writes no message; the
 * owner's text is what goes out; null brings the default back. Teachers may not change them.
 */
import { describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import { appWithStaff } from '../../testing/owner-app.ts';
import { closedAfterEach, studentWithMother } from '../../testing/senders.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';

describe('message settings', () => {
  const later = closedAfterEach();

  /** Each test's own app: the settings are the studio's, one set per app. */
  async function studio() {
    const { t, owner, teacher } = await appWithStaff({ now: '2026-11-25T10:00:00+09:00' });
    later(() => t.close());
    const save = (who: SignedIn, event: string, body: object) =>
      call(t.app, who, 'PUT', `/api/messages/settings/${event}`, body);
    return { t, owner, teacher, save };
  }

  it('lists every event, on unless off by default, with its default text and variables', async () => {
    const { t, owner, teacher, save } = await studio();
    const settings = (await call(t.app, owner, 'GET', '/api/messages/settings')).json();
    expect(settings.senderConfigured).toBe(false);
    expect(settings.events).toHaveLength(14);
    // The teacher's own message: on here, sent only to a teacher who asked for it (decision 066).
    expect(settings.events.find((e: { event: string }) => e.event === 'family-to-teacher')).toMatchObject({
      label: '선생님께: 가족의 보강 예약·결석 신청',
      enabled: true,
      variables: ['이름', '내용'],
    });
    expect(
      settings.events.filter((e: { enabled: boolean }) => !e.enabled).map((e: { event: string }) => e.event),
    ).toEqual(['lesson-note']);
    expect(settings.events.find((e: { event: string }) => e.event === 'payment-received')).toEqual({
      event: 'payment-received',
      label: '결제 확인',
      enabled: true,
      customised: false,
      text: '#{이름}님의 수강료 #{금액} (#{횟수}회) 결제가 확인되었습니다. 영수증: #{영수증}',
      defaultText: '#{이름}님의 수강료 #{금액} (#{횟수}회) 결제가 확인되었습니다. 영수증: #{영수증}',
      variables: ['이름', '금액', '횟수', '영수증'],
      urgent: true,
    });
    expect((await call(t.app, teacher, 'GET', '/api/messages/settings')).statusCode).toBe(403);
    expect((await save(teacher, 'payment-received', { enabled: false, text: null })).statusCode).toBe(403);
  });

  it('refuses a variable the event does not supply, and saves nothing', async () => {
    const { t, owner, save } = await studio();
    const refused = await save(owner, 'payment-received', { enabled: true, text: '#{이름}님 #{주소}' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('messages.unknown_variable');
    expect((await save(owner, 'nope', { enabled: true, text: null })).statusCode).toBe(400);
    expect((await save(owner, 'payment-received', { enabled: true, text: ' ' })).json().error.code).toBe(
      'messages.text_required',
    );
    expect(await t.db.selectFrom('message_events').selectAll().execute()).toEqual([]);
  });

  it("sends the owner's text, and nothing for an event switched off", async () => {
    const { t, owner, teacher, save } = await studio();
    const studentId = await studentWithMother(t, teacher);
    const saved = await save(owner, 'payment-received', {
      enabled: true,
      text: '[소리] #{이름}님 #{금액} 결제 감사합니다.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: '결제 확인 설정을 저장했습니다.',
      setting: {
        event: 'payment-received',
        enabled: true,
        customised: true,
        text: '[소리] #{이름}님 #{금액} 결제 감사합니다.',
      },
    });
    await enqueuePayment(t, studentId, 'payment:1');
    await t.app.outbox.runOnce();
    const row = await t.db.selectFrom('message_outbox').select('text').executeTakeFirstOrThrow();
    expect(row.text).toBe('[소리] 김민지님 200,000원 결제 감사합니다.');
    expect((await save(owner, 'payment-received', { enabled: false, text: null })).statusCode).toBe(200);
    expect(await enqueuePayment(t, studentId, 'payment:2')).toEqual([]);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    expect(audit.items.filter((i: { action: string }) => i.action === 'message.setting')).toHaveLength(2);
  });
});
