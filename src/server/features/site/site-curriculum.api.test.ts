/**
 * The curriculum and tuition page: anyone reads it, only the owner publishes it, every field
 * has its Korean refusal (a price is a whole number of won from 1 to 10,000,000), a stale save
 * changes nothing.
 */

import { describe, expect, it } from 'vitest';
import { defaultCurriculum } from '#content/curriculum-defaults.ts';
import { versionConflictText } from '#shared/messages/site.ts';
import type { CurriculumContent } from '#shared/schemas/site-curriculum.ts';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { storedVersions } from '../../testing/site.ts';
import { siteAppForTests } from '../../testing/site-app.ts';
import { expectOwnerOnly, expectSaveRefused, sectionApi } from '../../testing/site-pages.ts';
import { withTestApp } from '../../testing/test-app.ts';

const api = sectionApi('curriculum');

const edited: CurriculumContent = {
  ...defaultCurriculum(),
  lead: '',
  audience: ['드럼을 처음 배우는 분'],
  courses: [{ name: '드럼', description: '기본 리듬부터\n좋아하는 곡까지' }],
  fees: [
    { course: '주 1회, 1시간씩', lessons: 4, price: 280_000 },
    { course: '주 2회, 1시간씩', lessons: 8, price: 10_000_000 },
  ],
  tuitionNotes: [],
  rules: ['수업 10분 전에 와 주세요.'],
};

describe('the curriculum page', () => {
  const { t, owner, teacher } = siteAppForTests();

  const versionCount = () => storedVersions(t.db, 'curriculum');

  it("is today's curriculum on first start, as version 1, for anyone", async () => {
    await withTestApp(async ({ app }) => {
      const response = await api.get(app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ version: 1, curriculum: defaultCurriculum() });
      expect(response.json().curriculum.fees).toEqual([
        { course: '주 1회, 1시간씩', lessons: 4, price: 250000 },
      ]);
    });
  });

  it('cannot be published or restored by a teacher or a visitor', async () => {
    const { version } = await api.current(t.app);
    await expectOwnerOnly(t, 'curriculum', teacher, [
      (who) => api.save(t.app, who, { version, curriculum: edited }),
      (who) => api.restore(t.app, who, { version, restore: 1 }),
    ]);
  });

  it('is published by the owner, shown at once, and audited line by line', async () => {
    const version = await api.reset(t.app, owner);
    const response = await api.save(t.app, owner, { version, curriculum: edited });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: version + 1, curriculum: edited });
    expect((await t.app.inject({ url: '/api/site' })).json().curriculum).toEqual(edited);
    const entry = await latestAuditEntry(t.db);
    expect(entry).toMatchObject({ action: 'site.curriculum.publish', target: '커리큘럼·수강료' });
    const detail = JSON.parse(entry.detail);
    expect(detail.changed).toEqual(['lead', 'audience', 'courses', 'fees', 'tuitionNotes', 'rules']);
    expect(detail.before.fees).toBe('주 1회, 1시간씩 4회 250,000원');
    expect(detail.after.fees).toBe('주 1회, 1시간씩 4회 280,000원 / 주 2회, 1시간씩 8회 10,000,000원');
    expect(detail.after.courses).toBe('드럼');
    expect(detail.after.tuitionNotes).toBe('');
  });

  const fee = edited.fees[0]!;
  const withFee = (change: Record<string, unknown>) => ({ fees: [{ ...fee, ...change }] });

  it.each(
    (
      [
        [{ fees: [] }, 'site.fees_count'],
        [{ fees: Array(11).fill(fee) }, 'site.fees_count'],
        [withFee({ price: 0 }), 'site.fee_price_range'],
        [withFee({ price: -250_000 }), 'site.fee_price_range'],
        [withFee({ price: 250_000.5 }), 'site.fee_price_range'],
        [withFee({ price: 10_000_001 }), 'site.fee_price_range'],
        [withFee({ price: '250000' }), 'site.fee_price_range'],
        [withFee({ price: null }), 'site.fee_price_range'],
        [withFee({ lessons: 0 }), 'site.fee_lessons_range'],
        [withFee({ lessons: 101 }), 'site.fee_lessons_range'],
        [withFee({ lessons: 1.5 }), 'site.fee_lessons_range'],
        [withFee({ course: ' ' }), 'site.fee_course_required'],
        [withFee({ course: '가'.repeat(51) }), 'site.fee_course_too_long'],
        [withFee({ currency: 'KRW' }), 'site.unknown_field'],
        [{ fees: ['250,000원'] }, 'site.fee_invalid'],
        [{ lead: '가'.repeat(201) }, 'site.curriculum_lead_too_long'],
        [{ audienceTitle: '' }, 'site.curriculum_title_required'],
        [{ refundTitle: '가'.repeat(51) }, 'site.curriculum_title_too_long'],
        [{ rules: Array(16).fill('규칙') }, 'site.curriculum_list_count'],
        [{ refund: ['환불', ' '] }, 'site.curriculum_line_empty'],
        [{ audience: ['가'.repeat(201)] }, 'site.curriculum_line_too_long'],
        [{ rules: '규칙' }, 'site.invalid'],
        [{ rules: ['규칙\u0000'] }, 'text_control'],
        [{ courses: Array(11).fill(edited.courses[0]) }, 'site.courses_count'],
        [{ courses: [{ name: '', description: '' }] }, 'site.course_name_required'],
        [{ courses: [{ name: '드럼', description: '가'.repeat(501) }] }, 'site.course_description_too_long'],
        [{ contact: '02-123-4567' }, 'site.unknown_field'],
      ] as const
    ).map(([change, code]) => ({ change, field: Object.keys(change)[0], code })),
  )('answers a bad $field with 400 $code and its Korean message', async ({ change, code }) => {
    const { version } = await api.current(t.app);
    const save = () => api.save(t.app, owner, { version, curriculum: { ...edited, ...change } });
    await expectSaveRefused(versionCount, save, code);
  });

  it('takes a price of 1원 and of 10,000,000원, and 100 lessons', async () => {
    const fees = [
      { course: '체험 레슨', lessons: 1, price: 1 },
      { course: '연간 과정', lessons: 100, price: 10_000_000 },
    ];
    const version = await api.reset(t.app, owner);
    const response = await api.save(t.app, owner, { version, curriculum: { ...edited, fees } });
    expect(response.statusCode).toBe(200);
    expect(response.json().curriculum.fees).toEqual(fees);
    expect(response.json().version).toBe(version + 1);
  });

  it('refuses a save made from an older version with 409, and writes nothing', async () => {
    const fees = [{ course: '체험 레슨', lessons: 1, price: 30_000 }];
    const published = await api.publish(t.app, owner, { ...edited, fees });
    const count = await versionCount();
    const response = await api.save(t.app, owner, {
      version: published.version - 1,
      curriculum: defaultCurriculum(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'site.version_conflict', message: versionConflictText('커리큘럼·수강료') },
    });
    expect(await versionCount()).toBe(count);
    expect((await api.get(t.app)).json()).toEqual(published);
    expect((await api.get(t.app)).json().curriculum.fees[0].course).toBe('체험 레슨');
  });
});
