/**
 * The practice-room board on first start: the spec's rooms, hours and daily limit, and the
 * house rules shown beside the booking form and on the QR poster (spec §2, "Rules text"),
 * worded to match what the site does. The owner then changes them in the browser.
 */
import { DEFAULT_BOARD } from '#shared/booking-rules.ts';
import type { BoardSettings } from '#shared/schemas/site-board.ts';

const defaultBoardRules = [
  '예약은 연습실 현황 페이지에서 해 주세요. 학원에 붙은 QR 코드를 찍으면 바로 열립니다. 오늘부터 13일 뒤까지 예약할 수 있습니다.',
  '직접 와서 연습할 시간만 예약하고, 못 오게 되면 예약을 삭제해 다른 분이 쓸 수 있게 해 주세요.',
  '한 사람당 하루 2시간까지 예약할 수 있습니다. (빈 방이 많을 때는 유동적으로 이용하세요)',
  '연습실 안에서는 음식을 드실 수 없습니다.',
  '사용 후에는 스피커와 전원을 끄고 문을 닫아 주세요.',
  '로비에서 30분 넘게 대화하지 말아 주세요.',
  '서로의 실력을 뽐내거나 평가하지 말아 주세요.',
];

export function defaultBoardSettings(): BoardSettings {
  return {
    openHour: DEFAULT_BOARD.openHour,
    lastHour: DEFAULT_BOARD.lastHour,
    rooms: [...DEFAULT_BOARD.rooms],
    maxHoursPerName: DEFAULT_BOARD.maxHoursPerName,
    rules: [...defaultBoardRules],
  };
}
