/**
 * What the owner publishes reaches every page: on a phone, a new name, phone,
 * representative and map position make /address dial and route to the new ones (the exact
 * addresses of 전화하기, 카카오맵 and 네이버 지도), the header, the footer and the phone's
 * contact bar follow, and the terms and the privacy policy name the new studio and
 * representative through their variables. On a desktop, the hero's lines and the gallery's
 * heading, edited beside the pictures, show on the home page at once. axe on /address with the
 * new details and on the photos' settings (on the other public pages it is public-sweep.spec.ts's).
 * The variables' filling is proved without a browser (src/server/features/site/*.api.test.ts).
 *
 * These journeys change what every public page shows, so they run against a site of their own.
 */
import { serveBlankTiles } from './blank-tiles.ts';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { openEditor, ownSite, publish } from './own-site.ts';

// The placeholder business number fails its check digit, so the first publish replaces it.
const BUSINESS_NUMBER = '220-81-62517';

ownSite(15);

test('a published name, phone, representative and place reach every page, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await serveBlankTiles(page);
  const studio = {
    name: '새음 음악학원 375',
    shortName: '새음 375',
    phone: '051-375-0375',
    owner: '한가람',
    lat: '35.1631',
    lng: '129.1635',
  };
  await signIn(page.request, OWNER);
  await openEditor(page, '/settings/studio', '학원 정보');
  await page.getByRole('textbox', { name: '학원 이름' }).fill(studio.name);
  await page.getByRole('textbox', { name: '짧은 이름' }).fill(studio.shortName);
  await page.getByRole('textbox', { name: '전화번호' }).fill(studio.phone);
  await page.getByRole('textbox', { name: '사업자등록번호' }).fill(BUSINESS_NUMBER);
  await page.getByRole('textbox', { name: '대표자' }).fill(studio.owner);
  await expect(page.getByRole('textbox', { name: '개인정보 보호책임자' })).toHaveValue('');
  await page.getByLabel('위도').fill(studio.lat);
  await page.getByLabel('경도').fill(studio.lng);
  await publish(page);

  // The policies' editor lists the variables, and its preview shows them filled in.
  await page.goto('/settings/policies');
  await expect(page.getByText('{{학원명}}', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByText(`성명: ${studio.owner}`, { exact: true })).toBeVisible();
  await expect(preview.getByRole('article', { name: `${studio.name} 이용약관` })).toContainText(
    `이 약관은 ${studio.name}(이하 "학원")이`,
  );
  await page.context().clearCookies();

  // /address: the call and both map apps go to what was just published.
  await page.goto('/address');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: `전화하기 ${studio.phone}` })).toHaveAttribute(
    'href',
    `tel:${studio.phone.replaceAll('-', '')}`,
  );
  const encodedName = encodeURIComponent(studio.name);
  await expect(main.getByRole('link', { name: /카카오맵으로 길찾기/ })).toHaveAttribute(
    'href',
    `https://map.kakao.com/link/to/${encodedName},${studio.lat},${studio.lng}`,
  );
  await expect(main.getByRole('link', { name: /네이버 지도로 길찾기/ })).toHaveAttribute(
    'href',
    `https://map.naver.com/p/directions/-/${studio.lng},${studio.lat},${encodedName}/-/transit`,
  );
  // The header, the footer, and on a phone the contact bar.
  await expect(page.getByRole('banner').getByRole('link', { name: studio.shortName })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(studio.name, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: studio.phone })).toHaveAttribute(
    'href',
    `tel:${studio.phone.replaceAll('-', '')}`,
  );
  const bar = page.getByRole('complementary', { name: '상담 문의' });
  await expect(bar.getByRole('link', { name: /전화 상담/ })).toHaveAttribute(
    'href',
    `tel:${studio.phone.replaceAll('-', '')}`,
  );
  await expectNoAxeViolations(page);
  const addressHtml = await (await request.get('/address')).text();
  expect(addressHtml).toContain(`https://map.kakao.com/link/to/${encodedName},${studio.lat},${studio.lng}`);
  expect(addressHtml).toContain(`tel:${studio.phone.replaceAll('-', '')}`);

  // The terms and the privacy policy name the new studio and representative, on the server and in the browser.
  const termsPurpose = `이 약관은 ${studio.name}(이하 "학원")이 제공하는 교습 및 연습실 이용 서비스에 관하여`;
  await page.goto('/use');
  await expect(page.getByText(termsPurpose, { exact: false })).toBeVisible();
  await expect(page.getByText('{{학원명}}', { exact: false })).toHaveCount(0);
  expect(await (await request.get('/use')).text()).toContain(studio.name);

  await page.goto('/person');
  await expect(page.getByText(`성명: ${studio.owner}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`연락처: ${studio.phone}`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${studio.name}(이하 "학원")은 「개인정보 보호법」 등 관계 법령을 지키며`, {
      exact: false,
    }),
  ).toBeVisible();
  const personHtml = await (await request.get('/person')).text();
  expect(personHtml).toContain(`성명: ${studio.owner}`);
  // The page's text has it filled in (the stored text, variables and all, rides along for hydration).
  expect(personHtml).not.toContain('<p>성명: {{');
});

test('the owner rewrites the hero’s lines and the gallery heading, on a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const lines = {
    tagline: '클래식 · 재즈 피아노 레슨',
    intro: '첫 수업부터 첫 공연까지 천천히 함께합니다.',
    heading: '무대 위의 우리',
  };
  await signIn(page.request, OWNER);
  await openEditor(page, '/settings/photos', '대표 사진·갤러리');
  const tagline = page.getByRole('textbox', { name: '학원 이름 위의 한 줄' });
  await tagline.fill('');
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText('학원 이름 위의 한 줄을 입력해 주세요.').first()).toBeVisible();
  await tagline.fill(lines.tagline);
  await page.getByRole('textbox', { name: '소개 문장' }).fill(lines.intro);
  await page.getByRole('textbox', { name: '갤러리 제목' }).fill(lines.heading);
  await publish(page);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByText(lines.tagline, { exact: true })).toBeVisible();
  await expect(page.getByText(lines.intro, { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: lines.heading })).toBeVisible();
  const html = await (await request.get('/')).text();
  expect(html).toContain(lines.tagline);
  expect(html).toContain(lines.heading);
});
