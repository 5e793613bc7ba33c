// Builds the web app (Vite → dist/web), its server-side renderer (Vite's SSR build →
// dist/ssr/entry-server.js) and bundles the server into plain JavaScript (esbuild →
// dist/server/main.js), so production runs without a TypeScript loader.
// The server's commands are bundled beside it (dist/commands, scripts/lib/commands.mjs).
// BUILD_DIR puts the build elsewhere (default dist).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { compressAssets } from './compress-assets.mjs';
import { COMMAND_SOURCES } from './lib/commands.mjs';

const buildDir = process.env.BUILD_DIR ?? 'dist';

const vite = (...args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    // A mode of our own (islands) is still a production build: packages' production code.
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
  });
vite();
// After the app's build, which empties dist/web: the islands' build adds its files to it.
vite('--mode', 'islands');
vite('--ssr', 'entry-server.tsx');
checkPagesHaveTheirOwnChunks();
checkBoardChunkIsTheBoards();
// Brotli and gzip copies of the browser's files, sent by Accept-Encoding (src/server/plugins/spa.ts).
await compressAssets(`${buildDir}/web`);

// The server and the commands: bundled for Node, their npm packages left to node_modules.
const forNode = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
await build({ ...forNode, entryPoints: ['src/server/main.ts'], outfile: `${buildDir}/server/main.js` });
// The commands (npm run backup, restore, reset-owner) as plain JavaScript too, for the image.
await build({
  ...forNode,
  entryPoints: COMMAND_SOURCES,
  outdir: `${buildDir}/commands`,
  entryNames: '[name]',
});

/**
 * The server inlines a page's stylesheets by finding the page's module in the client manifest
 * (src/server/plugins/page-render.ts). A page module that something also imports statically is
 * merged into another chunk and has no entry there, so its page would paint unstyled and shift:
 * fail the build instead, naming the page (import the shared part from a component file).
 */
function checkPagesHaveTheirOwnChunks() {
  const manifest = JSON.parse(fs.readFileSync(`${buildDir}/web/.vite/manifest.json`, 'utf8'));
  const ssrDir = `${buildDir}/ssr`;
  const sources = new Set();
  for (const file of fs.readdirSync(ssrDir, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const code = fs.readFileSync(`${ssrDir}/${file}`, 'utf8');
    for (const [, source] of code.matchAll(/__pageSource = "([^"]+)"/g)) sources.add(source);
  }
  const merged = [...sources].filter((source) => !manifest[source]);
  if (sources.size === 0 || merged.length > 0) {
    throw new Error(
      `pages without a chunk of their own (imported statically elsewhere?): ${merged.join(', ')}`,
    );
  }
}

/**
 * A module the board shares with another island, put in the board's chunk by its group in
 * vite.config.ts, makes that island's page fetch the board's code (the pay page once fetched
 * 10 KB of it for the loading line): fail the build instead, naming the islands and the modules.
 */
function checkBoardChunkIsTheBoards() {
  const manifest = JSON.parse(fs.readFileSync(`${buildDir}/web/.vite/islands-manifest.json`, 'utf8'));
  const reaches = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) reaches(next, seen);
    return seen;
  };
  const others = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !key.includes('features/booking/'))
    .filter(([key]) => [...reaches(key)].some((reached) => reached.startsWith('_book-board')))
    .map(([key]) => key);
  if (others.length > 0) {
    throw new Error(
      `islands that fetch the board's chunk (move what they share out of it): ${others.join(', ')}`,
    );
  }
}

fs.writeFileSync(`${buildDir}/.build-stamp`, new Date().toISOString());
console.log(`built ${buildDir}/web and ${buildDir}/server`);
