// `npm run bench`: the foundation's figures.
//  1. the bytes a first visit to each public page transfers, as Chromium counts them on the
//     wire (compressed bodies and headers), by kind, on a server seeded with the content the
//     Lighthouse bench uses (news with photos, a busy board, products); the script each page
//     sends against the 110 KB budget, the font against 60 KB and the whole page against
//     200 KB; the same for four back-office pages signed in as the owner and the family
//     portal signed in as a family (110 KB of script, /settings 150); and the gzip size of the
//     largest lazy chunk;
//  2. time from starting the built server to its first 200 from /api/health (median of 5);
//  3. how long hb-subset takes to cut Pretendard to 300 Hangul syllables (median of 5).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';
import { seedContent } from './lighthouse/seed-content.mjs';
import { startServer as startSeededServer } from './lighthouse/studio-server.mjs';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4610);
const machineLoad = watchLoad();
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

// `:id` and `:idx` are the first seeded post and product.
const publicPages = [
  '/',
  '/director',
  '/facility',
  '/curriculum',
  '/address',
  '/use',
  '/person',
  '/news',
  '/post/:id',
  '/book',
  '/order',
  '/order/:idx',
];
// Signed in as the owner: pages the browser draws itself.
const backOfficePages = ['/managemember', '/lessontime', '/managelesson', '/settings'];
// Signed in as a family who opened their link.
const familyPages = ['/family'];
// `npm run bench -- --pages /managemember,/settings`: only these pages' first load, each with
// the scripts it fetched, and none of the other figures (while working on one page's weight).
const pagesArgument = process.argv.indexOf('--pages');
const onlyPages = pagesArgument > 0 ? process.argv[pagesArgument + 1]?.split(',') : undefined;
const SCRIPT_BUDGET = 110 * 1024;
const SETTINGS_SCRIPT_BUDGET = 150 * 1024;
const FONT_BUDGET = 60 * 1024;
const PAGE_BUDGET = 200 * 1024;
const OWNER = { id: 'owner', password: 'bench-owner-password-7' };
const kinds = ['document', 'script', 'stylesheet', 'font', 'image'];

/**
 * What a first visit to each public page transfers, as Chromium counts it on the wire: each
 * response's encoded (compressed) body and headers, by kind, in a fresh browser context.
 */
async function firstLoadBytes() {
  const server = await startSeededServer({ serverFile, owner: OWNER });
  const seeded = await seedContent(server.base, OWNER).catch(async (error) => {
    await server.stop();
    throw error;
  });
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
  const rows = [];
  try {
    for (const template of onlyPages ?? [...publicPages, ...backOfficePages, ...familyPages]) {
      const pathname = template
        .replace('/post/:id', `/post/${seeded.postIds[0]}`)
        .replace('/order/:idx', `/order/${seeded.productIdxs[0]}`);
      // A server that has served the page before: its font subsets are made (once per set of
      // characters), as they are for every visitor but the first after a change.
      await warmFonts(server.base, pathname);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      if (familyPages.includes(template)) {
        const at = seeded.familyCookie.indexOf('=');
        const [name, value] = [seeded.familyCookie.slice(0, at), seeded.familyCookie.slice(at + 1)];
        await context.addCookies([{ name, value, url: server.base }]);
      } else if (backOfficePages.includes(template) || (onlyPages && !publicPages.includes(template))) {
        const signedIn = await context.request.post(`${server.base}/api/user/login`, {
          headers: { origin: server.base },
          data: { id: OWNER.id, pw: OWNER.password },
        });
        if (!signedIn.ok()) throw new Error(`signing in: ${signedIn.status()}`);
      }
      const page = await context.newPage();
      const requests = [];
      page.on('requestfinished', (request) => requests.push(request));
      await page.goto(`${server.base}${pathname}`, { waitUntil: 'networkidle' });
      const row = {
        pathname: template,
        total: 0,
        scripts: [],
        backOffice: !publicPages.includes(template),
      };
      for (const kind of kinds) row[kind] = 0;
      for (const request of requests) {
        const sizes = await request.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const kind = kinds.includes(request.resourceType()) ? request.resourceType() : 'other';
        row[kind] = (row[kind] ?? 0) + bytes;
        row.total += bytes;
        if (kind === 'script')
          row.scripts.push({ name: path.basename(new URL(request.url()).pathname), bytes });
      }
      rows.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}

/** Asks for a page until its HTML declares every font subset it needs (made in the background). */
async function warmFonts(base, pathname) {
  let previous = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = await (await fetch(`${base}${pathname}`)).text();
    const faces = [...html.matchAll(/url\(\/fonts\/[0-9a-f]+\.woff2\)/g)].join();
    if (faces && faces === previous) return;
    previous = faces;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** hb-subset (subset-font) on the variable font as the server cuts it, 300 Hangul syllables. */
async function subsetTiming() {
  const { default: subsetFont } = await import('subset-font');
  const font = fs.readFileSync('node_modules/pretendard/dist/public/variable/PretendardVariable.ttf');
  const options = {
    targetFormat: 'woff2',
    keepFeatures: ['kern'],
    variationAxes: { wght: { min: 400, max: 800 } },
  };
  await subsetFont(font, '가', options);
  const times = [];
  let bytes = 0;
  for (let run = 0; run < 5; run++) {
    // A different set each run: 300 syllables spread over the common ones.
    const text = Array.from({ length: 300 }, (_, i) =>
      String.fromCharCode(0xac00 + ((i * 37 + run * 11) % 11172)),
    ).join('');
    const started = performance.now();
    bytes = (await subsetFont(font, text, options)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[2], min: times[0], max: times[4], bytes };
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

const pages = await firstLoadBytes();
if (onlyPages) {
  for (const row of pages) {
    console.log(
      `${row.pathname}: ${kinds.map((kind) => `${kind} ${kb(row[kind])}`).join(', ')}; total ${kb(row.total)}`,
    );
    for (const file of row.scripts.sort((a, b) => b.bytes - a.bytes))
      console.log(`      ${kb(file.bytes).padStart(9)}  ${file.name}`);
  }
  reportLoad(machineLoad.stop());
  process.exit(0);
}
const lazy = largestLazyChunk();
const subsetting = await subsetTiming();
const startTimes = [];
for (let run = 0; run < 5; run++) startTimes.push(await timeToHealthy());
startTimes.sort((a, b) => a - b);

console.log('First load of each page, bytes as sent (compressed, with headers; 412 px phone)');
console.log(`| page | ${kinds.join(' | ')} | total |`);
console.log(`|---|${kinds.map(() => '---:').join('|')}|---:|`);
for (const row of pages) {
  if (row.backOffice && !pages[pages.indexOf(row) - 1]?.backOffice)
    console.log('| signed in as the owner: | | | | | | |');
  if (familyPages.includes(row.pathname)) console.log('| signed in as a family: | | | | | | |');
  console.log(
    `| \`${row.pathname}\` | ${kinds.map((kind) => kb(row[kind])).join(' | ')} | ${kb(row.total)} |`,
  );
}
const publicRows = pages.filter((row) => !row.backOffice);
const overBudget = publicRows.filter((row) => row.script > SCRIPT_BUDGET);
console.log(
  `\nJavaScript sent: at most ${kb(Math.max(...publicRows.map((row) => row.script)))} a public page (budget ${kb(SCRIPT_BUDGET)})` +
    (overBudget.length > 0 ? `; over it: ${overBudget.map((row) => row.pathname).join(', ')}` : ''),
);
// The back office and the portal: 110 KB each but /settings, whose menu may take 150 KB.
const signedInBudget = (row) => (row.pathname === '/settings' ? SETTINGS_SCRIPT_BUDGET : SCRIPT_BUDGET);
const signedInRows = pages.filter((row) => row.backOffice);
const signedInOver = signedInRows.filter((row) => row.script > signedInBudget(row));
console.log(
  `JavaScript sent signed in: ${signedInRows.map((row) => `${row.pathname} ${kb(row.script)}`).join(', ')} (budget ${kb(SCRIPT_BUDGET)}, /settings ${kb(SETTINGS_SCRIPT_BUDGET)})` +
    (signedInOver.length > 0 ? `; over it: ${signedInOver.map((row) => row.pathname).join(', ')}` : ''),
);
const heaviest = publicRows.reduce((a, b) => (b.script > a.script ? b : a));
console.log(`  ${heaviest.pathname}:`);
for (const file of heaviest.scripts.sort((a, b) => b.bytes - a.bytes)) {
  console.log(`      ${kb(file.bytes).padStart(9)}  ${file.name}`);
}
const fontOver = pages.filter((row) => row.font > FONT_BUDGET);
const pageOver = publicRows.filter((row) => row.total > PAGE_BUDGET);
console.log(
  `Font sent: at most ${kb(Math.max(...pages.map((row) => row.font)))} a page (budget ${kb(FONT_BUDGET)})` +
    (fontOver.length > 0 ? `; over it: ${fontOver.map((row) => row.pathname).join(', ')}` : ''),
);
console.log(
  `Public pages in all: ${kb(Math.min(...publicRows.map((row) => row.total)))}–${kb(Math.max(...publicRows.map((row) => row.total)))} (budget ${kb(PAGE_BUDGET)})` +
    (pageOver.length > 0 ? `; over it: ${pageOver.map((row) => row.pathname).join(', ')}` : ''),
);
console.log(`largest lazy chunk (gzip): ${kb(lazy.gzip)}  (${lazy.name})`);
console.log(
  `hb-subset, 300 Hangul syllables: median ${subsetting.median.toFixed(0)} ms (min ${subsetting.min.toFixed(0)}, max ${subsetting.max.toFixed(0)}), ${kb(subsetting.bytes)} WOFF2`,
);
console.log(
  `start → first 200 /api/health: median ${startTimes[2].toFixed(0)} ms  (min ${startTimes[0].toFixed(0)}, max ${startTimes[4].toFixed(0)}; SQLite, fresh data dir)`,
);
reportLoad(machineLoad.stop());
