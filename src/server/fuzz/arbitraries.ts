/** Hostile values: what a script, a broken client or an attacker sends instead of a form. */
import fc from 'fast-check';

const MEGABYTE = '가'.repeat(350_000); // about 1 MB in UTF-8

/**
 * The edges of every integer field, ids above all: none, below one, the largest id (2³¹−1, a
 * PostgreSQL integer), one past it, the largest exact double, the largest double, and a number
 * written as text in exponent form.
 */
export const INTEGER_EDGES = [0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 1e308, '1e3'] as const;
export const integerEdge = fc.constantFrom(...INTEGER_EDGES);

/** Strings that have broken things before: control and format characters, bidi, huge, odd dates. */
export const hostileString = fc.oneof(
  { weight: 10, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 5, arbitrary: fc.string({ maxLength: 40 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202Eabc',
      '\u200B',
      '\uD800',
      '김민수\u2060',
      "$&$`$'",
      '../../etc/passwd',
      '%00',
      '%E0%A4%A',
      '2026-02-30',
      '0000-00-00',
      '9999-99-99',
      '2026-13-01',
      ...INTEGER_EDGES.map(String),
      '1e400',
      'NaN',
      '9'.repeat(40),
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '1시간',
      '2시간',
      'a'.repeat(5_000),
    ),
  },
);

/**
 * One value of each kind the fuzzers send, named: every kind is sent to every operation
 * (testing/fuzz-hostile-requests.ts), where random draws would send some kinds to some
 * operations only, and many draws of one kind down the same code path.
 */
export const HOSTILE_KINDS: readonly { name: string; value: unknown }[] = [
  { name: 'control characters', value: '\u0001\u0007\u001b[31m\u007f\u0085' },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'NUL alone', value: '\u0000' },
  { name: '1 MB', value: MEGABYTE },
  { name: '5,000 characters', value: 'a'.repeat(5_000) },
  { name: 'bidi and format characters', value: '\u202Eabc\u200B김민수\u2060' },
  { name: 'a lone surrogate', value: '\uD800' },
  { name: 'empty', value: '' },
  { name: 'blank', value: ' ' },
  { name: 'an impossible date', value: '2026-02-30' },
  { name: 'a zero date', value: '0000-00-00' },
  { name: 'a month 13', value: '2026-13-01' },
  { name: 'markup and SQL', value: "<script>alert(1)</script>' OR 1=1 --" },
  { name: 'a path out', value: '../../etc/passwd' },
  { name: 'percent escapes', value: '%00%E0%A4%A' },
  { name: 'replacement patterns', value: "$&$`$'" },
  { name: 'a duration as text', value: '1시간' },
  { name: 'NaN as text', value: 'NaN' },
  { name: 'an exponent past a double', value: '1e400' },
  { name: '40 digits', value: '9'.repeat(40) },
  ...INTEGER_EDGES.map((value) => ({ name: `integer edge ${value}`, value })),
  { name: 'a fraction', value: 1.5 },
  { name: 'the least integer', value: -(2 ** 31) },
  { name: 'true', value: true },
  { name: 'null', value: null },
  { name: 'an empty array', value: [] },
  { name: 'an array of text', value: ['\u0000', 'a'] },
  { name: 'an empty object', value: {} },
  { name: 'a nested object', value: { a: { b: '\u0000' } } },
];

/** Any JSON value, with the hostile strings mixed in. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 1.5, 2 ** 53, -(2 ** 31), [], {}) },
  { weight: 2, arbitrary: integerEdge },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

/** A JSON body shaped like the operation's (its property names) with hostile values, or anything at all. */
export function hostileBody(properties: string[]): fc.Arbitrary<unknown> {
  const shaped =
    properties.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(properties.map((name) => [name, hostileJson])), { requiredKeys: [] });
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileJson });
}

/** Raw bodies that are not the JSON they claim to be, or not JSON at all. */
export const brokenRawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '"\\u0000"',
    '{"__proto__":{"x":1}}',
    '{"a":1,"a":2}',
    '\u0000',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=latin1',
  'image/png',
);

/** Multipart bodies that are broken in the ways parsers trip over. */
export const brokenMultipart = fc.record({
  boundary: fc.constantFrom('b', 'fuzz-boundary', ''),
  field: fc.constantFrom('image', 'file', '', 'image"; x="'),
  data: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  ending: fc.constantFrom('\r\n--B--\r\n', '', '\r\n--B', '--B--', '\r\n--other--\r\n'),
});
