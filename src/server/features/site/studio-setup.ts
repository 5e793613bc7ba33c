/**
 * The studio's name, phone, address and business number as the first-run setup gives them,
 * published in the setup's own transaction (features/setup) as the editor would publish them:
 * a new version with its audit entry. The short name in the header follows the name when it fits.
 */
import type { StudioSettings } from '#shared/schemas/site.ts';
import { STUDIO_SHORT_NAME_MAX } from '#shared/schemas/site.ts';
import type { Db } from '../../db/database.ts';
import type { AuditActor } from '../audit/index.ts';
import { getPublished } from './section.queries.ts';
import { publishIn } from './section-publish.ts';
import { studioSection } from './sections.ts';

export type StudioBasics = Pick<StudioSettings, 'name' | 'phone' | 'address' | 'businessNumber' | 'owner'>;

export async function publishStudioBasics(
  trx: Db,
  basics: StudioBasics,
  by: { actor: AuditActor; now: Date },
): Promise<void> {
  const current = await getPublished(trx, studioSection);
  const shortName = basics.name.length <= STUDIO_SHORT_NAME_MAX ? basics.name : current.content.shortName;
  await publishIn(trx, studioSection, {
    content: { ...current.content, ...basics, shortName },
    expectedVersion: current.version,
    ...by,
  });
}
