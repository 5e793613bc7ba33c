/**
 * The families' portal and its sign-in (docs/decisions/048, 049): the session plugin, then the
 * routes. Not encapsulated, so that the family cookie and guard are the app's, as the staff's are.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { familyConnectionsRoutes } from './family-connections.routes.ts';
import { familyLinksRoutes } from './family-links.routes.ts';
import { familyManifestRoutes } from './family-manifest.routes.ts';
import { familyNoticesRoutes } from './family-notices.routes.ts';
import { familyPortalRoutes } from './family-portal.routes.ts';
import { familySessionPlugin } from './family-session.plugin.ts';

async function family(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  await app.register(familySessionPlugin, { config });
  await app.register(familyLinksRoutes, { site: config });
  await app.register(familyConnectionsRoutes);
  await app.register(familyPortalRoutes);
  await app.register(familyNoticesRoutes);
  await app.register(familyManifestRoutes);
}

export const familyRoutes = fp(family, { name: 'family', dependencies: ['auth', 'rate-limit'] });
