/**
 * The director's page: anyone reads it, only the owner publishes it, the greeting is sanitised
 * as posts are, every field has its Korean refusal, and a stale save changes nothing.
 */

import { describe, expect, it } from 'vitest';
import { defaultDirector } from '#content/director-defaults.ts';
import { versionConflictText } from '#shared/messages/site.ts';
import type { DirectorContent } from '#shared/schemas/site-director.ts';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { storedVersions } from '../../testing/site.ts';
import { siteAppForTests } from '../../testing/site-app.ts';
import { expectOwnerOnly, expectSaveRefused, sectionApi } from '../../testing/site-pages.ts';
import { uploadJpeg } from '../../testing/site-photos.ts';
import { withTestApp } from '../../testing/test-app.ts';

const api = sectionApi('director');

const teacher = {
  name: '강하늘',
  role: '드럼 강사',
  // A bundled picture: an upload must be one the site has (see the test of uploaded pictures).
  photo: { src: 'builtin:profile-piano', alt: '드럼 앞에 앉은 강하늘 강사', width: 600, height: 600 },
  career: ['실용음악과 졸업 (드럼 전공)', '밴드 세션 12년'],
};

const edited: DirectorContent = {
  heading: '함께 연주하는 즐거움',
  greeting: '<h2>반갑습니다</h2><p>새음 음악학원 원장 <strong>한가람</strong>입니다.</p>',
  teachers: [teacher, { ...defaultDirector().teachers[1]!, name: '한지민' }],
};

describe('the director page', () => {
  const { t, owner, teacher: teacherAccount } = siteAppForTests();

  const versionCount = () => storedVersions(t.db, 'director');

  it('is the defaults of src/content/ on first start, as version 1, for anyone', async () => {
    await withTestApp(
      async ({ app }) => {
        const response = await api.get(app);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual({ version: 1, director: defaultDirector() });
        // Stored with the studio's variables: the page fills in the name 학원 정보 has then.
        expect(body.director.greeting).toMatch(
          /^<p>안녕하세요\. \{\{학원명\}\} 원장 \{\{대표자\}\}입니다\. /,
        );
        expect(body.director.teachers.map((one: { name: string }) => one.name)).toEqual([
          '윤서진',
          '한지우',
          '정다온',
        ]);
        expect(body.director.teachers[0].photo).toEqual({
          src: 'builtin:profile-director',
          alt: '색소폰 배지가 달린 윤서진 원장의 프로필 그림',
          width: 600,
          height: 600,
        });
        const site = (await app.inject({ url: '/api/site' })).json();
        expect(site.director).toEqual(defaultDirector());
        expect(site.versions.director).toBe(1);
      },
      { now: '2026-11-21T10:00:00+09:00' },
    );
  });

  it('cannot be published, restored or looked back on by a teacher or a visitor', async () => {
    const { version } = await api.current(t.app);
    await expectOwnerOnly(t, 'director', teacherAccount, [
      (who) => api.save(t.app, who, { version, director: edited }),
      (who) => api.restore(t.app, who, { version, restore: 1 }),
      (who) => api.history(t.app, who),
    ]);
  });

  it('is published by the owner as the next version, shown at once, with its audit entry', async () => {
    const version = await api.reset(t.app, owner);
    const response = await api.save(t.app, owner, { version, director: edited });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: version + 1, director: edited });
    expect((await api.get(t.app)).json()).toEqual({ version: version + 1, director: edited });
    expect((await t.app.inject({ url: '/api/site' })).json().director).toEqual(edited);
    const entry = await latestAuditEntry(t.db);
    expect(entry.action).toBe('site.director.publish');
    expect(entry.target).toBe('원장·강사 소개');
    expect(JSON.parse(entry.detail)).toEqual({
      version: version + 1,
      changed: ['heading', 'greeting', 'teachers'],
      before: {
        heading: '음악이 있는 하루를 함께 만들어 갑니다',
        greeting: expect.stringMatching(/^안녕하세요\. \{\{학원명\}\} 원장 \{\{대표자\}\}입니다\. /),
        teachers: '윤서진 (원장 · 색소폰), 한지우 (보컬 강사), 정다온 (피아노 강사)',
      },
      after: {
        heading: '함께 연주하는 즐거움',
        greeting: '반갑습니다 새음 음악학원 원장 한가람입니다.',
        teachers: '강하늘 (드럼 강사), 한지민 (보컬 강사)',
      },
    });
  });

  it('keeps of the greeting only what the news editor makes: no script, no event handler', async () => {
    const greeting =
      '<p onclick="steal()">안녕하세요<script>alert(1)</script></p>' +
      `<img src="/uploads/${'b'.repeat(64)}.webp" onerror="alert(2)" alt="무대">` +
      '<p style="text-align: center; color: red"><a href="javascript:alert(3)">연락</a> 주세요</p>';
    const { version } = await api.current(t.app);
    const response = await api.save(t.app, owner, { version, director: { ...edited, greeting } });
    expect(response.statusCode).toBe(200);
    const stored = `<p>안녕하세요</p><img src="/uploads/${'b'.repeat(64)}.webp" alt="무대" /><p style="text-align:center">연락 주세요</p>`;
    expect(response.json()).toEqual({ version: version + 1, director: { ...edited, greeting: stored } });
    expect((await api.get(t.app)).json().director.greeting).toBe(stored);
  });

  it('refuses a greeting that holds nothing once sanitised', async () => {
    const { version } = await api.current(t.app);
    const count = await versionCount();
    for (const greeting of [
      '',
      '<p> </p>',
      '<script>alert(1)</script>',
      '<iframe src="https://x.example"></iframe>',
    ]) {
      const response = await api.save(t.app, owner, { version, director: { ...edited, greeting } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'site.director_greeting_required', message: '원장 인사말을 입력해 주세요.' },
      });
    }
    expect(await versionCount()).toBe(count);
  });
  const teachers = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...teacher, name: `강사${index}` }));

  it.each(
    (
      [
        ['heading', '', 'site.director_heading_required'],
        ['heading', '가'.repeat(101), 'site.director_heading_too_long'],
        ['heading', '제목\u202E', 'text_direction'],
        ['greeting', '가'.repeat(20_001), 'site.director_greeting_too_long'],
        ['greeting', '<p>안녕\u0000</p>', 'text_control'],
        ['greeting', 42, 'site.director_greeting_required'],
        ['teachers', [], 'site.teachers_count'],
        ['teachers', teachers(21), 'site.teachers_count'],
        ['teachers', 'none', 'site.teachers_count'],
        ['teachers', [{ ...teacher, name: ' ' }], 'site.teacher_name_required'],
        ['teachers', [{ ...teacher, name: '가'.repeat(31) }], 'site.teacher_name_too_long'],
        ['teachers', [{ ...teacher, role: '' }], 'site.teacher_role_required'],
        ['teachers', [{ ...teacher, role: '가'.repeat(51) }], 'site.teacher_role_too_long'],
        ['teachers', [{ ...teacher, career: Array(16).fill('경력') }], 'site.teacher_career_count'],
        ['teachers', [{ ...teacher, career: ['경력', ''] }], 'site.teacher_career_empty'],
        ['teachers', [{ ...teacher, career: ['가'.repeat(101)] }], 'site.teacher_career_too_long'],
        ['teachers', [{ ...teacher, career: '경력' }], 'site.teacher_invalid'],
        ['teachers', [{ ...teacher, photo: { ...teacher.photo, alt: '' } }], 'site.photo_alt_required'],
        [
          'teachers',
          [{ ...teacher, photo: { ...teacher.photo, src: 'https://x.example/a.png' } }],
          'site.photo_invalid',
        ],
        ['teachers', [{ ...teacher, email: 'a@b.kr' }], 'site.unknown_field'],
        ['teachers', ['강하늘'], 'site.teacher_invalid'],
      ] as const
    ).map(([field, value, code]) => ({ field, value, code })),
  )('answers a bad $field with 400 $code and its Korean message', async ({ field, value, code }) => {
    const { version } = await api.current(t.app);
    const save = () => api.save(t.app, owner, { version, director: { ...edited, [field]: value } });
    await expectSaveRefused(versionCount, save, code);
  });

  it('takes 20 teachers and 15 career lines each, normalised', async () => {
    const many = teachers(20).map((one) => ({
      ...one,
      career: Array.from({ length: 15 }, (_, line) => ` 경력  ${line} `),
    }));
    const { version } = await api.current(t.app);
    const response = await api.save(t.app, owner, { version, director: { ...edited, teachers: many } });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(version + 1);
    const saved = response.json().director as DirectorContent;
    expect(saved.teachers).toHaveLength(20);
    expect(saved.teachers[19]!.career[14]).toBe('경력 14');
  });

  it("takes a teacher's uploaded picture at its real size, and refuses one the site does not have", async () => {
    const portrait = await uploadJpeg(t.app, owner, 640, 480);
    const photo = { src: portrait.url, alt: '드럼 앞에 앉은 강하늘 강사', width: 100, height: 100 };
    const { version } = await api.current(t.app);
    const count = await versionCount();
    const missing = await api.save(t.app, owner, {
      version,
      director: {
        ...edited,
        teachers: [{ ...teacher, photo: { ...photo, src: `/uploads/${'d'.repeat(64)}.webp` } }],
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('site.photo_missing');
    expect(await versionCount()).toBe(count);
    const response = await api.save(t.app, owner, {
      version,
      director: { ...edited, teachers: [{ ...teacher, photo }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().director.teachers[0].photo).toEqual({ ...photo, width: 640, height: 480 });
    expect(response.json().version).toBe(version + 1);
  });

  it('refuses a save made from an older version with 409, and writes nothing', async () => {
    const portrait = await uploadJpeg(t.app, owner, 640, 480);
    const photo = { src: portrait.url, alt: '드럼 앞에 앉은 강하늘 강사', width: 640, height: 480 };
    const published = await api.publish(t.app, owner, {
      ...edited,
      heading: '사진을 바꾼 소개',
      teachers: [{ ...teacher, photo }],
    });
    const count = await versionCount();
    const response = await api.save(t.app, owner, { version: published.version - 1, director: edited });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'site.version_conflict', message: versionConflictText('원장·강사 소개') },
    });
    expect(await versionCount()).toBe(count);
    expect((await api.get(t.app)).json()).toEqual(published);
    expect(published.director.teachers[0].photo.width).toBe(640);
  });

  it('restores an earlier version as the next one', async () => {
    const { version } = await api.publish(t.app, owner, { ...edited, heading: '되돌리기 전의 제목' });
    const response = await api.restore(t.app, owner, { version, restore: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: version + 1, director: defaultDirector() });
    const history = (await api.history(t.app, owner)).json();
    // Newest first, one page of 20 at most.
    const newest = Array.from({ length: Math.min(version + 1, 20) }, (_, index) => version + 1 - index);
    expect(history.items.map((item: { version: number }) => item.version)).toEqual(newest);
    expect(history.items[0].restoredFrom).toBe(1);
  });
});
