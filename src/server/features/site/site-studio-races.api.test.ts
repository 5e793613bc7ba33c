/**
 * Saves of one version at the same moment: exactly one is published, the others hear 409 and
 * write nothing, on either database; on PostgreSQL also when both have passed the version
 * check before either inserts, and when they come through two app instances.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { versionConflictText } from '#shared/messages/site.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceBehindInserts } from '../../testing/insert-barrier.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { currentVersion, studioApi, validStudio } from '../../testing/site.ts';
import { testDialect } from '../../testing/test-database.ts';
import { warmPool } from '../../testing/warm-pool.ts';

const BARRIER_LOCK = 912_346;
const onPostgres = testDialect() === 'postgres';

describe('simultaneous saves of the studio settings', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  beforeAll(async () => {
    await warmPool(() => studioApi.get(t.app));
  });

  const rows = async () => ({
    versions: (
      await t.db
        .selectFrom('site_content_versions')
        .select('version')
        .where('section', '=', 'studio')
        .execute()
    ).length,
    audit: (await t.db.selectFrom('audit_log').select('id').execute()).length,
  });

  let round = 0;
  /**
   * `count` saves of `version`, each with a name never sent before (a save of what is already
   * published publishes nothing, and would rightly succeed); answers the responses and the names.
   */
  async function race(version: number, apps: FastifyInstance[], count: number) {
    round += 1;
    const names = Array.from({ length: count }, (_, index) => `경쟁 학원 ${round}-${index + 1}`);
    const responses = await Promise.all(
      names.map((name, index) =>
        studioApi.save(apps[index % apps.length]!, owner, { version, studio: { ...validStudio, name } }),
      ),
    );
    return { responses, names };
  }

  async function expectOneWinner(responses: Awaited<ReturnType<typeof race>>['responses'], names: string[]) {
    const statuses = responses.map((response) => response.statusCode);
    expect(countStatuses(statuses)).toEqual({ 200: 1, 409: names.length - 1 });
    // Whether the version check or the primary key stopped it, the refusal names the section.
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        error: { code: 'site.version_conflict', message: versionConflictText('학원 정보') },
      });
    }
    const winner = names[statuses.indexOf(200)];
    expect((await studioApi.get(t.app)).json().studio.name).toBe(winner);
  }

  it('publishes exactly one of two saves of the same version', async () => {
    const version = await currentVersion(t.app);
    const before = await rows();
    const { responses, names } = await race(version, [t.app], 2);
    await expectOneWinner(responses, names);
    expect(await rows()).toEqual({ versions: before.versions + 1, audit: before.audit + 1 });
  });

  it('publishes exactly one of ten saves and restores of the same version', async () => {
    const version = await currentVersion(t.app);
    const before = await rows();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? studioApi.save(t.app, owner, { version, studio: { ...validStudio, floor: `${index}층` } })
          : studioApi.restore(t.app, owner, { version, restore: 1 }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 9 });
    expect(await rows()).toEqual({ versions: before.versions + 1, audit: before.audit + 1 });
  });

  it.runIf(onPostgres)(
    'publishes one of two saves held at a barrier after both checked the version',
    async () => {
      // Each save reads the version (it matches), then waits in a trigger until the test lets go.
      const version = await currentVersion(t.app);
      const before = await rows();
      const versions = { table: 'site_content_versions', lock: BARRIER_LOCK };
      const { responses, names } = await raceBehindInserts(t, versions, 2, () => race(version, [t.app], 2));
      await expectOneWinner(responses, names);
      expect(await rows()).toEqual({ versions: before.versions + 1, audit: before.audit + 1 });
    },
  );

  it.runIf(onPostgres)('publishes one of two saves sent through two app instances', async () => {
    // The second instance's start publishes the defaults only if nothing was ever published.
    const second = await createSecondInstance(t);
    try {
      expect(
        (
          await t.db
            .selectFrom('site_content_versions')
            .select('version')
            .where('section', '=', 'studio')
            .where('version', '=', 1)
            .execute()
        ).length,
      ).toBe(1);
      await Promise.all(Array.from({ length: 5 }, () => studioApi.get(second)));
      const version = await currentVersion(t.app);
      const before = await rows();
      const { responses, names } = await race(version, [t.app, second], 2);
      await expectOneWinner(responses, names);
      expect(await rows()).toEqual({ versions: before.versions + 1, audit: before.audit + 1 });
    } finally {
      await second.close();
    }
  });
});
