import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/sign-in.ts';
import { appServingWebDir } from '../../testing/web-dir-app.ts';

describe('link previews of /post/:postId', () => {
  const t = appServingWebDir(undefined, { env: { PUBLIC_URL: 'https://studio.example' } });
  let postId: number;
  beforeAll(async () => {
    const teacher = await signIn(t.app, 'teacher');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { 'content-type': 'application/json', cookie: teacher.cookie },
      payload: JSON.stringify({
        title: '여름 "재즈" 캠프 <모집>',
        content: `<h1>캠프</h1><p>초보도 환영합니다 &amp; 악기 대여 가능. ${'연습 '.repeat(40)}</p><img src="/uploads/abcdefabcdefabcdefabcdefabcdefab.webp"><img src="https://x.example/2.png">`,
      }),
    });
    postId = response.json().postId;
  });

  it('puts the title, the first words and the first image in the HTML', async () => {
    const response = await t.app.inject({ url: `/post/${postId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="여름 &#34;재즈&#34; 캠프 &#60;모집&#62;">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="https://studio.example/uploads/abcdefabcdefabcdefabcdefabcdefab.webp">',
    );
    expect(html).toContain(`<meta property="og:url" content="https://studio.example/post/${postId}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    expect(description).toMatch(/^캠프 초보도 환영합니다 &#38; 악기 대여 가능\. 연습/);
    expect(description).not.toContain('<');
    expect(html).not.toContain('<title>학원</title>');
  });

  it('answers a missing post with 404 and the site preview', async () => {
    const response = await t.app.inject({ url: '/post/424242' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('og:image');
    expect(response.body).toContain('<meta property="og:type" content="website">');
  });

  it('keeps $ patterns in a title as text', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const title = "가격 $& 안내 $' 와 $` 그리고 $$";
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { 'content-type': 'application/json', cookie: teacher.cookie },
      payload: JSON.stringify({ title, content: '<p>본문</p>' }),
    });
    const html = (await t.app.inject({ url: `/post/${written.json().postId}` })).body;
    expect(html).toContain(`<meta property="og:title" content="가격 $&#38; 안내 $&#39; 와 $\` 그리고 $$">`);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html).toContain('<body><div id="root"></div></body></html>');
  });
});
