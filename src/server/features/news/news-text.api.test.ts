/** Titles and contents hold no control characters; titles are stored in one spelling. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/sign-in.ts';
import { appWithTeacher } from '../../testing/teacher-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

describe('news text fields', () => {
  let t: TestApp;
  let teacher: SignedIn;
  beforeAll(async () => ({ t, teacher } = await appWithTeacher()));
  afterAll(() => t.close());

  const write = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { cookie: teacher.cookie },
      payload: body as object,
    });

  it.each([
    ['title', { title: '공지\u0000사항', content: '<p>본문</p>' }, 'text_control'],
    ['content', { title: '공지', content: '<p>본\u0000문</p>' }, 'text_control'],
    ['content', { title: '공지', content: '<p>\u0007</p>' }, 'text_control'],
    ['title', { title: '\u202E공지', content: '<p>본문</p>' }, 'text_direction'],
  ])('refuses a control character in the %s with a Korean 400', async (_, body, code) => {
    const before = await t.db.selectFrom('posts').selectAll().execute();
    const response = await write(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(await t.db.selectFrom('posts').selectAll().execute()).toEqual(before);
  });

  it('keeps line breaks in the content and stores the title in NFC on one line', async () => {
    const response = await write({
      title: '  새 \t 소식 '.normalize('NFD'),
      content: '<p>한 줄</p>\n<p>두 줄</p>',
    });
    expect(response.statusCode).toBe(200);
    const post = await t.app.inject({ url: `/api/posts/${response.json().postId}` });
    expect(post.json().title).toBe('새 소식');
    expect(post.json().content).toContain('두 줄');
  });
});
