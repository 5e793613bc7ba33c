/** 연습 기록: refusals and answers. */
import { minutesLabel } from '../practice-rules.ts';

export const practiceMessages = {
  'practice.date_invalid': '연습한 날짜는 2026-12-03처럼 연-월-일로 입력해 주세요.',
  'practice.date_future': '아직 오지 않은 날의 연습은 기록할 수 없습니다.',
  'practice.date_too_old': '연습은 지난 31일 안의 날짜만 기록할 수 있습니다.',
  'practice.minutes_invalid': '연습 시간은 1분에서 1,440분(24시간) 사이의 분으로 입력해 주세요.',
  'practice.day_full': '하루에 기록할 수 있는 연습은 모두 합해 24시간까지입니다.',
  'practice.piece_too_long': '곡 이름은 100자까지 입력할 수 있습니다.',
  'practice.week_invalid': '주는 2026-W48처럼 연도와 주 번호로 입력해 주세요.',
  'practice.entry_not_found': '연습 기록을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  'practice.student_not_found': '학생을 찾을 수 없습니다.',
} as const;

export const practiceNotices = {
  logged: (minutes: number, dayTotal: number) =>
    `연습 ${minutesLabel(minutes)}을 기록했습니다. 이날 모두 ${minutesLabel(dayTotal)}입니다.`,
  removed: (minutes: number) => `연습 ${minutesLabel(minutes)} 기록을 지웠습니다.`,
};
