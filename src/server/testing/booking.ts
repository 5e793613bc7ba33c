/** Requests the booking tests send again and again. */
import type { FastifyInstance } from 'fastify';
import { signIn } from './sign-in.ts';

let address = 0;
/** A fresh client address per call, so the per-address rate limit stays out of the way. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** The PIN `book` and `unbook` use unless the body names one (`pin: undefined` sends none). */
export const TEST_PIN = '2580';

const withPin = (body: Record<string, unknown>) => ('pin' in body ? body : { ...body, pin: TEST_PIN });

export function book(app: FastifyInstance, body: Record<string, unknown>, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/book', payload: withPin(body), remoteAddress });
}

export function unbook(
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress = nextAddress(),
  cookie?: string,
) {
  return app.inject({
    method: 'DELETE',
    url: '/api/book',
    payload: withPin(body),
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const staffCookies = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * A teacher's session on `app`, made once: the booking tests read the board with whole names,
 * as staff see it (visitors see them masked: booking-name-masking.api.test.ts).
 */
export function staffCookie(app: FastifyInstance): Promise<string> {
  let cookie = staffCookies.get(app);
  if (!cookie) {
    cookie = signIn(app, 'teacher').then((who) => who.cookie);
    staffCookies.set(app, cookie);
  }
  return cookie;
}

/** The board of `date` as staff see it: names whole. */
export async function board(app: FastifyInstance, date?: string) {
  const response = await app.inject({
    method: 'GET',
    url: date ? `/api/book?date=${date}` : '/api/book',
    headers: { cookie: await staffCookie(app) },
  });
  return response.json() as { date: string; room: number; time: number; name: string; type: string }[];
}
