/**
 * The whole-API fuzz suite sends hostile values one level deep; a studio save is two levels.
 * Here up to three fields of a valid save are replaced (near-valid, hostile) or left out: the answer is
 * 200, or 400, 409 or 413 in the Korean error shape, never a 5xx, and what a 200 published reads
 * back the same and saves again unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { studioSettings } from '#shared/schemas/site.ts';
import { hostileJson, hostileString } from '../../fuzz/arbitraries.ts';
import { currentVersion, studioApi, validStudio } from '../../testing/site.ts';
import { siteAppForTests } from '../../testing/site-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25) * 4;

/** Spellings a person might type, some right and some nearly so. */
const nearlyRight = fc.constantFrom(
  '02 123 4567',
  '+82-10-1234-5678',
  '1588 1234',
  '1234567891',
  '123-45-67890',
  'https://pf.kakao.com/_x',
  'HTTPS://pf.kakao.com',
  'http://pf.kakao.com/_x',
  'a@b.co',
  '원장@학원.한국',
  '  여러  칸  띄움  ',
  '첫 줄\r\n둘째 줄',
);
const coordinates = fc.record({
  lat: fc.oneof(fc.double({ min: 32, max: 40, noNaN: true }), hostileJson),
  lng: fc.oneof(fc.double({ min: 123, max: 133, noNaN: true }), hostileJson),
});

/** A valid studio with up to three fields replaced by other values, or left out. */
const studio = fc
  .array(
    fc.tuple(
      fc.constantFrom(...Object.keys(studioSettings.shape)),
      fc.option(fc.oneof(nearlyRight, coordinates, hostileString, hostileJson), { freq: 8 }),
    ),
    { maxLength: 3 },
  )
  .map((changes) => {
    const sent: Record<string, unknown> = { ...validStudio };
    for (const [field, value] of changes) {
      if (value === null) delete sent[field];
      else sent[field] = value;
    }
    return sent;
  });

describe('studio saves with hostile fields', () => {
  const { t, owner } = siteAppForTests();

  it('answers 200, 400, 409 or 413, never a 5xx, and what it published saves again unchanged', async () => {
    let publishedCount = 0;
    await fc.assert(
      fc.asyncProperty(studio, fc.boolean(), async (sent, stale) => {
        const version = (await currentVersion(t.app)) - (stale ? 1 : 0);
        const response = await studioApi.save(t.app, owner, { version, studio: sent });
        expect([200, 400, 409, 413], response.body.slice(0, 300)).toContain(response.statusCode);
        if (response.statusCode !== 200) {
          expect(response.json().error.message).toMatch(/[가-힣]/);
          return;
        }
        publishedCount += 1;
        const published = response.json();
        expect((await studioApi.get(t.app)).json()).toEqual(published);
        const again = await studioApi.save(t.app, owner, {
          version: published.version,
          studio: published.studio,
        });
        expect(again.json()).toEqual(published);
      }),
      { numRuns: RUNS },
    );
    // Some saves must have gone through, or the property said nothing about them.
    expect(publishedCount).toBeGreaterThan(0);
  }, 120_000);
});
