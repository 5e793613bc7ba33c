/** The studio's lesson rules, edited by the owner (DESIGN §4 "Students, lessons and payments"). */
export const siteLessonsMessages = {
  'lessons.owed_limit_invalid': '미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.',
} as const;
