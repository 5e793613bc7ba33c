// Is dist/ older than any source that goes into it? Used by `npm start` to build only when needed.
import fs from 'node:fs';
import path from 'node:path';

const inputs = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'scripts/build.mjs'];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

export function buildIsStale(buildDir = process.env.BUILD_DIR ?? 'dist') {
  const stamp = path.join(buildDir, '.build-stamp');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(buildDir, 'server', 'main.js'))) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return inputs.some((input) => newestChange(input) > builtAt);
}
