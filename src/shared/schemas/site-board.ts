/**
 * The practice-room board's settings (the `board` section of the studio's content): its hours,
 * rooms, the daily limit per name and the rules shown beside the form. The server enforces the
 * bookings against the published version; the DB allows what any board may hold (rooms 1–12,
 * hours 0–23), the settings narrow it.
 */
import { z } from 'zod';
import { MAX_ROOMS, MAX_START_HOUR, MIN_START_HOUR } from '../booking-rules.ts';
import { wholeNumber } from './common.ts';
import { objectError } from './site-section.ts';
import { lineField } from './text.ts';

export const BOARD_ROOM_NAME_MAX = 20;
export const BOARD_RULES_MAX = 20;
export const BOARD_RULE_MAX = 200;

const startHour = (code: 'board.open_hour_invalid' | 'board.last_hour_invalid') =>
  wholeNumber(code, MIN_START_HOUR, MAX_START_HOUR);

const roomName = lineField({
  required: 'board.room_name_required',
  tooLong: 'board.room_name_too_long',
  max: BOARD_ROOM_NAME_MAX,
});

const rule = lineField({
  required: 'board.rule_required',
  tooLong: 'board.rule_too_long',
  max: BOARD_RULE_MAX,
});

/** Names that read the same are the same room: compared after the shared normalising, in any case. */
const sameName = (name: string) => name.toLocaleLowerCase('ko-KR');

/** What the owner sends: every rule, with the Korean code of each failure. */
export const boardSettingsInput = z
  .strictObject(
    {
      openHour: startHour('board.open_hour_invalid').meta({ description: '첫 예약 시작 시각 (0–23시)' }),
      lastHour: startHour('board.last_hour_invalid').meta({
        description: '마지막 예약 시작 시각 (첫 시각–23시); 그 칸은 한 시간 뒤에 끝남',
      }),
      rooms: z
        .array(roomName, { error: 'board.rooms_required' })
        .min(1, { error: 'board.rooms_required' })
        .max(MAX_ROOMS, { error: 'board.rooms_too_many' })
        .meta({ description: '연습실 이름 1–12개 (각 1–20자, 서로 달라야 함); 방 번호 = 순서 + 1' }),
      maxHoursPerName: z
        .number({ error: 'board.limit_invalid' })
        .int({ error: 'board.limit_invalid' })
        .min(1, { error: 'board.limit_invalid' })
        .meta({ description: '한 이름이 하루에 예약할 수 있는 시간 수 (1–하루 예약 시간 수)' }),
      rules: z
        .array(rule, { error: 'board.rules_required' })
        .min(1, { error: 'board.rules_required' })
        .max(BOARD_RULES_MAX, { error: 'board.rules_too_many' })
        .meta({ description: '예약 페이지와 QR 포스터의 이용 규칙 (1–20줄, 한 줄 200자까지)' }),
    },
    { error: objectError },
  )
  .superRefine((board, context) => {
    if (board.lastHour < board.openHour) {
      context.addIssue({ code: 'custom', message: 'board.hours_order', path: ['lastHour'] });
    }
    const names = board.rooms.map(sameName);
    if (new Set(names).size !== names.length) {
      context.addIssue({ code: 'custom', message: 'board.room_names_duplicate', path: ['rooms'] });
    }
    const hours = Math.max(board.lastHour - board.openHour + 1, 1);
    if (board.maxHoursPerName > hours) {
      context.addIssue({ code: 'custom', message: 'board.limit_above_hours', path: ['maxHoursPerName'] });
    }
  });

/** The board's settings as stored and answered (the rules are the input's; here only the shapes). */
export const boardSettings = z.object({
  openHour: z.number().int().meta({ description: '첫 예약 시작 시각 (0–23시)' }),
  lastHour: z.number().int().meta({ description: '마지막 예약 시작 시각; 그 칸은 한 시간 뒤에 끝남' }),
  rooms: z.array(z.string()).meta({ description: '연습실 이름; 방 번호 = 순서 + 1' }),
  maxHoursPerName: z.number().int().meta({ description: '한 이름이 하루에 예약할 수 있는 시간 수' }),
  rules: z.array(z.string()).meta({ description: '이용 규칙, 한 줄에 하나' }),
});
export type BoardSettings = z.infer<typeof boardSettings>;
