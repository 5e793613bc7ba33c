/** The weekly lesson timetable and its memos (spec §2, §5; DESIGN §4 "Timetable"). */
export const timetableMessages = {
  'timetable.incomplete': '요일, 시간, 유형, 학생 이름을 모두 입력해 주세요.',
  'timetable.taken': '이미 등록된 시간입니다.',
  'timetable.invalid_day': '요일은 월요일부터 일요일 중에서 선택해 주세요.',
  'timetable.invalid_time': '오전 9시부터 오후 9시까지 중에서 시간을 선택해 주세요.',
  'timetable.invalid_type': '유형은 1시간, 1부, 2부 중에서 선택해 주세요.',
  'timetable.name_too_long': '학생 이름은 20자까지 입력할 수 있습니다.',
  'timetable.not_found': '이미 삭제되었거나 없는 레슨입니다.',
  'timetable.teacher_not_found': '선생님을 찾을 수 없습니다.',
  'timetable.student_not_found': '선생님의 학생 중에서 찾을 수 없습니다.',
  'timetable.memo_required': '메모 내용을 입력해 주세요.',
  'timetable.memo_too_long': '메모는 500자까지 입력할 수 있습니다.',
  'timetable.memo_not_found': '이미 삭제되었거나 없는 메모입니다.',
} as const;
