import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('news API', () => {
  const t = appForTests({ now: '2026-03-01T14:59:00.000Z' });
  const teacher = signedInForTests(t, 'teacher');
  const otherTeacher = signedInForTests(t, 'teacher');
  const owner = signedInForTests(t, 'owner');
  // Every test starts at the same minute, whichever moved the clock before it.
  beforeEach(() => t.clock.set('2026-03-01T14:59:00.000Z'));

  const json = { 'content-type': 'application/json' };
  const write = (who: SignedIn | null, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { ...json, ...(who ? { cookie: who.cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const update = (who: SignedIn, postId: number, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/update/${postId}`,
      headers: { ...json, cookie: who.cookie },
      payload: JSON.stringify(body),
    });
  const remove = (who: SignedIn | null, postId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/delete/${postId}`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const read = (postId: number | string) => t.app.inject({ url: `/api/posts/${postId}` });

  it('lets a teacher publish a post that anyone can read, sanitised', async () => {
    const created = await write(teacher, {
      title: '  봄 발표회 안내  ',
      content:
        '<h1 onclick="x()">발표회</h1><p><strong>3월 15일</strong></p><script>alert(1)</script><img src="/uploads/0123456789abcdef0123456789abcdef.webp">',
    });
    expect(created.statusCode).toBe(200);
    const { postId } = created.json();
    expect(postId).toBeGreaterThan(0);

    const response = await read(postId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      postId,
      id: teacher.id,
      title: '봄 발표회 안내',
      content:
        '<h1>발표회</h1><p><strong>3월 15일</strong></p><img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt="" />',
      writeDay: '2026-03-01T14:59:00.000Z',
      imageUrl: null,
    });
  });

  it('refuses writing to visitors, pending accounts and a forged author', async () => {
    const post = { title: '제목', content: '<p>내용</p>' };
    expect((await write(null, post)).statusCode).toBe(401);
    const pending = await signIn(t.app, 'pending');
    expect((await write(pending, post)).json().error.code).toBe('auth.pending');
    const forged = await write(teacher, { ...post, id: otherTeacher.id });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('news.author_mismatch');
    expect((await write(teacher, { ...post, id: teacher.id })).statusCode).toBe(200);
  });

  it('answers bad titles and contents with Korean messages', async () => {
    const cases: [unknown, string][] = [
      [{ title: '   ', content: '<p>내용</p>' }, '제목을 입력해 주세요.'],
      [{ content: '<p>내용</p>' }, '제목을 입력해 주세요.'],
      [{ title: '가'.repeat(201), content: '<p>내용</p>' }, '제목은 200자까지 입력할 수 있습니다.'],
      [{ title: '제목' }, '내용을 입력해 주세요.'],
      [{ title: '제목', content: '<p></p><script>alert(1)</script>' }, '내용을 입력해 주세요.'],
      [
        { title: '제목', content: `<p>${'가'.repeat(180_000)}</p>` },
        '내용이 너무 깁니다. 500KB 이하로 줄여 주세요.',
      ],
      [
        { title: '제목', content: '<p>x</p>', imageUrl: 'javascript:alert(1)' },
        '이미지 주소가 올바르지 않습니다.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await write(teacher, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await write(teacher, { title: '가'.repeat(200), content: '<p>x</p>' })).statusCode).toBe(200);
  });

  it('lets only the author or the owner edit and delete', async () => {
    const { postId } = (await write(teacher, { title: '원래 제목', content: '<p>원래</p>' })).json();

    const byOther = await update(otherTeacher, postId, { title: '가로채기', content: '<p>x</p>' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error.code).toBe('news.not_author');
    expect((await remove(otherTeacher, postId)).statusCode).toBe(403);
    expect((await remove(null, postId)).statusCode).toBe(401);

    t.clock.set('2026-03-02T01:00:00.000Z');
    const byAuthor = await update(teacher, postId, {
      title: '고친 제목',
      content: '<p style="text-align: center;">고침<img src="https://cdn.example/a.jpg"></p>',
    });
    expect(byAuthor.statusCode).toBe(200);
    const edited = (await read(postId)).json();
    expect(edited).toMatchObject({ title: '고친 제목', writeDay: '2026-03-01T14:59:00.000Z' });
    expect(edited.content).toBe(
      '<p style="text-align:center">고침<img src="https://cdn.example/a.jpg" alt="" /></p>',
    );

    expect((await update(owner, postId, { title: '원장이 고침', content: '<p>o</p>' })).statusCode).toBe(200);
    expect((await remove(owner, postId)).statusCode).toBe(200);
    expect((await read(postId)).statusCode).toBe(404);
  });

  it('answers a missing post with a Korean 404 everywhere', async () => {
    const missing = await read(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('게시글을 찾을 수 없습니다.');
    expect((await update(owner, 999_999, { title: '제목', content: '<p>x</p>' })).statusCode).toBe(404);
    expect((await remove(owner, 999_999)).statusCode).toBe(404);
    expect((await read('abc')).statusCode).toBe(400);
    expect((await read('99999999999')).statusCode).toBe(400);
  });
});

describe('news list', () => {
  const t = appForTests({ now: '2026-01-01T00:00:00.000Z' });
  beforeAll(async () => {
    const teacher = await signIn(t.app, 'teacher');
    for (let n = 1; n <= 23; n++) {
      t.clock.set(new Date(Date.UTC(2026, 0, n, 3)));
      const image = n % 2 === 0 ? `<img src="/uploads/${String(n).padStart(16, '0')}.webp">` : '';
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/write',
        headers: { 'content-type': 'application/json', cookie: teacher.cookie },
        payload: JSON.stringify({
          title: `소식 ${n}`,
          content: `<p>${n}번째 글</p>${image}<img src="https://x.example/${n}.png">`,
        }),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lists newest first, ten a page, with the first image as thumbnail', async () => {
    const first = (await t.app.inject({ url: '/api/newsList' })).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 23 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({
      postId: expect.any(Number),
      title: '소식 23',
      writeDay: '2026-01-23T03:00:00.000Z',
      thumbnailUrl: 'https://x.example/23.png',
    });
    expect(first.items[1].thumbnailUrl).toBe('/uploads/0000000000000022.webp');
    expect(first.items[1]).not.toHaveProperty('content');

    const third = (await t.app.inject({ url: '/api/newsList?page=3' })).json();
    expect(third.items.map((item: { title: string }) => item.title)).toEqual(['소식 3', '소식 2', '소식 1']);
    expect((await t.app.inject({ url: '/api/newsList?page=9' })).json().items).toEqual([]);
  });

  it('refuses a page that is not a positive number', async () => {
    expect((await t.app.inject({ url: '/api/newsList?page=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/newsList?page=x' })).statusCode).toBe(400);
  });

  it('lists nothing on an empty board', async () => {
    const empty = await createTestApp();
    const response = (await empty.app.inject({ url: '/api/newsList' })).json();
    expect(response).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    await empty.close();
  });
});
