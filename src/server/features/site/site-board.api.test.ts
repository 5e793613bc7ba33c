/** The board's settings: anyone reads them, only the owner publishes them, and every rule has its code. */

import { describe, expect, it } from 'vitest';
import { type ErrorCode, messageFor } from '#shared/messages/ko.ts';
import type { BoardSettings } from '#shared/schemas/site-board.ts';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { storedVersions } from '../../testing/site.ts';
import { siteAppForTests } from '../../testing/site-app.ts';
import { boardApi, smallBoard, wholeDayBoard } from '../../testing/site-board.ts';
import { expectSaveRefused } from '../../testing/site-pages.ts';
import { withTestApp } from '../../testing/test-app.ts';
import { getBoardSettings } from './site.queries.ts';

describe('the board settings', () => {
  const { t, owner, teacher } = siteAppForTests();

  const boardVersions = () => storedVersions(t.db, 'board');

  it('start as the spec board and today’s rules, as version 1, for anyone', async () => {
    await withTestApp(async ({ app }) => {
      const response = await boardApi.get(app);
      expect(response.statusCode).toBe(200);
      const { version, board } = response.json();
      expect(version).toBe(1);
      expect({ ...board, rules: board.rules.length }).toEqual({
        openHour: 9,
        lastHour: 21,
        rooms: ['1번 방', '2번 방', '3번 방', '4번 방', '5번 방', '6번 방'],
        maxHoursPerName: 2,
        rules: 7,
      });
      expect(board.rules[2]).toBe(
        '한 사람당 하루 2시간까지 예약할 수 있습니다. (빈 방이 많을 때는 유동적으로 이용하세요)',
      );
      const site = (await app.inject({ url: '/api/site' })).json();
      expect(site.board).toEqual(board);
      expect(site.versions.board).toBe(1);
    });
  });

  it('cannot be published by a visitor or a teacher', async () => {
    const published = (await boardApi.get(t.app)).json();
    const { version } = published;
    const count = await boardVersions();
    const visitor = await boardApi.save(t.app, null, { version, board: smallBoard });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('auth.required');
    const byTeacher = await boardApi.save(t.app, teacher, { version, board: smallBoard });
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().error.code).toBe('auth.forbidden');
    expect(await boardVersions()).toBe(count);
    expect((await boardApi.get(t.app)).json()).toEqual(published);
  });

  const refusals: Array<[string, Partial<BoardSettings> | Record<string, unknown>, ErrorCode]> = [
    ['the last hour before the first', { openHour: 15, lastHour: 14 }, 'board.hours_order'],
    ['no room', { rooms: [] }, 'board.rooms_required'],
    [
      '13 rooms',
      { rooms: Array.from({ length: 13 }, (_, index) => `방${index + 1}`) },
      'board.rooms_too_many',
    ],
    ['two rooms of one name', { rooms: ['A홀', 'B홀', 'a홀'] }, 'board.room_names_duplicate'],
    ['the same name spaced apart', { rooms: ['A  홀', 'A 홀'] }, 'board.room_names_duplicate'],
    ['a blank room name', { rooms: ['A홀', '   '] }, 'board.room_name_required'],
    ['a room name of 21 characters', { rooms: ['가'.repeat(21)] }, 'board.room_name_too_long'],
    [
      'a limit above the hours',
      { openHour: 10, lastHour: 12, maxHoursPerName: 4 },
      'board.limit_above_hours',
    ],
    ['a limit of 0', { maxHoursPerName: 0 }, 'board.limit_invalid'],
    ['a limit of 1.5', { maxHoursPerName: 1.5 }, 'board.limit_invalid'],
    ['a first hour of 24', { openHour: 24, lastHour: 24 }, 'board.open_hour_invalid'],
    ['a last hour of -1', { openHour: 0, lastHour: -1 }, 'board.last_hour_invalid'],
    ['no rules', { rules: [] }, 'board.rules_required'],
    [
      '21 rules',
      { rules: Array.from({ length: 21 }, (_, index) => `규칙 ${index}`) },
      'board.rules_too_many',
    ],
    ['a blank rule', { rules: ['규칙', ''] }, 'board.rule_required'],
    ['a rule of 201 characters', { rules: ['가'.repeat(201)] }, 'board.rule_too_long'],
    ['a field the board does not have', { rooms: ['A'], extra: 1 }, 'site.unknown_field'],
  ];

  it.each(refusals)('refuse %s with its own code, and publish nothing', async (_, change, code) => {
    const { version } = (await boardApi.get(t.app)).json();
    const save = () => boardApi.save(t.app, owner, { version, board: { ...smallBoard, ...change } });
    await expectSaveRefused(boardVersions, save, code);
  });

  it('name the reasons in Korean', () => {
    expect(messageFor('board.hours_order')).toBe(
      '마지막 예약 시간은 첫 예약 시간과 같거나 그보다 늦어야 합니다.',
    );
    expect(messageFor('board.rooms_too_many')).toBe('연습실은 12개까지 둘 수 있습니다.');
  });

  /** One room of one hour, at 8 in the evening. */
  const tiny = { ...smallBoard, openHour: 20, lastHour: 20, rooms: ['연습실'], maxHoursPerName: 1 };

  it('take a whole day of 12 rooms, and one room of one hour', async () => {
    const wide = { ...wholeDayBoard, maxHoursPerName: 24 };
    const { version } = (await boardApi.get(t.app)).json();
    expect((await boardApi.save(t.app, owner, { version, board: wide })).statusCode).toBe(200);
    const response = await boardApi.save(t.app, owner, { version: version + 1, board: tiny });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: version + 2, board: tiny });
    expect(await getBoardSettings(t.db)).toEqual({ version: version + 2, board: tiny });
  });

  it('are written to the audit log with what changed', async () => {
    await boardApi.publish(t.app, owner, tiny);
    const version = await boardApi.publish(t.app, owner, smallBoard);
    const entry = await latestAuditEntry(t.db, { action: 'site.board.publish' });
    expect(entry.target).toBe('연습실 예약');
    const detail = JSON.parse(entry.detail);
    expect(detail.version).toBe(version);
    expect(detail.changed).toEqual(['openHour', 'lastHour', 'rooms']);
    expect(detail.before).toEqual({ openHour: '오후 8시', lastHour: '오후 8시', rooms: '연습실' });
    expect(detail.after).toEqual({ openHour: '오전 10시', lastHour: '오후 6시', rooms: 'A홀, B홀, 드럼룸' });
  });
});
