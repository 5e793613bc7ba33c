// Builds the web app (Vite → dist/web) and bundles the server into plain JavaScript
// (esbuild → dist/server/main.js), so production runs without a TypeScript loader.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

fs.writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('built dist/web and dist/server');
