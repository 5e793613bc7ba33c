/**
 * The day-before reminder carries the week's practice ("이번 주 연습 1시간 25분") when the family
 * logged some this week, and says nothing of it otherwise — last week's practice included.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { addLesson } from '../../testing/timetable.ts';
import { weekPracticeMinutes } from '../practice/index.ts';
import { runScans } from './message-scans.ts';

describe('the reminder tells the week’s practice', () => {
  // Wednesday 25 November 2026, at the reminder's hour.
  const t = appForTests({ now: '2026-11-25T18:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');

  it('adds the week’s minutes to a practising student’s reminder only', async () => {
    const students: Record<string, number> = {};
    for (const [index, name] of ['민지', '서준'].entries()) {
      students[name] = await studentWithContacts(t, teacher, name, [
        { name: `${name}엄마`, relation: '어머니', phone: `010-2222-000${index}`, informational: consented },
      ]);
      const added = await addLesson(t.app, teacher, {
        day: '목',
        time: 15 + index,
        type: '1시간',
        name,
        studentId: students[name],
      });
      expect(added.statusCode).toBe(201);
    }
    const log = async (name: string, date: string, minutes: number) => {
      const family = await signInFamily(t.app, teacher, name);
      const logged = await asFamily(t.app, family, 'POST', '/api/family/practice', {
        studentId: students[name],
        date,
        minutes,
      });
      expect(logged.statusCode).toBe(201);
    };
    await log('민지', '2026-11-23', 30);
    await log('민지', '2026-11-25', 55);
    // Last Sunday is last week's.
    await log('서준', '2026-11-22', 40);

    expect(await runScans(t.db, t.clock.now(), weekPracticeMinutes)).toBe(2);
    await t.app.outbox.runOnce();
    const texts = await t.db
      .selectFrom('message_outbox')
      .select(['student_id', 'text'])
      .where('event', '=', 'lesson-reminder')
      .orderBy('student_id')
      .execute();
    expect(texts.map((row) => row.text)).toEqual([
      '민지님, 내일(11월 26일) 15시에 레슨이 있습니다. 오시기 어려우면 미리 알려 주세요. 이번 주 연습 1시간 25분',
      '서준님, 내일(11월 26일) 16시에 레슨이 있습니다. 오시기 어려우면 미리 알려 주세요.',
    ]);
  });
});
