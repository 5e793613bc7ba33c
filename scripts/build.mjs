// Builds the web app (Vite → dist/web), its server-side renderer (Vite's SSR build →
// dist/ssr/entry-server.js) and bundles the server into plain JavaScript (esbuild →
// dist/server/main.js), so production runs without a TypeScript loader.
// BUILD_DIR puts the build elsewhere (default dist).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { compressAssets } from './compress-assets.mjs';

const buildDir = process.env.BUILD_DIR ?? 'dist';

const vite = (...args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
vite();
vite('--ssr', 'entry-server.tsx');
// Brotli and gzip copies of the browser's files, sent by Accept-Encoding (src/server/plugins/spa.ts).
await compressAssets(`${buildDir}/web`);

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${buildDir}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

fs.writeFileSync(`${buildDir}/.build-stamp`, new Date().toISOString());
console.log(`built ${buildDir}/web and ${buildDir}/server`);
