import { describe, expect, it } from 'vitest';
import {
  cellText,
  columnLetter,
  columnNames,
  guessField,
  guessMapping,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportMapping,
  type ImportSheetRow,
  isImportable,
  isValidMapping,
  MAX_IMPORT_BYTES,
  readImportRows,
  splitSheet,
  storedMemo,
} from './student-import-rules.ts';

const TODAY = '2026-11-21';
const NONE: ImportMapping = {
  name: null,
  phone: null,
  remaining: null,
  joinDate: null,
  guardian: null,
  memo: null,
};
const ALL: ImportMapping = { name: 0, phone: 1, remaining: 2, joinDate: 3, guardian: 4, memo: 5 };

/** One row read with every field in its own column. */
function read(cells: (string | number | null)[], existing: string[] = []) {
  return readImportRows([{ row: 2, cells }], ALL, new Set(existing), TODAY)[0]!;
}

describe('guessField', () => {
  it.each([
    ['이름', 'name'],
    ['성명', 'name'],
    ['학생명', 'name'],
    ['학생 이름', 'name'],
    ['Name', 'name'],
    ['전화번호', 'phone'],
    ['연락처', 'phone'],
    ['휴대폰', 'phone'],
    ['핸드폰 번호', 'phone'],
    ['Phone', 'phone'],
    ['TEL', 'phone'],
    ['잔여 횟수', 'remaining'],
    ['남은 횟수', 'remaining'],
    ['남은레슨', 'remaining'],
    ['remaining', 'remaining'],
    ['등록일', 'joinDate'],
    ['가입일', 'joinDate'],
    ['등록 날짜', 'joinDate'],
    ['joinDate', 'joinDate'],
    ['보호자', 'guardian'],
    ['학부모', 'guardian'],
    ['부모님 연락처', 'guardian'],
    ['보호자 이름', 'guardian'],
    ['보호자 연락처', 'guardian'],
    ['Guardian', 'guardian'],
    ['parent', 'guardian'],
    ['메모', 'memo'],
    ['비고', 'memo'],
    ['특이사항', 'memo'],
    ['memo', 'memo'],
    ['note', 'memo'],
  ])('%s → %s', (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it.each(['', '  ', 'A', '악기', '번호', 'username', 'nameplate', '수준'])('%j names nothing', (header) => {
    expect(guessField(header)).toBeNull();
  });

  it('reads a header in NFD as typed on a Mac', () => {
    expect(guessField('이름'.normalize('NFD'))).toBe('name');
  });
});

describe('the limits and labels', () => {
  it('are those the page and the messages say', () => {
    expect(MAX_IMPORT_BYTES).toBe(2_097_152);
    expect(IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field])).toEqual([
      '이름',
      '전화번호',
      '잔여 횟수',
      '등록일',
      '보호자',
      '메모',
    ]);
  });
});

describe('guessMapping', () => {
  it('gives each field the first column that names it', () => {
    expect(
      guessMapping(['번호', '성명', '연락처', '보호자 연락처', '남은 횟수', '비고', '이름', '가입일']),
    ).toEqual({
      name: 1,
      phone: 2,
      remaining: 4,
      joinDate: 7,
      guardian: 3,
      memo: 5,
    });
  });

  it('leaves a field without a column null', () => {
    expect(guessMapping([])).toEqual(NONE);
    expect(guessMapping(['A', '이름'])).toEqual({ ...NONE, name: 1 });
  });
});

describe('isValidMapping', () => {
  it('takes columns inside the file, each once', () => {
    expect(isValidMapping(ALL, 6)).toBe(true);
    expect(isValidMapping(NONE, 0)).toBe(true);
    expect(isValidMapping({ ...NONE, name: 0 }, 1)).toBe(true);
  });

  it('refuses a column past the file, below 0, a fraction, or one column twice', () => {
    expect(isValidMapping(ALL, 5)).toBe(false);
    expect(isValidMapping({ ...NONE, name: 1 }, 1)).toBe(false);
    expect(isValidMapping({ ...NONE, name: -1 }, 3)).toBe(false);
    expect(isValidMapping({ ...NONE, name: 0.5 }, 3)).toBe(false);
    expect(isValidMapping({ ...NONE, name: 0, memo: 0 }, 3)).toBe(false);
  });
});

describe('columns', () => {
  it('letters columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('names an empty header by its letter, and trims the others', () => {
    expect(columnNames([' 이름 ', null, '', 12, '잔여  횟수'])).toEqual([
      '이름',
      'B열',
      'C열',
      '12',
      '잔여 횟수',
    ]);
  });

  it('reads a missing cell as empty text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText('가')).toBe('가');
  });
});

describe('splitSheet', () => {
  it('takes the first row with anything in it as the header and drops empty rows', () => {
    const rows: ImportSheetRow[] = [
      { row: 1, cells: [] },
      { row: 2, cells: [null, '  '] },
      { row: 3, cells: ['이름', '전화'] },
      { row: 4, cells: ['김', null] },
      { row: 5, cells: ['', null] },
      { row: 6, cells: [null, 0] },
    ];
    expect(splitSheet(rows)).toEqual({
      columns: ['이름', '전화'],
      body: [
        { row: 4, cells: ['김', null] },
        { row: 6, cells: [null, 0] },
      ],
    });
  });

  it('has no columns and no rows in an empty sheet', () => {
    expect(splitSheet([])).toEqual({ columns: [], body: [] });
  });
});

describe('reading a row', () => {
  it('reads a full row as the student it would be', () => {
    expect(
      read(['  김민지 ', '010 1234 5678', 4, '2024-03-05', ' 박지연  (어머니) ', '리드 2.5호\r\n호흡 위주 ']),
    ).toEqual({
      row: 2,
      name: '김민지',
      phone: '010-1234-5678',
      remaining: 4,
      joinDate: '2024-03-05',
      guardian: '박지연 (어머니)',
      contacts: [],
      memo: '리드 2.5호\n호흡 위주',
      problems: [],
    });
  });

  it('reads empty cells as no phone, no lessons, registered today, nothing else', () => {
    expect(read(['김민지', null, null, null, null, null])).toMatchObject({
      phone: '',
      remaining: 0,
      joinDate: TODAY,
      guardian: '',
      memo: '',
      problems: [],
    });
    expect(read(['김민지', '  ', ' ', ' '])).toMatchObject({
      phone: '',
      remaining: 0,
      joinDate: TODAY,
      problems: [],
    });
  });

  it('reads a field whose column is not chosen as empty', () => {
    const [row] = readImportRows(
      [{ row: 3, cells: ['김민지', '010-1234-5678'] }],
      { ...NONE, name: 0 },
      new Set(),
      TODAY,
    );
    expect(row).toEqual({
      row: 3,
      name: '김민지',
      phone: '',
      remaining: 0,
      joinDate: TODAY,
      guardian: '',
      contacts: [],
      memo: '',
      problems: [],
    });
  });

  describe('the name', () => {
    it('is required', () => {
      expect(read([null]).problems).toEqual(['이름이 비어 있습니다.']);
      expect(read(['   ']).problems).toEqual(['이름이 비어 있습니다.']);
      expect(read(['\u200B']).problems).toEqual(['이름이 비어 있습니다.']);
    });

    it('loses invisible characters and is stored in NFC', () => {
      expect(read(['김\u200B민지'.normalize('NFD')]).name).toBe('김민지');
    });

    it('is at most 20 characters', () => {
      expect(read(['가'.repeat(20)]).problems).toEqual([]);
      expect(read(['가'.repeat(21)]).problems).toEqual(['이름이 너무 깁니다. 20자까지 쓸 수 있습니다.']);
    });

    it('refuses control and direction characters', () => {
      expect(read(['김\u0001민지']).problems).toEqual([
        '이름 칸에 쓸 수 없는 문자(제어 문자나 방향 문자)가 있습니다.',
      ]);
      expect(read(['김\u202E민지']).problems).toEqual([
        '이름 칸에 쓸 수 없는 문자(제어 문자나 방향 문자)가 있습니다.',
      ]);
    });

    it('is a number as a spreadsheet may hold one', () => {
      expect(read([7]).name).toBe('7');
    });
  });

  describe('the phone', () => {
    it.each([
      ['010-1234-5678', '010-1234-5678'],
      ['01012345678', '010-1234-5678'],
      ['+82 10 1234 5678', '010-1234-5678'],
      [1012345678, '010-1234-5678'],
      [111234567, '011-123-4567'],
      [1612345678, '016-1234-5678'],
    ])('%j → %s', (cell, phone) => {
      expect(read(['김', cell])).toMatchObject({ phone, problems: [] });
    });

    it.each([
      ['12345'],
      ['02-123-4567'],
      [12345],
      ['010-123-4567'],
      [21012345678],
      ['1012345678'],
      [10123456789],
    ])('refuses %j, quoting it', (cell) => {
      const row = read(['김', cell]);
      expect(row.phone).toBe(String(cell));
      expect(row.problems).toEqual([`전화번호를 읽을 수 없습니다 (적힌 값: '${cell}'). 예: 010-1234-5678`]);
    });
  });

  describe('the remaining count', () => {
    it.each([
      [0, 0],
      ['0', 0],
      [100, 100],
      [' 7 ', 7],
      ['5회', 5],
      ['5 회', 5],
      ['+3', 3],
      ['3.0', 3],
      ['3.00', 3],
    ])('%j → %s', (cell, remaining) => {
      expect(read(['김', null, cell])).toMatchObject({ remaining, problems: [] });
    });

    it('refuses a negative count', () => {
      for (const cell of [-1, '-1', '-0.5', '-2회']) {
        expect(read(['김', null, cell])).toMatchObject({
          remaining: null,
          problems: [`잔여 횟수는 0 이상이어야 합니다 (적힌 값: '${cell}').`],
        });
      }
    });

    it('refuses a count that is not a whole number', () => {
      for (const cell of [2.5, '2.5', '다섯', '1e2', '3회차', '회5', '0x10', '1,000', '회']) {
        expect(read(['김', null, cell])).toMatchObject({
          remaining: null,
          problems: [`잔여 횟수는 정수로 적어 주세요 (적힌 값: '${cell}').`],
        });
      }
    });

    it('refuses more than 100', () => {
      expect(read(['김', null, 101])).toMatchObject({
        remaining: null,
        problems: ['잔여 횟수는 100회까지 가져올 수 있습니다.'],
      });
    });
  });

  describe('the day of registration', () => {
    it.each([
      ['2024-03-05', '2024-03-05'],
      ['2024.3.5', '2024-03-05'],
      ['2024. 3. 5.', '2024-03-05'],
      ['2024/03/05', '2024-03-05'],
      ['2024-3-05', '2024-03-05'],
      [20240305, '2024-03-05'],
      ['20240305', '2024-03-05'],
      [TODAY, TODAY],
      ['1900-01-01', '1900-01-01'],
      ['2024-02-29', '2024-02-29'],
    ])('%j → %s', (cell, joinDate) => {
      expect(read(['김', null, null, cell])).toMatchObject({ joinDate, problems: [] });
    });

    it.each([
      '2024-13-01',
      '2023-02-29',
      '2024-03',
      '24-03-05',
      '2024-03-05 10:00',
      '2024년 3월 5일',
      '1899-12-31',
      '2024-003-05',
      '2024--03-05',
      '2024-03-05..',
      'x2024-03-05',
      '2024-03x-05',
      '120240305',
      '202403051',
      '어제',
    ])('refuses %j, quoting it', (cell) => {
      expect(read(['김', null, null, cell])).toMatchObject({
        joinDate: null,
        problems: [`등록일을 읽을 수 없습니다 (적힌 값: '${cell}'). 예: 2024-03-05`],
      });
    });

    it('refuses a day after today', () => {
      expect(read(['김', null, null, '2026-11-22'])).toMatchObject({
        joinDate: null,
        problems: ["등록일이 오늘보다 뒤입니다 (적힌 값: '2026-11-22')."],
      });
    });
  });

  describe('the guardian and the memo', () => {
    it('keeps the guardian on one line, at most 50 characters', () => {
      expect(read(['김', null, null, null, '엄마\n010-1234-5678']).guardian).toBe('엄마 010-1234-5678');
      expect(read(['김', null, null, null, '가'.repeat(50)]).problems).toEqual([]);
      expect(read(['김', null, null, null, '가'.repeat(51)]).problems).toEqual([
        '보호자 칸이 너무 깁니다. 50자까지 쓸 수 있습니다.',
      ]);
    });

    it('refuses control characters in the guardian, and lets the memo have line breaks but not controls', () => {
      expect(read(['김', null, null, null, '엄마\u0007']).problems).toEqual([
        '보호자 칸에 쓸 수 없는 문자(제어 문자나 방향 문자)가 있습니다.',
      ]);
      expect(read(['김', null, null, null, null, '첫 줄\n둘째 줄']).problems).toEqual([]);
      expect(read(['김', null, null, null, null, '벨\u0007']).problems).toEqual([
        '메모 칸에 쓸 수 없는 문자(제어 문자나 방향 문자)가 있습니다.',
      ]);
    });

    it('holds the memo to 1,000 characters, with the guardian line counted in', () => {
      expect(read(['김', null, null, null, null, '가'.repeat(1000)]).problems).toEqual([]);
      expect(read(['김', null, null, null, null, '가'.repeat(1001)]).problems).toEqual([
        '메모 칸이 너무 깁니다. 1,000자까지 쓸 수 있습니다.',
      ]);
      // "보호자: 엄마\n" is 8 characters.
      expect(read(['김', null, null, null, '엄마', '가'.repeat(992)]).problems).toEqual([]);
      expect(read(['김', null, null, null, '엄마', '가'.repeat(993)]).problems).toEqual([
        '메모 칸이 너무 깁니다. 1,000자까지 쓸 수 있습니다.',
      ]);
    });
  });

  it('lists every problem of a row, in the order of its cells', () => {
    expect(read(['', 'x', 'y', 'z', '가'.repeat(51), '가'.repeat(1001)]).problems).toEqual([
      '이름이 비어 있습니다.',
      "전화번호를 읽을 수 없습니다 (적힌 값: 'x'). 예: 010-1234-5678",
      "잔여 횟수는 정수로 적어 주세요 (적힌 값: 'y').",
      "등록일을 읽을 수 없습니다 (적힌 값: 'z'). 예: 2024-03-05",
      '보호자 칸이 너무 깁니다. 50자까지 쓸 수 있습니다.',
      '메모 칸이 너무 깁니다. 1,000자까지 쓸 수 있습니다.',
    ]);
  });
});

describe('names across the file', () => {
  const rows = (names: (string | null)[]) => names.map((name, index) => ({ row: index + 2, cells: [name] }));

  it('marks every row of a name the file has more than once, naming the others', () => {
    const read = readImportRows(
      rows(['김', '이', '김', null, '김 ', null]),
      { ...NONE, name: 0 },
      new Set(),
      TODAY,
    );
    expect(read.map((row) => row.problems)).toEqual([
      ['파일 안에 같은 이름이 또 있습니다 (4행, 6행). 구분할 글자를 붙여 주세요.'],
      [],
      ['파일 안에 같은 이름이 또 있습니다 (2행, 6행). 구분할 글자를 붙여 주세요.'],
      ['이름이 비어 있습니다.'],
      ['파일 안에 같은 이름이 또 있습니다 (2행, 4행). 구분할 글자를 붙여 주세요.'],
      ['이름이 비어 있습니다.'],
    ]);
  });

  it('marks a name the teacher already has as registered, to be skipped', () => {
    const read = readImportRows(rows(['김', '이']), { ...NONE, name: 0 }, new Set(['이', '박']), TODAY);
    expect(read.map((row) => row.problems)).toEqual([[], ['이미 등록된 학생입니다. 이 행은 건너뜁니다.']]);
  });

  it('reads no rows from no rows', () => {
    expect(readImportRows([], ALL, new Set(), TODAY)).toEqual([]);
  });
});

describe('storedMemo', () => {
  it('puts a guardian it could not read on the first line, then the memo', () => {
    expect(storedMemo({ guardian: '엄마', contacts: [], memo: '저녁' })).toBe('보호자: 엄마\n저녁');
    expect(storedMemo({ guardian: '엄마', contacts: [], memo: '' })).toBe('보호자: 엄마');
    expect(storedMemo({ guardian: '', contacts: [], memo: '저녁' })).toBe('저녁');
    expect(storedMemo({ guardian: '', contacts: [], memo: '' })).toBeNull();
  });

  it('leaves out a guardian read as contacts: they are the student’s contacts instead', () => {
    const contacts = [{ name: '배미경', relation: '어머니' as const, phone: '010-6666-0002' }];
    expect(storedMemo({ guardian: '배미경(어머니) 010-6666-0002', contacts, memo: '저녁' })).toBe('저녁');
    expect(storedMemo({ guardian: '배미경(어머니) 010-6666-0002', contacts, memo: '' })).toBeNull();
  });
});

describe('isImportable', () => {
  it('is a row without problems', () => {
    expect(isImportable({ problems: [] })).toBe(true);
    expect(isImportable({ problems: ['x'] })).toBe(false);
  });
});
