// The content the public pages show, entered through the HTTP API the way the owner enters it:
// news posts with a photo each, a busy practice-room board for today and products with photos;
// and what the back office shows: the owner's students with payments, lessons and a week of
// weekly lessons, and a family signed in to the first student's portal (familyCookie).
// Photos are camera-sized JPEGs drawn with sharp, so the server re-encodes them as it does
// real uploads (the stored WebP comes out at about 150–200 KB, like a phone photo).
import sharp from 'sharp';

const NEWS = [
  ['12월 정기 연주회 안내', '올해 마지막 정기 연주회를 12월 셋째 주 토요일 오후 4시에 엽니다.'],
  [
    '겨울방학 집중 레슨 모집',
    '방학 동안 주 2회 집중 레슨반을 엽니다. 초등학생부터 성인까지 신청할 수 있습니다.',
  ],
  ['3번 연습실 방음 공사를 마쳤습니다', '벽과 문을 새로 시공해 옆 방 소리가 거의 들리지 않습니다.'],
  ['색소폰 앙상블 단원 모집', '알토, 테너, 바리톤 파트 단원을 모집합니다. 매주 목요일 저녁에 합주합니다.'],
  ['보컬 클래스 시간표 변경', '다음 달부터 보컬 클래스가 화요일과 금요일 저녁 7시로 옮겨집니다.'],
  ['연말 휴원 안내', '12월 31일부터 1월 2일까지 쉽니다. 연습실 예약도 이 기간에는 받지 않습니다.'],
];

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

export async function seedContent(base, owner) {
  const api = await signIn(base, owner);
  const postIds = await seedNews(api);
  const board = await seedBoard(api);
  const productIdxs = await seedProducts(api);
  const familyCookie = await seedStudents(api, base);
  return { postIds, productIdxs, board, cookie: api.cookie, familyCookie };
}

async function signIn(base, owner) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ id: owner.id, pw: owner.password }),
  });
  if (!response.ok) throw new Error(`signing in as the owner: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const request = async (method, path, body) => {
    const json = !(body instanceof FormData);
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { origin: base, cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    return { status: reply.status, body: await reply.json().catch(() => null) };
  };
  return { request, cookie };
}

async function expectStatus(pending, expected, what) {
  const reply = await pending;
  if (reply.status !== expected)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)} (expected ${expected})`);
  return reply.body;
}

async function upload(api, seed) {
  const form = new FormData();
  form.append('image', new Blob([await photoJpeg(seed)], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
  return expectStatus(api.request('POST', '/api/img', form), 200, 'uploading a photo');
}

/** Oldest first, so the first post written is the last one the news list shows. */
async function seedNews(api) {
  const ids = [];
  for (const [index, [title, lead]] of NEWS.entries()) {
    const { url, width, height } = await upload(api, index);
    // The image as the editor inserts it (rich-text-editor.tsx): with its stored size.
    const content =
      `<p>${lead}</p><p>자세한 내용은 학원으로 문의해 주세요. 수강생과 가족 모두 환영합니다.</p>` +
      `<img src="${url}" alt="" width="${width}" height="${height}">`;
    const { postId } = await expectStatus(api.request('POST', '/api/write', { title, content }), 200, title);
    ids.push(postId);
  }
  return ids;
}

const STUDENTS = NAMES.slice(0, 12);
const DAYS = ['월', '화', '수', '목', '금', '토'];

/**
 * Twelve students, each with a package of lessons bought and one weekly lesson, most of them
 * with today's lesson recorded; then a family link of the first student opened as a phone
 * would open it, whose session cookie is returned.
 */
async function seedStudents(api, base) {
  for (const [index, name] of STUDENTS.entries()) {
    const phone = `010-${String(5100 + index).padStart(4, '0')}-${String(2300 + index * 7).padStart(4, '0')}`;
    await expectStatus(api.request('POST', '/api/member/', { name, phone }), 201, `registering ${name}`);
    const charge = { pay: 240_000, lesson: 4, method: index % 2 === 0 ? '카드' : '계좌이체' };
    await expectStatus(
      api.request('PUT', `/api/member/charge/${encodeURIComponent(name)}`, charge),
      200,
      `paying for ${name}`,
    );
    const lesson = {
      day: DAYS[index % DAYS.length],
      time: 10 + Math.floor(index / DAYS.length) * 2,
      type: '1시간',
      name,
    };
    await expectStatus(api.request('POST', '/api/lessons', lesson), 201, `${name}'s weekly lesson`);
    if (index % 4 !== 3)
      await expectStatus(
        api.request('PUT', `/api/member/${encodeURIComponent(name)}`, {}),
        200,
        `${name}'s lesson today`,
      );
  }
  const { url } = await expectStatus(
    api.request('POST', '/api/family/links', { studentName: STUDENTS[0] }),
    200,
    'a family link',
  );
  const entered = await fetch(url.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
  const cookie = entered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (entered.status !== 303 || !cookie) throw new Error(`opening the family link: ${entered.status}`);
  return cookie;
}

async function seedProducts(api) {
  const idxs = [];
  for (const [index, product] of PRODUCTS.entries()) {
    const { url: imgUrl } = await upload(api, 20 + index);
    const body = { ...product, imgUrl };
    const { idx } = await expectStatus(api.request('POST', '/api/product', body), 201, product.name);
    idxs.push(idx);
  }
  return idxs;
}

function seoulHour(date = new Date()) {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  return Number(hour.format(date));
}

/**
 * Today's board: rooms 1–5 booked in 2-hour blocks for up to 8 hours from the first hour that
 * may still be booked, room 6 for 4 hours from two hours later; at most 22 requests. Hours
 * before the current Seoul hour cannot be booked, so late in the day the board is shorter,
 * and after 21시 it stays empty.
 */
function boardPlan(currentHour) {
  const first = Math.max(9, currentHour);
  const plan = [];
  for (let room = 1; room <= 6; room++) {
    const start = room === 6 ? first + 2 : first;
    const end = Math.min(21, start + (room === 6 ? 4 : 8) - 1);
    for (let time = start; time <= end; time += 2)
      plan.push({ room, time, type: time + 1 <= end ? '2시간' : '1시간' });
  }
  // POST /api/book requires the 4-digit PIN that lets the booker delete their booking.
  return plan.map((slot, index) => ({ ...slot, name: NAMES[index % NAMES.length], pin: '1234' }));
}

/**
 * Booking is limited to 30 changes a minute per address (booking.routes.ts); the plan stays
 * below that, and a refusal all the same (another seeding a moment ago) waits out the minute.
 */
async function seedBoard(api) {
  let hours = 0;
  let skipped = 0;
  for (const booking of boardPlan(seoulHour())) {
    let reply = await api.request('POST', '/api/book', booking);
    if (reply.status === 429) {
      await sleep(61_000);
      reply = await api.request('POST', '/api/book', booking);
    }
    const code = reply.body?.error?.code;
    if (reply.status === 201) hours += reply.body.length;
    // The Seoul hour may turn while seeding: a booking of the hour just gone is left out.
    else if (code === 'booking.past_hour') skipped++;
    else throw new Error(`booking ${JSON.stringify(booking)}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return { hours, of: 6 * 13, skipped };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 2400×1800 picture with a gradient, shapes and a little sensor grain. */
async function photoJpeg(seed, width = 2400, height = 1800) {
  const hue = (seed * 47) % 360;
  const circles = Array.from({ length: 14 }, (_, i) => {
    const x = ((seed + 1) * (i + 3) * 137) % width;
    const y = ((seed + 2) * (i + 5) * 89) % height;
    const r = 80 + ((i * 53 + seed * 31) % 260);
    const fill = `hsl(${(hue + i * 23) % 360},55%,${35 + (i % 5) * 9}%)`;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.7"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue},45%,70%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,25%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const noise = { type: 'gaussian', mean: 128, sigma: 12 };
  const grain = await sharp({ create: { width, height, channels: 3, noise } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
