// The content the pages are measured with (bench and bench:lighthouse), entered through the API
// as the owner enters it: news posts with a photo each, a busy board for today, products with
// photos, the owner's students with payments, lessons and a weekly lesson each, and a family
// signed in to the first student's portal. Photos are camera-sized JPEGs drawn with sharp, so
// the server re-encodes them as it does real uploads (about 150–200 KB of WebP each).
import sharp from 'sharp';
import { cookiesOf, signIn, startBuilt } from './bench.mjs';

const PUBLIC = ['/', '/director', '/facility', '/curriculum', '/address', '/use', '/person', '/news'];
PUBLIC.push('/post/:id', '/book', '/order', '/order/:idx');
const BACK_OFFICE = ['/managemember', '/lessontime', '/managelesson', '/settings'];
const OWNER = { id: 'owner', password: 'bench-owner-password-7' };

/**
 * The built server on `port`, a fresh database seeded as the owner; the pages measured (`:id`
 * and `:idx` are the first post and product), each with who it is for and the cookie it needs.
 */
export async function seededServer(port, only = []) {
  const settings = { OWNER_ID: OWNER.id, OWNER_PASSWORD: OWNER.password };
  const server = await startBuilt(port, { ...settings, PUBLIC_URL: `http://127.0.0.1:${port}` });
  try {
    const seeded = await seedContent(server.base, OWNER);
    const cookies = { public: undefined, owner: seeded.cookie, family: seeded.familyCookie };
    const pages = [];
    for (const template of [...PUBLIC, ...BACK_OFFICE, '/family']) {
      const audience = PUBLIC.includes(template) ? 'public' : template === '/family' ? 'family' : 'owner';
      const path = template.replace(':idx', seeded.productIdxs[0]).replace(':id', seeded.postIds[0]);
      if (only.length === 0 || only.includes(template))
        pages.push({ template, path, audience, cookie: cookies[audience] });
    }
    return { ...server, pages };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
const NEWS = [
  '12월 정기 연주회 안내|올해 마지막 정기 연주회를 12월 셋째 주 토요일 오후 4시에 엽니다.',
  '겨울방학 집중 레슨 모집|방학 동안 주 2회 집중 레슨반을 엽니다. 초등학생부터 성인까지 신청할 수 있습니다.',
  '3번 연습실 방음 공사를 마쳤습니다|벽과 문을 새로 시공해 옆 방 소리가 거의 들리지 않습니다.',
  '색소폰 앙상블 단원 모집|알토, 테너, 바리톤 파트 단원을 모집합니다. 매주 목요일 저녁에 합주합니다.',
  '보컬 클래스 시간표 변경|다음 달부터 보컬 클래스가 화요일과 금요일 저녁 7시로 옮겨집니다.',
  '연말 휴원 안내|12월 31일부터 1월 2일까지 쉽니다. 연습실 예약도 이 기간에는 받지 않습니다.',
].map((line) => line.split('|'));
const PRODUCTS = [
  { name: '반도린 알토 색소폰 리드 (10개입)', price: 35_000, optionList: ['2호', '2.5호', '3호'] },
  { name: '야마하 알토 마우스피스 4C', price: 68_000, optionList: [] },
  { name: '색소폰 넥스트랩', price: 25_000, optionList: ['블랙', '브라운'] },
];
// Bookings are counted per name (2 hours a day), so every booking has a name of its own.
const NAMES = (
  '김민준 이서연 박지호 최수아 정도윤 강하은 조시우 윤지민 장서준 임예린 한주원 오채원 ' +
  '서지안 신유나 권태윤 황다은 안현우 송나연 전승민 홍가은 유준서 고하린 문재현 양소율'
).split(' ');
const DAYS = ['월', '화', '수', '목', '금', '토'];

/** Signs in as `owner` and seeds; answers the ids made, the owner's and the family's cookies. */
async function seedContent(base, owner) {
  const cookie = await signIn(base, owner.id, owner.password);
  const send = async (method, path, body) => {
    const form = body instanceof FormData;
    const headers = { origin: base, cookie, ...(form ? {} : { 'content-type': 'application/json' }) };
    const init = { method, headers, body: form ? body : JSON.stringify(body) };
    const reply = await fetch(`${base}${path}`, init);
    return { status: reply.status, body: await reply.json().catch(() => null) };
  };
  const call = async (method, path, body, expected = 200) => {
    const reply = await send(method, path, body);
    const what = `${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`;
    if (reply.status !== expected) throw new Error(`${what} (expected ${expected})`);
    return reply.body;
  };
  const upload = async (seed) => {
    const form = new FormData();
    form.append('image', new Blob([await photoJpeg(seed)], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
    return call('POST', '/api/img', form);
  };
  // Oldest first, so the first post written is the last one the news list shows; the image as
  // the editor inserts it (rich-text-editor.tsx), with its stored size.
  const postIds = [];
  for (const [index, [title, lead]] of NEWS.entries()) {
    const { url, width, height } = await upload(index);
    const content =
      `<p>${lead}</p><p>자세한 내용은 학원으로 문의해 주세요. 수강생과 가족 모두 환영합니다.</p>` +
      `<img src="${url}" alt="" width="${width}" height="${height}">`;
    postIds.push((await call('POST', '/api/write', { title, content })).postId);
  }
  await seedBoard(send);
  const productIdxs = [];
  for (const [index, product] of PRODUCTS.entries()) {
    const { url: imgUrl } = await upload(20 + index);
    productIdxs.push((await call('POST', '/api/product', { ...product, imgUrl }, 201)).idx);
  }
  // Twelve students with a package bought and a weekly lesson, most with today's lesson recorded.
  const students = NAMES.slice(0, 12);
  for (const [index, name] of students.entries()) {
    const phone = `010-${String(5100 + index).padStart(4, '0')}-${String(2300 + index * 7).padStart(4, '0')}`;
    await call('POST', '/api/member/', { name, phone }, 201);
    const charge = { pay: 240_000, lesson: 4, method: index % 2 === 0 ? '카드' : '계좌이체' };
    await call('PUT', `/api/member/charge/${encodeURIComponent(name)}`, charge);
    const time = 10 + Math.floor(index / DAYS.length) * 2;
    await call('POST', '/api/lessons', { day: DAYS[index % DAYS.length], time, type: '1시간', name }, 201);
    if (index % 4 !== 3) await call('PUT', `/api/member/${encodeURIComponent(name)}`, {});
  }
  // The first student's family link, opened as a phone opens it.
  const { url } = await call('POST', '/api/family/links', { studentName: students[0] });
  const entered = await fetch(url.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
  const familyCookie = cookiesOf(entered);
  if (entered.status !== 303 || !familyCookie) throw new Error(`opening the family link: ${entered.status}`);
  return { postIds, productIdxs, cookie, familyCookie };
}

// Today's board: rooms 1–5 in 2-hour blocks for 8 hours from the first hour still open, room 6 for
// 4 from two hours later (22 requests, below 30 a minute); shorter late in the Seoul day.
async function seedBoard(send) {
  const seoul = { timeZone: 'Asia/Seoul', hour: 'numeric', hourCycle: 'h23' };
  const hourNow = new Intl.DateTimeFormat('en-GB', seoul);
  const first = Math.max(9, Number(hourNow.format()));
  const plan = [];
  for (let room = 1; room <= 6; room++) {
    const start = room === 6 ? first + 2 : first;
    const end = Math.min(21, start + (room === 6 ? 4 : 8) - 1);
    for (let time = start; time <= end; time += 2)
      plan.push({ room, time, type: time + 1 <= end ? '2시간' : '1시간' });
  }
  for (const [index, slot] of plan.entries()) {
    const booking = { ...slot, name: NAMES[index % NAMES.length], pin: '1234' };
    const reply = await send('POST', '/api/book', booking);
    // The Seoul hour may turn while seeding: a booking of the hour just gone is left out.
    if (reply.status !== 201 && reply.body?.error?.code !== 'booking.past_hour')
      throw new Error(`booking ${JSON.stringify(booking)}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
}

/** A 2400×1800 picture with a gradient, shapes and a little sensor grain. */
async function photoJpeg(seed, width = 2400, height = 1800) {
  const hue = (seed * 47) % 360;
  const circles = Array.from({ length: 14 }, (_, i) => {
    const [x, y] = [((seed + 1) * (i + 3) * 137) % width, ((seed + 2) * (i + 5) * 89) % height];
    const fill = `hsl(${(hue + i * 23) % 360},55%,${35 + (i % 5) * 9}%)`;
    return `<circle cx="${x}" cy="${y}" r="${80 + ((i * 53 + seed * 31) % 260)}" fill="${fill}" opacity="0.7"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,25%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const noise = { type: 'gaussian', mean: 128, sigma: 12 };
  const grain = await sharp({ create: { width, height, channels: 3, noise } })
    .png()
    .toBuffer();
  const drawn = sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'overlay' }]);
  return drawn.jpeg({ quality: 85 }).toBuffer();
}
