/**
 * Which address a per-address limit counts behind a proxy (TRUST_PROXY, docs/decisions/061): the
 * entry the studio's own proxy appended to X-Forwarded-For, never the left-most one, which the
 * client writes. Real limits answer: the enquiry limit (5 an hour) and the booking PIN (10
 * wrong PINs a quarter of an hour). On both databases.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ENQUIRIES_PER_WINDOW } from '#shared/enquiry-rules.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { book } from '../../testing/booking.ts';
import { anEnquiry } from '../../testing/enquiries.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Wrong PINs one address may try in a quarter of an hour (booking-pin.ts). */
const PIN_CHECKS_PER_ADDRESS = 10;
const PROXY = '127.0.0.1';
/** The client's address, as the proxy in front of the server appends it. */
const CLIENT = '203.0.113.9';
/** Another client, for the PIN guesses: each test counts its own address. */
const PIN_CLIENT = '203.0.113.12';

let rotated = 0;
/** What the client writes at the left of X-Forwarded-For: another address each time. */
const madeUp = () => `198.51.100.${++rotated}`;

function enquire(t: TestApp, forwardedFor: string | undefined, remoteAddress = PROXY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: anEnquiry(),
  });
}

const buckets = async (t: TestApp, prefix: string) =>
  (
    await t.db
      .selectFrom('rate_buckets')
      .select(['key', 'hits'])
      .where('key', 'like', `${prefix}%`)
      .orderBy('key')
      .execute()
  ).map((row) => [row.key, Number(row.hits)]);

describe('behind one proxy (TRUST_PROXY=1)', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00', env: { TRUST_PROXY: '1' } });

  it('counts enquiries whose left-most X-Forwarded-For is rotated as one client, and says 429', async () => {
    const statuses = [];
    for (let i = 0; i <= MAX_ENQUIRIES_PER_WINDOW; i += 1) {
      statuses.push((await enquire(t, `${madeUp()}, ${CLIENT}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await enquire(t, `${madeUp()}, ${CLIENT}`);
    expect(refused.json().error.code).toBe('enquiries.rate_limited');
    expect(await buckets(t, `enquiry:${CLIENT}`)).toEqual([[`enquiry:${CLIENT}`, MAX_ENQUIRIES_PER_WINDOW]]);
    // None of the rotated addresses is counted.
    expect(await buckets(t, 'enquiry:198.51.100.')).toEqual([]);
  });

  it('uses the right-most entry, the one the proxy appended', async () => {
    // The client writes the address that is over its limit; the proxy appends the real one.
    const other = await enquire(t, `${CLIENT}, 203.0.113.10`);
    expect(other.statusCode).toBe(201);
    expect(await buckets(t, 'enquiry:203.0.113.10')).toEqual([['enquiry:203.0.113.10', 1]]);
    // With no header at all, the peer itself is the client.
    expect((await enquire(t, undefined, '192.0.2.44')).statusCode).toBe(201);
    expect(await buckets(t, 'enquiry:192.0.2.')).toEqual([['enquiry:192.0.2.44', 1]]);
  });

  it('stops a PIN brute force that rotates its left-most X-Forwarded-For', async () => {
    const slot = { date: '2026-11-21', room: 2, time: 15 };
    expect((await book(t.app, { ...slot, name: '김하늘', type: '1시간', pin: '4812' })).statusCode).toBe(201);
    const codes = [];
    for (let guess = 0; guess <= PIN_CHECKS_PER_ADDRESS; guess += 1) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/book',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${madeUp()}, ${PIN_CLIENT}` },
        payload: { ...slot, pin: String(1000 + guess) },
      });
      codes.push(`${response.statusCode} ${response.json().error.code}`);
    }
    expect(codes).toEqual([
      ...Array(PIN_CHECKS_PER_ADDRESS).fill('403 booking.wrong_pin'),
      '429 booking.pin_rate_limited',
    ]);
  });
});

describe('behind proxies named by address (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  const t = appForTests({ env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });

  it('skips the named proxies from the right and counts the first address that is none of them', async () => {
    expect((await enquire(t, `${madeUp()}, 203.0.113.20, 10.1.2.3`)).statusCode).toBe(201);
    // A peer that is not a named proxy is the client, whatever it writes.
    expect((await enquire(t, `${madeUp()}, 203.0.113.21`, '192.0.2.7')).statusCode).toBe(201);
    expect(await buckets(t, 'enquiry:')).toEqual([
      ['enquiry:192.0.2.7', 1],
      ['enquiry:203.0.113.20', 1],
    ]);
  });
});

describe('with no proxy (TRUST_PROXY unset)', () => {
  const t = appForTests();

  it('counts the socket’s address and ignores X-Forwarded-For', async () => {
    expect((await enquire(t, `${madeUp()}, ${CLIENT}`, '192.0.2.8')).statusCode).toBe(201);
    expect(await buckets(t, 'enquiry:')).toEqual([['enquiry:192.0.2.8', 1]]);
  });
});
