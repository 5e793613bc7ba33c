/**
 * Migration 031 turns the studio's name and 대표자, written out in the sections' texts, into
 * `{{학원명}}` and `{{대표자}}`: only exact matches of the published 학원 정보, in the newest
 * version of each section, and nothing at all in a studio that never wrote them out.
 */
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { up } from './031-studio-variables.ts';

describe('migration 031: the studio’s name and 대표자 as variables', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const rows = async () =>
    (
      await sql<{ section: string; version: number; content: string }>`
        select section, version, content from site_content_versions order by section, version`.execute(t.db)
    ).rows.map((row) => ({ ...row, version: Number(row.version) }));
  const content = async (section: string, version: number) =>
    JSON.parse(
      (
        await sql<{ content: string }>`select content from site_content_versions
          where section = ${section} and version = ${version}`.execute(t.db)
      ).rows[0]!.content,
    );
  /** Writes a section's content as a studio of before the variables had it, as a new version. */
  const store = async (section: string, change: (content: Record<string, unknown>) => void) => {
    const last = (await rows()).filter((row) => row.section === section).at(-1)!;
    const next = JSON.parse(last.content);
    change(next);
    await sql`insert into site_content_versions (section, version, content, changed_fields, published_at)
      values (${section}, ${last.version + 1}, ${JSON.stringify(next)}, '[]', '2026-11-01T00:00:00.000Z')`.execute(
      t.db,
    );
    return last.version + 1;
  };
  const migrate = () => up(t.db as unknown as Kysely<unknown>);

  it('rewrites the written-out name and 대표자 of the newest versions, and nothing else', async () => {
    t = await createTestApp();
    const studio = await store('studio', (c) => {
      c.name = '온음 색소폰 & 보컬 아카데미';
      c.owner = '윤서진';
    });
    const older = await store('director', (c) => {
      c.greeting = '<p>온음 색소폰 &amp; 보컬 아카데미 예전 인사말</p>';
    });
    const director = await store('director', (c) => {
      c.greeting =
        '<p>안녕하세요. 온음 색소폰 &amp; 보컬 아카데미 원장 윤서진입니다. 온음 색소폰 & 보컬 아카데미</p>';
      const teachers = c.teachers as { name: string; career: string[] }[];
      teachers[0]!.name = '윤서진';
      teachers[0]!.career = ['실용음악과 졸업', '현 온음 색소폰 & 보컬 아카데미 원장'];
    });
    const photos = await store('photos', (c) => {
      (c.gallery as { galleryHeading: string }).galleryHeading =
        '온음 색소폰 & 보컬 아카데미에서 즐기는 음악 생활';
    });
    // A shorter form of the name is not the name: it stays.
    const facility = await store('facility', (c) => {
      c.notes = ['온음의 연습실은 늘 열려 있습니다.'];
    });
    const before = await rows();
    await migrate();

    const greeting = (await content('director', director)).greeting;
    // In stored HTML the name is escaped, as the editor writes it; a bare `&` is not the name.
    expect(greeting).toBe('<p>안녕하세요. {{학원명}} 원장 {{대표자}}입니다. 온음 색소폰 & 보컬 아카데미</p>');
    const teacher = (await content('director', director)).teachers[0];
    expect([teacher.name, teacher.career]).toEqual(['윤서진', ['실용음악과 졸업', '현 {{학원명}} 원장']]);
    expect((await content('photos', photos)).galleryHeading).toBe('{{학원명}}에서 즐기는 음악 생활');
    expect((await content('facility', facility)).notes).toEqual(['온음의 연습실은 늘 열려 있습니다.']);
    // An older version, 학원 정보 itself and the number of versions stay as they were.
    expect((await content('director', older)).greeting).toBe(
      '<p>온음 색소폰 &amp; 보컬 아카데미 예전 인사말</p>',
    );
    expect((await content('studio', studio)).name).toBe('온음 색소폰 & 보컬 아카데미');
    const after = await rows();
    expect(after.map((row) => [row.section, row.version])).toEqual(
      before.map((row) => [row.section, row.version]),
    );
    // Run again, it finds nothing more to do.
    await migrate();
    expect(await rows()).toEqual(after);
  });

  it('changes nothing in a studio that never wrote its name or 대표자 out', async () => {
    t = await createTestApp();
    await store('studio', (c) => {
      c.name = '새봄 음악학원';
      c.owner = '김하늘';
    });
    await store('director', (c) => {
      c.greeting = '<p>반갑습니다. {{학원명}}입니다.</p>';
    });
    const before = await rows();
    await migrate();
    expect(await rows()).toEqual(before);
  });
});
