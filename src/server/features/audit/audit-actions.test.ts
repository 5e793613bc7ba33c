/**
 * Every action the server writes to the audit log has Korean words for the owner. The type of
 * recordAudit's `action` already asks for it; this walks the server's source as well, so that a
 * cast, or a call typed loosely, cannot slip an action past the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionLabels, isFixedAuditAction } from '#shared/audit-actions.ts';
import { SITE_SECTION_KEYS, siteSectionSchemas } from '#shared/schemas/site-content.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const hangul = /[가-힣]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The actions written in one file that calls recordAudit: each `action: '…'`, a union of them
 * (`action: 'a' | 'b'`, a helper's parameter), and a template (`action: \`site.…\``).
 */
function writtenActions(source: string): { literal: string[]; templates: string[] } {
  const literal: string[] = [];
  const templates: string[] = [];
  for (const match of source.matchAll(/\baction\??:\s*((?:'[^'\n]+'\s*\|?\s*)+)/g)) {
    for (const quoted of match[1]!.matchAll(/'([^'\n]+)'/g)) literal.push(quoted[1]!);
  }
  for (const match of source.matchAll(/\baction:\s*`([^`\n]+)`/g)) templates.push(match[1]!);
  return { literal, templates };
}

const writers = sourceFiles(serverRoot)
  .map((file) => ({ file: path.relative(serverRoot, file), source: readFileSync(file, 'utf8') }))
  .filter(({ file, source }) => source.includes('recordAudit(') && !file.endsWith('audit.queries.ts'));

describe('the audit log speaks Korean', () => {
  it('finds the writers it walks', () => {
    const files = writers.map(({ file }) => file);
    expect(files).toEqual(
      expect.arrayContaining([
        'features/students/students.queries.ts',
        'features/students/lessons.queries.ts',
        'features/products/products.routes.ts',
        'features/site/section-publish.ts',
      ]),
    );
    expect(writers.flatMap(({ source }) => writtenActions(source).literal).length).toBeGreaterThan(20);
  });

  it('knows every action a file of the server writes', () => {
    const unknown = writers.flatMap(({ file, source }) =>
      writtenActions(source)
        .literal.filter((action) => !isFixedAuditAction(action))
        .map((action) => `${file}: ${action}`),
    );
    expect(unknown, 'actions written without a label in src/shared/audit-actions.ts').toEqual([]);
  });

  it('writes a template action only for the sections of the studio content', () => {
    const templates = writers.flatMap(({ file, source }) =>
      writtenActions(source).templates.map((template) => `${file}: ${template}`),
    );
    // site.<section>.publish|restore, whose labels come from the sections themselves (below).
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatch(/^features\/site\/section-publish\.ts: site\.\$\{section\.key\}\./);
  });

  it('gives each action on the list its own words in Korean', () => {
    for (const [action, label] of Object.entries(auditActionLabels)) {
      expect(label, action).toMatch(hangul);
      expect(auditActionLabel(action)).toBe(label);
    }
    const labels = Object.values(auditActionLabels);
    expect(new Set(labels).size, 'two actions read the same').toBe(labels.length);
    expect(auditActionLabel('product.create')).toBe('상품 등록');
    expect(auditActionLabel('timetable.lesson.create')).toBe('시간표 레슨 추가');
    expect(auditActionLabel('payment.void')).toBe('결제 취소');
  });

  it("names each section's publish and restore by the section", () => {
    for (const key of SITE_SECTION_KEYS) {
      const { label } = siteSectionSchemas[key];
      expect(auditActionLabel(`site.${key}.publish`)).toBe(`${label} 게시`);
      expect(auditActionLabel(`site.${key}.restore`)).toBe(`${label} 되돌림`);
    }
  });

  it('says an action it does not know is a change, never only its code', () => {
    expect(auditActionLabel('site.nothing.publish')).toBe('기타 변경 (site.nothing.publish)');
    expect(auditActionLabel('news.create')).toBe('기타 변경 (news.create)');
  });
});
