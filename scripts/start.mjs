// `npm start`: build if the build is missing or older than the sources, then run the server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

if (buildIsStale()) {
  console.log('Building the site (first start or sources changed)…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js')).href);
