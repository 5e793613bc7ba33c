import { beforeAll, describe, expect, it } from 'vitest';
import { saveProduct, uploadPhoto } from '../../testing/products.ts';
import { signIn } from '../../testing/sign-in.ts';
import { appServingWebDir } from '../../testing/web-dir-app.ts';

describe('link previews of /order/:idx', () => {
  const t = appServingWebDir(undefined, { env: { PUBLIC_URL: 'https://studio.example' } });
  let idx: number;
  let photo: string;
  beforeAll(async () => {
    const teacher = await signIn(t.app, 'teacher');
    photo = await uploadPhoto(t.app, teacher);
    const body = { name: '리드 "2.5호"', imgUrl: photo, price: 25000, optionList: ['10개입', '5개입'] };
    idx = (await saveProduct(t.app, teacher, body)).json().idx;
  });

  it('puts the name, the price with the options and the photo in the HTML', async () => {
    const response = await t.app.inject({ url: `/order/${idx}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:title" content="리드 &#34;2.5호&#34;">');
    expect(response.body).toContain(
      '<meta property="og:description" content="25,000원 · 옵션: 10개입, 5개입">',
    );
    expect(response.body).toContain(`<meta property="og:image" content="https://studio.example${photo}">`);
  });

  it('leaves a missing product with the site’s own title', async () => {
    const response = await t.app.inject({ url: '/order/999999' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('og:image');
    expect(response.body).toContain('<meta property="og:title" content="온음');
  });
});
