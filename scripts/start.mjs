// `npm start`: build if the build is missing or older than the sources, then run the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

// Settings from a .env file, if there is one; the real environment wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

if (buildIsStale()) {
  console.log('Building the site (first start or sources changed)…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js')).href);
