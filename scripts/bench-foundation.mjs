// `npm run bench`: the foundation's figures.
//  1. gzip size of the JavaScript and CSS that `/` actually loads, measured in Chromium
//     (the entry chunk plus the lazy chunks the home page pulls in), and of the largest lazy chunk;
//  2. time from starting the built server to its first 200 from /api/health (median of 5).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4610);
const serverFile = path.resolve(buildDir, 'server', 'main.js');
if (!fs.existsSync(serverFile)) {
  console.error(`No build in ${buildDir}: run npm run build first.`);
  process.exit(1);
}

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  return { child, dataDir };
}

async function stopServer({ child, dataDir }) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function timeToHealthy() {
  const started = performance.now();
  const server = startServer();
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 30_000) throw new Error('server did not become healthy in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const elapsed = performance.now() - started;
  await stopServer(server);
  return elapsed;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipFile = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function homePageWeight() {
  const server = startServer();
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const loaded = { script: new Set(), stylesheet: new Set() };
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('request', (request) => {
      const type = request.resourceType();
      const url = new URL(request.url());
      if ((type === 'script' || type === 'stylesheet') && url.port === String(port))
        loaded[type].add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.close();
  }
  await browser.close();
  await stopServer(server);
  const measure = (paths) =>
    [...paths].map((p) => ({ name: path.basename(p), gzip: gzipFile(path.join(buildDir, 'web', p)) }));
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
  const scripts = measure(loaded.script).sort((a, b) => b.gzip - a.gzip);
  return { js: sum(scripts), css: sum(measure(loaded.stylesheet)), scripts };
}

function largestLazyChunk() {
  const html = fs.readFileSync(path.join(buildDir, 'web', 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const chunks = fs
    .readdirSync(path.join(buildDir, 'web', 'assets'))
    .filter((name) => name.endsWith('.js') && name !== entry)
    .map((name) => ({ name, gzip: gzipFile(path.join(buildDir, 'web', 'assets', name)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return chunks[0];
}

const weight = await homePageWeight();
const lazy = largestLazyChunk();
const startTimes = [];
for (let run = 0; run < 5; run++) startTimes.push(await timeToHealthy());
startTimes.sort((a, b) => a - b);

console.log('Foundation figures');
console.log(`  JavaScript loaded by / (gzip): ${kb(weight.js)}  (target ≤ 110 KB)`);
for (const file of weight.scripts) console.log(`      ${kb(file.gzip).padStart(9)}  ${file.name}`);
console.log(`  CSS loaded by / (gzip):        ${kb(weight.css)}`);
console.log(`  largest lazy chunk (gzip):     ${kb(lazy.gzip)}  (${lazy.name})`);
console.log(
  `  start → first 200 /api/health: median ${startTimes[2].toFixed(0)} ms  (min ${startTimes[0].toFixed(0)}, max ${startTimes[4].toFixed(0)}; SQLite, fresh data dir)`,
);
