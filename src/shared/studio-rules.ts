/**
 * The rules of the studio's own details (DESIGN §4 "Studio content"): its phone number, its
 * business registration number, a web address, an e-mail address, a position on the map.
 * Server and forms use the same functions, so a form can say exactly what the server will.
 */

/** Roughly South Korea, islands included: Marado ≈ 33.1°N, the DMZ ≈ 38.6°N, Baengnyeongdo ≈ 124.6°E, Dokdo ≈ 131.9°E. */
export const KOREA_BOUNDS = { lat: { min: 33, max: 39 }, lng: { min: 124, max: 132 } } as const;

const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * Telephone forms a Korean business is reached on, as digits: the prefix, then the middle and
 * last groups. Seoul 02; the other areas 031–064; mobiles 010 (four-digit middle) and the old
 * 011–019; 070 internet phones; 080 free calls; 0502–0508 personal (안심) numbers; and the
 * nationwide 15xx, 16xx, 18xx numbers of eight digits.
 */
const PHONE_FORMS: RegExp[] = [
  /^(02)(\d{3,4})(\d{4})$/,
  /^(0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4]))(\d{3,4})(\d{4})$/,
  /^(010)(\d{4})(\d{4})$/,
  /^(01[16789])(\d{3,4})(\d{4})$/,
  /^(070)(\d{4})(\d{4})$/,
  /^(080)(\d{3})(\d{4})$/,
  /^(050[2-8])(\d{3,4})(\d{4})$/,
  /^(1[568]\d{2})()(\d{4})$/,
];

/** A studio phone number as `02-123-4567`, `031-1234-5678`, `010-1234-5678` or `1588-1234`; null if it is none. */
export function normalizeStudioPhone(text: string): string | null {
  let digits = text.replace(PHONE_SEPARATORS, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3)}`;
  if (!/^\d+$/.test(digits)) return null;
  for (const form of PHONE_FORMS) {
    const match = form.exec(digits);
    if (match) return match.slice(1).filter(Boolean).join('-');
  }
  return null;
}

/**
 * The check digit of a business registration number (사업자등록번호), as the National Tax
 * Service defines it: the first nine digits are weighted 1,3,7,1,3,7,1,3,5 and summed, the
 * tens digit of (ninth digit × 5) is added once more, and the check digit is what brings the
 * sum up to a multiple of ten: (10 − sum mod 10) mod 10.
 */
export function businessNumberCheckDigit(firstNine: string): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = [...firstNine].map(Number);
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight * digits[index]!;
  });
  sum += Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export type BusinessNumberResult = { value: string } | { problem: 'format' | 'checksum' };

/** `123-45-67891`, or its ten digits alone → `123-45-67891`; anything else says what is wrong with it. */
export function parseBusinessNumber(text: string): BusinessNumberResult {
  const match = /^(\d{3})-?(\d{2})-?(\d{5})$/.exec(text.trim());
  if (!match) return { problem: 'format' };
  const digits = match.slice(1).join('');
  if (businessNumberCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) return { problem: 'checksum' };
  return { value: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` };
}

/**
 * An https address as the browser will read it (`new URL(…).href`), or null. Plain http is
 * refused (the site is served over https and links out the same way), and so is a user name
 * or password, which makes `https://pf.kakao.com@elsewhere.example` look like Kakao.
 */
export function normalizeHttpsUrl(text: string): string | null {
  if (/\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
  return url.href;
}

/**
 * A plausible e-mail address: something before one `@`, and a domain of at least two labels
 * after it. Only sending a message proves an address; this catches slips of the finger.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

export function isPlausibleEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/** The footer's copyright line, in Korean form only: `© 2026 온음 색소폰 & 보컬 아카데미`. */
export function studioCopyright(name: string, year: number): string {
  return `© ${year} ${name}`;
}

/**
 * The `sms:` link of a number that can take a text message — a mobile (010, 011, 016–019) or an
 * internet phone (070) — and null for a landline or a 1588 number, where a text would be lost.
 */
export function smsHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return /^(01[016789]|070)\d{7,8}$/.test(digits) ? `sms:${digits}` : null;
}

/** The `tel:` link of a phone number as shown (02-123-4567 → tel:021234567). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
