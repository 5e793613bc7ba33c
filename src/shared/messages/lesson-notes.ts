/** 레슨 노트 (docs/decisions/071): refusals and answers. */
export const lessonNotesMessages = {
  'lessonNotes.invalid': '레슨 노트 내용을 다시 확인해 주세요.',
  'lessonNotes.covered_too_long': '진도는 1,000자까지 입력할 수 있습니다.',
  'lessonNotes.homework_too_long': '과제는 1,000자까지 입력할 수 있습니다.',
  'lessonNotes.private_too_long': '선생님 메모는 500자까지 입력할 수 있습니다.',
  'lessonNotes.lesson_not_found':
    '레슨 기록을 찾을 수 없습니다. 삭제되었거나 다른 선생님의 학생일 수 있습니다.',
  'lessonNotes.student_not_found': '학생을 찾을 수 없습니다.',
  'repertoire.title_required': '곡 이름을 입력해 주세요.',
  'repertoire.title_too_long': '곡 이름은 100자까지 입력할 수 있습니다.',
  'repertoire.stage_invalid': '단계는 시작, 연습 중, 완성, 발표 중에서 골라 주세요.',
  'repertoire.date_invalid': '날짜는 2026-12-03처럼 연-월-일로 입력해 주세요.',
  'repertoire.date_future': '아직 오지 않은 날짜는 고를 수 없습니다.',
  'repertoire.piece_not_found': '곡을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
} as const;

export const lessonNotesNotices = {
  pieceAdded: (title: string) => `'${title}'을(를) 레퍼토리에 넣었습니다.`,
  pieceMoved: (title: string, stage: string) => `'${title}': ${stage}(으)로 바꿨습니다.`,
  saved: (name: string, shared: boolean) =>
    shared
      ? `${name} 학생의 레슨 노트를 저장했습니다. 가족 페이지에 보입니다.`
      : `${name} 학생의 레슨 노트를 저장했습니다.`,
};
