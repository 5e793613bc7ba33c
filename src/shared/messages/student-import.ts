/**
 * 학생 가져오기 (docs/decisions/041-student-import.md): the refusals of a whole file, and the
 * problems of one row, which the preview shows beside the row.
 */
export const studentImportMessages = {
  'student_import.file_missing': '가져올 파일(.xlsx 또는 .csv)을 file 항목으로 보내 주세요.',
  'student_import.too_large': '파일은 2MB까지 올릴 수 있습니다. 학생을 나누어 여러 파일로 올려 주세요.',
  'student_import.too_many_rows':
    '한 번에 2,000명까지 가져올 수 있습니다. 파일을 나누어 여러 번 가져와 주세요.',
  'student_import.too_many_columns': '열이 너무 많습니다. 50열까지 읽을 수 있습니다.',
  'student_import.xls_unsupported':
    '예전 엑셀 형식(.xls)은 읽을 수 없습니다. 엑셀에서 "다른 이름으로 저장"으로 .xlsx 또는 .csv로 저장해 주세요.',
  'student_import.unreadable':
    '파일을 읽을 수 없습니다. 엑셀(.xlsx) 또는 CSV(.csv) 파일인지, 손상되지 않았는지 확인해 주세요.',
  'student_import.empty':
    '파일에 학생 행이 없습니다. 첫 행에 제목(이름, 전화번호 …)을, 그 아래에 학생을 적어 주세요.',
  'student_import.mapping_invalid':
    '열 지정이 올바르지 않습니다. 항목마다 파일의 열을 하나씩, 겹치지 않게 골라 주세요.',
  'student_import.name_column_required': '이름이 있는 열을 골라 주세요.',
  'student_import.dry_run_invalid': 'dryRun은 true 또는 false로 보내 주세요.',
  'student_import.malformed': '파일이 제대로 전송되지 않았습니다. 다시 올려 주세요.',
} as const;

/** A row's problems, in the words the preview shows under the row. */
export const importProblems = {
  nameEmpty: '이름이 비어 있습니다.',
  nameTooLong: (max: number) => `이름이 너무 깁니다. ${max}자까지 쓸 수 있습니다.`,
  badCharacters: (field: string) => `${field} 칸에 쓸 수 없는 문자(제어 문자나 방향 문자)가 있습니다.`,
  duplicateInFile: (rows: readonly number[]) =>
    `파일 안에 같은 이름이 또 있습니다 (${rows.map((row) => `${row}행`).join(', ')}). 구분할 글자를 붙여 주세요.`,
  alreadyRegistered: '이미 등록된 학생입니다. 이 행은 건너뜁니다.',
  phoneInvalid: (typed: string) => `전화번호를 읽을 수 없습니다 (적힌 값: '${typed}'). 예: 010-1234-5678`,
  remainingNegative: (typed: string) => `잔여 횟수는 0 이상이어야 합니다 (적힌 값: '${typed}').`,
  remainingNotWhole: (typed: string) => `잔여 횟수는 정수로 적어 주세요 (적힌 값: '${typed}').`,
  remainingTooLarge: (max: number) => `잔여 횟수는 ${max}회까지 가져올 수 있습니다.`,
  dateInvalid: (typed: string) => `등록일을 읽을 수 없습니다 (적힌 값: '${typed}'). 예: 2024-03-05`,
  dateFuture: (typed: string) => `등록일이 오늘보다 뒤입니다 (적힌 값: '${typed}').`,
  tooLong: (field: string, max: number) =>
    `${field} 칸이 너무 깁니다. ${max.toLocaleString('en-US')}자까지 쓸 수 있습니다.`,
} as const;
