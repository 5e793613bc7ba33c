/**
 * One way of writing the polite request, with its space: "입력해 주세요", never "입력해주세요"
 * beside it. Scans every message and every page's words (src/shared/messages, src/web).
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

describe('Korean spacing', () => {
  it('writes 주세요 apart from the verb it helps, everywhere a person reads it', () => {
    const found: string[] = [];
    for (const file of [...sourceFiles(join(src, 'shared', 'messages')), ...sourceFiles(join(src, 'web'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(unspaced))
        found.push(`${file.slice(src.length + 1)}: …${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
