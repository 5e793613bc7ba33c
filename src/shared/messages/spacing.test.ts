/**
 * One way of writing the polite request, with its space: "입력해 주세요", never "입력해주세요"
 * beside it; and the other way round for 되다 after an action noun, which is one word:
 * "로그인되었습니다", never "로그인 되었습니다" beside "로그아웃되었습니다". Scans every message
 * and every page's words (src/shared/messages, src/web).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** 주세요 / 주십시오 / 주시기 glued to the verb before it: 해주세요, 알려주세요, 보내주세요. */
const unspaced = /[가-힣](?:주세요|주십시오|주시기|주시면)/g;

/** 되다 (되었습니다, 됩니다, 된 …) set apart from the action noun it makes a verb of. */
const detached =
  /(?:로그인|로그아웃|저장|등록|삭제|변경|취소|완료|처리|발송|승인|예약|전송|수정|연결|해제|적용|접수|결제|환불|기록|반영|초기화|인증|가입|만료) (?:되었|됐|됩니다|되어|되지|될|된)/g;

function matches(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of [...sourceFiles(join(src, 'shared', 'messages')), ...sourceFiles(join(src, 'web'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern))
      found.push(`${file.slice(src.length + 1)}: …${match[0]}`);
  }
  return found;
}

describe('Korean spacing', () => {
  it('writes 되다 together with the action noun before it, as one word', () => {
    expect(matches(detached)).toEqual([]);
  });

  it('writes 주세요 apart from the verb it helps, everywhere a person reads it', () => {
    expect(matches(unspaced)).toEqual([]);
  });
});
